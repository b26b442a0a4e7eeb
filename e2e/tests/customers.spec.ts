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

test('the Markup Groups dialog of the customers page manages the markup groups', async ({ page }) => {
  await openCustomers(page);
  await page.getByRole('button', { name: 'Markup Groups' }).click();
  const dialog = page.getByRole('dialog', { name: 'Markup Groups' });
  const groups = dialog.getByRole('list', { name: 'Markup groups' });
  await expect(groups.getByText('Retail customers')).toBeVisible();

  const groupName = `E2E customers group ${Date.now().toString(36)}`;
  await dialog.getByRole('button', { name: 'Add group' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'New markup group' });
  await nameDialog.getByLabel('Group name').fill(groupName);
  await nameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Group successfully saved')).toBeVisible();
  await expect(groups.getByRole('listitem').filter({ hasText: groupName })).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  // The same groups as Manage markup, not a copy of them.
  await page.goto('/app/staff/markup');
  await expect(page.getByRole('list', { name: 'Markup groups' }).getByText(groupName)).toBeVisible();
});
