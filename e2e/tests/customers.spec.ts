import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { dismissPopup, logIn } from './helpers';

async function openCustomers(page: Page) {
  await page.goto('/app/login');
  await dismissPopup(page);
  await logIn(page, 'admin@flightdeals.test');
  await expect(page.getByTestId('staff-menu')).toBeVisible();
  await page.goto('/app/staff/customers');
  await expect(page.getByRole('tab', { name: 'Site Customers' })).toBeVisible();
  await expectAccessible(page);
}

/** Searches by e-mail and answers the one matching row, once the search has replaced the full list. */
async function findCustomer(page: Page, email: string) {
  await page.getByLabel('Search customers').fill(email);
  const rows = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Details' }) });
  await expect(rows.filter({ hasNotText: email })).toHaveCount(0);
  const row = rows.filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test('a super admin blocks the retail customer after confirming who it is, and unblocks them', async ({
  page,
}) => {
  await openCustomers(page);
  const row = await findCustomer(page, 'retail@flightdeals.test');

  // Blocking locks someone out: it is asked first, naming the customer and their e-mail.
  await row.getByRole('button', { name: 'Block', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Block Riya?' });
  await expect(confirm).toContainText('Riya Retail (retail@flightdeals.test)');
  await expectAccessible(page, 'the block confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row.getByText('Blocked', { exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: 'Block', exact: true }).click();
  await page.getByRole('dialog', { name: 'Block Riya?' }).getByRole('button', { name: 'Block' }).click();
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
  await expectAccessible(page, 'the change-details dialog');
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
  // The default group prices every customer without a group of their own, and counts them.
  const byDefault = groups.getByRole('listitem').filter({ has: page.getByText('Default', { exact: true }) });
  await expect(byDefault).toContainText(/[1-9]\d* customers?: everyone not in another group/);
  await expectAccessible(page, 'the Markup Groups dialog');

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
  await expectAccessible(page);
});
