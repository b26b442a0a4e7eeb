import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { signInAs } from './helpers';

/** '₹4,95,000.50' → 49500050: the app bar's balance in paise, whatever other journeys spent before. */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-wallet-balance').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
}

/** Decision 0054: an agency funds its own wallet. */
test('the demo agent tops up online on the gateway’s page and sees the new balance and the receipt', async ({
  page,
}) => {
  await signInAs(page, 'agent@flightdeals.test');
  await page.goto('/app/user/transactionHistory');
  await expect(page.getByTestId('header-wallet-balance')).toBeVisible();
  const before = await headerBalance(page);
  const topUp = page.getByRole('form', { name: 'Top up online' });
  await topUp.getByLabel('Amount').fill('2500.5');
  await topUp.getByRole('button', { name: 'Top up' }).click();
  await expect(topUp.getByText('Enter whole rupees, like 5000')).toBeVisible();
  await topUp.getByLabel('Amount').fill('2500');
  await expect(topUp.getByText('₹2,500 goes into your wallet; you pay ₹2,500.')).toBeVisible();
  await expectAccessible(page, 'the wallet with its top-up');
  await topUp.getByRole('button', { name: 'Pay ₹2,500' }).click();

  // The gateway's own hosted page, on its own origin.
  await expect(page.getByText('PhonePe-style test gateway')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back in the app: the gateway's return, then the top-up's own page once its word is in.
  await expect(page).toHaveURL(/\/app\/user\/wallet\/top-up\//, { timeout: 30_000 });
  await expect(page.getByTestId('top-up-message')).toHaveText('₹2,500 added to your wallet');
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt.getByTestId('top-up-amount')).toHaveText('₹2,500');
  await expect(receipt.getByTestId('top-up-fee')).toHaveText('₹0');
  await expect(receipt.getByTestId('top-up-total')).toHaveText('₹2,500');
  await expect(receipt.getByTestId('top-up-transaction-id')).not.toBeEmpty();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(before + 2_500_00);
  await expectAccessible(page, 'the top-up receipt');
  const reference = (await receipt.getByTestId('top-up-reference').textContent()) ?? '';

  // The wallet lists the credit, and the payment leads back to its receipt.
  await page.getByRole('link', { name: 'Back to wallet' }).click();
  await expect(
    page.getByRole('table', { name: 'Wallet transactions' }).getByText(`Wallet top-up ${reference}`),
  ).toBeVisible();
  await page.getByRole('table', { name: 'Payments' }).getByRole('link', { name: reference }).click();
  await expect(page.getByTestId('top-up-reference')).toHaveText(reference);
});

test('an agency tells of a bank transfer, staff confirm it, and the agency sees it credited', async ({
  page,
  browser,
}) => {
  const utr = `E2E${Date.now().toString(36).toUpperCase()}`;
  await signInAs(page, 'agent@flightdeals.test');
  await page.goto('/app/user/transactionHistory');
  await expect(page.getByTestId('header-wallet-balance')).toBeVisible();
  const before = await headerBalance(page);
  await page.getByRole('button', { name: 'Tell us about a transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tell us about a bank transfer' });
  await dialog.getByLabel('Amount sent').fill('12000');
  await dialog.getByLabel('Bank reference (UTR)').fill(utr);
  // Yesterday on this machine's clock: never after the site's today, whatever the zones.
  await dialog
    .getByLabel('Transfer date')
    .fill(new Date(Date.now() - 86_400_000).toLocaleDateString('en-GB'));
  await expectAccessible(page, 'the bank deposit form');
  await dialog.getByRole('button', { name: 'Send for confirmation' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Bank deposits' }).getByRole('row').filter({ hasText: utr });
  await expect(row).toContainText('Waiting for confirmation');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAs(staff, 'admin@flightdeals.test');
  await staff.goto('/app/staff/deposits');
  const deposit = staff.getByRole('article', { name: `Deposit ${utr}` });
  await expect(deposit).toContainText('₹12,000 from Arjun Tours & Travels');
  await expectAccessible(staff, 'the bank deposits');
  await deposit.getByRole('button', { name: 'Confirm' }).click();
  await staff
    .getByRole('dialog', { name: /^Add ₹12,000 to Arjun Tours & Travels/ })
    .getByRole('button', { name: 'Confirm deposit' })
    .click();
  await expect(staff.getByText('Deposit confirmed: ₹12,000 added')).toBeVisible();
  await expect(deposit).toBeHidden();
  await staffContext.close();

  await page.reload();
  await expect(row).toContainText('Confirmed');
  await expect.poll(() => headerBalance(page)).toBe(before + 12_000_00);
});
