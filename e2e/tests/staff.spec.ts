import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { dismissPopup, logIn } from './helpers';

test('staff log in and see the staff menu', async ({ page }) => {
  await page.goto('/app/login');
  await dismissPopup(page);
  await logIn(page, 'admin@flightdeals.test');
  const staffMenu = page.getByTestId('staff-menu');
  await expect(staffMenu).toBeVisible();
  for (const item of ['Dashboard', 'Flights', 'Transactions', 'Packages', 'Settings']) {
    await expect(staffMenu.getByRole('button', { name: item, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('customer-menu')).toHaveCount(0);
  await expectAccessible(page, 'the staff dashboard');

  // Settings holds User permissions on this site (the site allows the permission menu).
  await staffMenu.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'User permissions' })).toBeVisible();
  await expectAccessible(page, 'the Settings menu');
  await page.keyboard.press('Escape');

  // A later screen still has its route and says so plainly.
  await staffMenu.getByRole('button', { name: 'Flights', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Ticket queue' }).click();
  await expect(page).toHaveURL(/\/app\/flight\/ticketQueue/);
  await expect(page.getByRole('heading', { name: /Ticket queue/i })).toBeVisible();
  await expectAccessible(page);
});

test('a customer cannot open staff pages', async ({ page }) => {
  await page.goto('/app/login');
  await dismissPopup(page);
  await logIn(page, 'retail@flightdeals.test');
  await expect(page.getByTestId('customer-menu')).toBeVisible();
  await page.goto('/app/staff/customers');
  await expect(page).toHaveURL(/\/app\/403/);
  await expectAccessible(page);
});

test('on a 600 px screen staff open the money cases from the Flights menu: needs attention, then refunds', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 600, height: 900 } });
  const page = await context.newPage();
  await page.goto('/app/login');
  await dismissPopup(page);
  await logIn(page, 'admin@flightdeals.test');
  const fitsTheScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  for (const [item, heading] of [
    ['Needs attention', 'Needs attention'],
    ['Refunds', 'Refunds'],
  ] as const) {
    // Narrower than the staff menu's bar: the menu is a drawer.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByTestId('staff-menu');
    await drawer.getByRole('button', { name: 'Flights', exact: true }).click();
    await drawer.getByRole('link', { name: item, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Either the cases or the plain words of an empty list, never a blank page.
    await expect(
      page.getByText(/Nothing needs attention|No refunds|Order [A-Z]{3}-\d{2}-\d{6}/).first(),
    ).toBeVisible();
    expect(await fitsTheScreen()).toBe(true);
    await expectAccessible(page, `${item} at 600 px`);
  }
  await context.close();
});

test('the owner opens each settings and report screen from its menu, and each reads well', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/app/login');
  await dismissPopup(page);
  await logIn(page, 'admin@flightdeals.test');
  const staffMenu = page.getByTestId('staff-menu');
  const screens = [
    { group: 'Flights', item: 'Flight settings', path: '/staff/flight-settings', text: 'Refundable' },
    { group: 'Transactions', item: 'Supplier report', path: '/flight/supplierReport', text: 'Bookings' },
    { group: 'Settings', item: 'Domains', path: '/staff/domains', text: 'localhost' },
    { group: 'Settings', item: 'Payment gateway', path: '/staff/payment-settings', text: 'Gateway account' },
    { group: 'Settings', item: 'Sites', path: '/staff/sites', text: 'New site' },
  ];
  for (const { group, item, path, text } of screens) {
    await staffMenu.getByRole('button', { name: group, exact: true }).click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app${path}$`));
    await expect(page.getByRole('heading', { name: item, exact: true }).first()).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await expectAccessible(page, item);
  }
});
