import { expect, test } from '@playwright/test';
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
  // Nor may they edit permissions: that is for super admins.
  await staffMenu.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Other settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'User permissions' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/app/staff/markup');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();

  // The server refuses the markup calls themselves, whatever the page shows.
  const headers = { 'site-id': await storedSiteId(page), 'auth-token': (await storedToken(page)) ?? '' };
  const list = await page.request.get('/api/markupDiscount/LEGroupsForWl', { headers });
  expect(list.status()).toBe(403);
  expect(await list.json()).toMatchObject({ success: false, errorMessage: 'You do not have permission to do this.' });
  const save = await page.request.post('/api/markupDiscount/LEGroupsForWl', {
    headers,
    data: { groupName: 'Not allowed' },
  });
  expect(save.status()).toBe(403);

  // What the group does hold still works.
  await page.goto('/app/staff/customers');
  await expect(page.getByRole('tab', { name: 'Site Customers' })).toBeVisible();
});
