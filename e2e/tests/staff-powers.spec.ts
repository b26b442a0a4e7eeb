import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { dismissPopup, logIn, storedSiteId, storedToken } from './helpers';

const AGENT = 'agent@flightdeals.test';

/**
 * staff@ holds the default permissions: they see customers and wallets, but adding wallet money and
 * changing a customer's e-mail (then resetting its password) need permissions granted on purpose.
 */
test('a default staff member can neither add wallet money nor change a customer’s e-mail', async ({
  page,
}) => {
  await page.goto('/app/login');
  await dismissPopup(page);
  await logIn(page, 'staff@flightdeals.test');
  await expect(page.getByTestId('staff-menu')).toBeVisible();

  await page.goto(`/app/staff/walletReport/?email=${encodeURIComponent(AGENT)}`);
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Wallet transactions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add money' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deduct' })).toHaveCount(0);
  await expectAccessible(page);
  // Nor does the call work when made by hand.
  const [token, siteId] = [await storedToken(page), await storedSiteId(page)];
  const credit = await page.request.post('/api/wl/user/addWlUserWalletEntry', {
    headers: { 'auth-token': token ?? '', 'site-id': siteId },
    data: { email: AGENT, amount: 100, type: 'credit', remarks: 'E2E' },
  });
  expect(credit.status()).toBe(403);

  await page.goto('/app/staff/customers');
  await page.getByLabel('Search customers').fill(AGENT);
  const row = page.getByRole('listitem').filter({ hasText: AGENT });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: 'Change details' })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Add Money' })).toHaveCount(0);

  await row.getByRole('button', { name: 'Change details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change details' });
  await expect(dialog.getByLabel('Email')).toHaveValue(AGENT);
  await expect(dialog.getByLabel('Email')).toBeDisabled();
  await expect(dialog.getByText('Changing the e-mail needs the permission to change e-mails.')).toBeVisible();
  await expectAccessible(page, 'the change-details dialog without the e-mail permission');
});

test('a super admin sees Add Money on the customer list and may edit the e-mail', async ({ page }) => {
  await page.goto('/app/login');
  await dismissPopup(page);
  await logIn(page, 'admin@flightdeals.test');
  await expect(page.getByTestId('staff-menu')).toBeVisible();
  await page.goto('/app/staff/customers');
  await page.getByLabel('Search customers').fill(AGENT);
  const row = page.getByRole('listitem').filter({ hasText: AGENT });
  await expect(row.getByRole('link', { name: 'Add Money' })).toBeVisible();
  await row.getByRole('button', { name: 'Change details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change details' });
  await expect(dialog.getByLabel('Email')).toHaveValue(AGENT);
  await expect(dialog.getByLabel('Email')).toBeEnabled();
});
