import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { dismissPopup, logIn, storedSiteId, storedToken } from './helpers';

test('a staff member without the markup permission cannot open it or call it', async ({ page }) => {
  await page.goto('/app/login');
  await dismissPopup(page);
  // ops@ is in the demo's Operations permission group, which holds everything but markup.
  await logIn(page, 'ops@flightdeals.test');
  const staffMenu = page.getByTestId('staff-menu');
  await expect(staffMenu).toBeVisible();

  await staffMenu.getByRole('button', { name: 'Flights', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Ticket queue' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Manage markup' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // User permissions shows to all staff where the site allows it, but only a super admin edits there.
  await staffMenu.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('menuitem', { name: 'User permissions' }).click();
  await expect(page.getByRole('heading', { name: 'User permissions' })).toBeVisible();
  await expect(
    page.getByText('Only a super admin can change permission groups.', { exact: false }),
  ).toBeVisible();
  const held = page.getByRole('region', { name: 'Your permissions' });
  const markupSwitch = held.getByRole('switch', { name: 'Manage markup groups and rules' });
  await expect(markupSwitch).not.toBeChecked();
  await expect(markupSwitch).toBeDisabled();
  await expect(held.getByRole('switch', { name: 'Export the ticket queue' })).toBeChecked();
  await expect(page.getByRole('tab', { name: 'Staff members' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expectAccessible(page, 'User permissions, read-only');

  await page.goto('/app/staff/markup');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expectAccessible(page);

  // The server refuses the markup calls themselves, whatever the page shows.
  const headers = { 'site-id': await storedSiteId(page), 'auth-token': (await storedToken(page)) ?? '' };
  const list = await page.request.get('/api/markupDiscount/LEGroupsForWl', { headers });
  expect(list.status()).toBe(403);
  expect(await list.json()).toMatchObject({
    success: false,
    errorMessage: 'You do not have permission to do this.',
  });
  const save = await page.request.post('/api/markupDiscount/LEGroupsForWl', {
    headers,
    data: { groupName: 'Not allowed' },
  });
  expect(save.status()).toBe(403);

  // What the group does hold still works, without the Markup Groups dialog.
  await page.goto('/app/staff/customers');
  await expect(page.getByRole('tab', { name: 'Site Customers' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Markup Groups' })).toHaveCount(0);
});

test('a super admin makes a permission group in Settings → User permissions and edits it by module', async ({
  page,
}) => {
  await page.goto('/app/login');
  await dismissPopup(page);
  await logIn(page, 'admin@flightdeals.test');
  const staffMenu = page.getByTestId('staff-menu');
  await staffMenu.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('menuitem', { name: 'User permissions' }).click();
  await expect(page.getByRole('heading', { name: 'User permissions' })).toBeVisible();

  const groupName = `E2E desk ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add group' }).first().click();
  await page.getByRole('dialog').getByLabel('Group name').fill(groupName);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Permission group successfully saved')).toBeVisible();
  await page
    .getByRole('list', { name: 'Permission groups' })
    .getByRole('button', { name: new RegExp(`^${groupName}`) })
    .click();

  const editor = page.getByRole('region', { name: `Permissions of ${groupName}` });
  const flights = editor.getByRole('region', { name: 'Flights' });
  const markup = flights.getByRole('switch', { name: 'Manage markup groups and rules' });
  await expect(markup).toBeChecked();
  // A module switched off turns off everything in it.
  await flights.getByRole('switch', { name: 'Flights', exact: true }).click();
  await expect(markup).not.toBeChecked();
  await expect(flights.getByRole('switch', { name: 'Export the ticket queue' })).not.toBeChecked();
  await expectAccessible(page, 'a permission group being edited');

  // Switched back on, a module enables only what is allowed by default: money in and out stay off.
  const transactions = editor.getByRole('region', { name: 'Transactions' });
  const debit = transactions.getByRole('switch', { name: 'Take money from wallets' });
  await debit.click();
  await expect(debit).toBeChecked();
  await transactions.getByRole('switch', { name: 'Transactions', exact: true }).click();
  await transactions.getByRole('switch', { name: 'Transactions', exact: true }).click();
  await expect(debit).not.toBeChecked();
  await expect(transactions.getByRole('switch', { name: 'Add money to wallets' })).not.toBeChecked();
  await expect(
    transactions.getByRole('switch', { name: 'View wallets, entries and balances' }),
  ).toBeChecked();

  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Permissions successfully saved')).toBeVisible();
  await page.reload();
  await page
    .getByRole('list', { name: 'Permission groups' })
    .getByRole('button', { name: new RegExp(`^${groupName}`) })
    .click();
  await expect(
    page
      .getByRole('region', { name: `Permissions of ${groupName}` })
      .getByRole('switch', { name: 'Manage markup groups and rules' }),
  ).not.toBeChecked();

  // The demo's ops@ sits in Operations; super admins hold everything and have no group to pick.
  await page.getByRole('tab', { name: 'Staff members' }).click();
  const members = page.getByRole('list', { name: 'Staff members' });
  await expect(members.getByRole('listitem', { name: /Omkar Ops/ })).toContainText('Operations');
  await expect(members.getByRole('listitem', { name: /Asha Admin/ })).toContainText(
    'Super admin — holds every permission',
  );
  await expectAccessible(page, 'the staff members tab');
});
