import { expect, type Page, test } from '@playwright/test';
import { dismissPopup, logIn } from './helpers';

async function openCustomers(page: Page) {
  await page.goto('/app/login');
  await dismissPopup(page);
  await logIn(page, 'admin@flightdeals.test');
  await expect(page.getByTestId('staff-menu')).toBeVisible();
  await page.goto('/app/staff/customers');
  await expect(page.getByRole('tab', { name: 'Site Customers' })).toBeVisible();
}

/** Searches by e-mail and answers the one matching row. */
async function findCustomer(page: Page, email: string) {
  await page.getByLabel('Search customers').fill(email);
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test('a super admin blocks and unblocks the retail customer', async ({ page }) => {
  await openCustomers(page);
  const row = await findCustomer(page, 'retail@flightdeals.test');

  await row.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('Customer successfully blocked')).toBeVisible();
  await expect(row.getByText('Blocked', { exact: true })).toBeVisible();

  // Unblocking restores the account other specs log in with.
  await row.getByRole('button', { name: 'Unblock', exact: true }).click();
  await expect(page.getByText('Customer successfully Unblocked')).toBeVisible();
  await expect(row.getByText('Blocked', { exact: true })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Block', exact: true })).toBeVisible();
});

test('a super admin changes the agent’s details: a bad phone is refused, a good one saved', async ({
  page,
}) => {
  await openCustomers(page);
  const row = await findCustomer(page, 'agent@flightdeals.test');
  await row.getByRole('button', { name: 'Change details' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change details' });
  const phone = dialog.getByLabel('Primary phone');
  await expect(phone).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save' });

  await phone.clear();
  await phone.fill('12345');
  await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(save).toBeDisabled();

  // The demo agent's own number, so other specs find the account as it was.
  await phone.clear();
  await phone.fill('9876543210');
  await expect(dialog.getByText('Please enter a valid phone number')).toHaveCount(0);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Customer details successfully updated')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
