import { expect, type Page, test } from '@playwright/test';
import { dismissPopup, logIn } from './helpers';

const AGENT = 'agent@flightdeals.test';

/** '₹4,95,000' → 495000: the balance as shown, whatever other specs have spent before. */
async function shownBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('wallet-balance').textContent()) ?? '';
  return Number(text.replace(/[^\d-]/g, ''));
}

async function signIn(page: Page, email: string, menu: 'staff-menu' | 'customer-menu') {
  await page.goto('/app/login');
  await dismissPopup(page);
  await logIn(page, email);
  await expect(page.getByTestId(menu)).toBeVisible();
}

test('a super admin adds ₹5,000 to an agent wallet and the agent sees it', async ({ page, browser }) => {
  const remarks = `E2E top-up ${Date.now().toString(36)}`;
  // Adding money is no default staff permission (staff-powers.spec.ts): a super admin holds it.
  await signIn(page, 'admin@flightdeals.test', 'staff-menu');
  await page.goto(`/app/staff/walletReport/?email=${encodeURIComponent(AGENT)}`);
  await expect(page.getByRole('heading', { name: 'Wallet transactions' })).toBeVisible();
  await expect(page.getByLabel('Customer e-mail')).toHaveValue(AGENT);
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  const before = await shownBalance(page);

  await page.getByRole('button', { name: 'Add money' }).click();
  const dialog = page.getByRole('dialog');
  // Remarks are required: the dialog says so and stays open.
  await dialog.getByLabel('Amount').fill('5000');
  await dialog.getByRole('button', { name: 'Add money' }).click();
  await expect(dialog.getByText('This is required field.')).toBeVisible();
  await dialog.getByLabel('Remarks').fill(remarks);
  await dialog.getByRole('button', { name: 'Add money' }).click();
  await expect(page.getByText('Wallet credited with ₹5,000')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => shownBalance(page)).toBe(before + 5000);
  await expect(page.getByRole('table', { name: 'Wallet transactions' }).getByText(remarks)).toBeVisible();

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signIn(agent, AGENT, 'customer-menu');
  await agent.goto('/app/user/transactionHistory');
  await expect(agent.getByTestId('wallet-balance')).toBeVisible();
  expect(await shownBalance(agent)).toBe(before + 5000);
  const row = agent
    .getByRole('table', { name: 'Wallet transactions' })
    .getByRole('row', { name: new RegExp(remarks) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: '₹5,000', exact: true })).toBeVisible();
  await agentContext.close();
});
