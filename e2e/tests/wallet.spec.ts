import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { dismissPopup, logIn } from './helpers';

const AGENT = 'agent@flightdeals.test';

/** '₹4,95,000.50' → 49500050: the balance as shown in paise, whatever other specs have spent before. */
async function shownBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('wallet-balance').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
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
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add money' }).click();
  const dialog = page.getByRole('dialog');
  // Remarks are required: the dialog says so and stays open.
  await dialog.getByLabel('Amount').fill('5000');
  await dialog.getByRole('button', { name: 'Add money' }).click();
  await expect(dialog.getByText('This is required field.')).toBeVisible();
  await expectAccessible(page, 'the add-money dialog with its message');
  await dialog.getByLabel('Remarks').fill(remarks);
  await dialog.getByRole('button', { name: 'Add money' }).click();
  // Money moves once staff confirm whose wallet, how much and the balance after.
  const confirm = page.getByRole('dialog', { name: /^Add ₹5,000 to Arjun/ });
  await expect(confirm).toContainText(`(${AGENT})`);
  await expectAccessible(page, 'the add-money confirmation');
  await confirm.getByRole('button', { name: 'Add money' }).click();
  await expect(page.getByText('Wallet credited with ₹5,000')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => shownBalance(page)).toBe(before + 500_000);
  await expect(page.getByRole('table', { name: 'Wallet transactions' }).getByText(remarks)).toBeVisible();

  // Paise are shown wherever an amount is not whole: in the toast and in the ledger.
  await page.getByRole('button', { name: 'Add money' }).click();
  await dialog.getByLabel('Amount').fill('25000.50');
  await dialog.getByLabel('Remarks').fill(`${remarks} with paise`);
  await dialog.getByRole('button', { name: 'Add money' }).click();
  await page
    .getByRole('dialog', { name: /^Add ₹25,000\.50 to / })
    .getByRole('button', { name: 'Add money' })
    .click();
  await expect(page.getByText('Wallet credited with ₹25,000.50')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => shownBalance(page)).toBe(before + 500_000 + 2_500_050);
  const withPaise = page
    .getByRole('table', { name: 'Wallet transactions' })
    .getByRole('row', { name: new RegExp(`${remarks} with paise`) });
  await expect(withPaise.getByRole('cell', { name: '₹25,000.50', exact: true })).toBeVisible();

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signIn(agent, AGENT, 'customer-menu');
  await agent.goto('/app/user/transactionHistory');
  await expect(agent.getByTestId('wallet-balance')).toBeVisible();
  expect(await shownBalance(agent)).toBe(before + 500_000 + 2_500_050);
  const row = agent
    .getByRole('table', { name: 'Wallet transactions' })
    .getByRole('row')
    .filter({ hasText: remarks })
    .filter({ hasNotText: 'with paise' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: '₹5,000', exact: true })).toBeVisible();
  const paiseRow = agent
    .getByRole('table', { name: 'Wallet transactions' })
    .getByRole('row')
    .filter({ hasText: `${remarks} with paise` });
  await expect(paiseRow.getByRole('cell', { name: '₹25,000.50', exact: true })).toBeVisible();
  await expectAccessible(agent, 'the agent’s wallet');
  await agentContext.close();
});
