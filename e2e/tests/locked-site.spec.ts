import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../ports';
import { expectAccessible } from './accessibility';

/** The second demo site: the same server, reached by another domain. */
const partner = (path: string) => `http://partner.localhost:${E2E_PORT}${path}`;

test('an anonymous visitor of the locked partner site is sent to login, in its own branding', async ({
  page,
}) => {
  // The flight area has its own login on locked sites (spec §2).
  await page.goto(partner('/app/flight/search'));
  await expect(page).toHaveURL(/partner\.localhost:\d+\/app\/flight\/login\?.*redirectTo=%2Fflight%2Fsearch/);
  await expect(page.getByTestId('site-label')).toHaveText('Partner Travels');
  await expect(page).toHaveTitle(/Partner Travels/);
  await expectAccessible(page, 'the partner site’s flight login, in its colours');

  await page.goto(partner('/app/packages'));
  await expect(page).toHaveURL(/\/app\/login\?.*redirectTo=%2Fpackages/);

  // Its staff log in and are taken back where they were going.
  await page.getByLabel('Email').fill('admin@partner.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/app\/packages$/);
  await expect(page.getByTestId('staff-menu')).toBeVisible();
  await expectAccessible(page, 'the partner site’s packages page, signed in');
});

test('a locked flight page sends a visitor to /flight/login and back after signing in; /user keeps /login', async ({
  page,
}) => {
  await page.goto(partner('/app/user/dashboard'));
  await expect(page).toHaveURL(/\/app\/login\?redirectTo=%2Fuser%2Fdashboard$/);

  await page.goto(partner('/app/flight/calendarFareResult?origin=DEL'));
  await expect(page).toHaveURL(
    /\/app\/flight\/login\?redirectTo=%2Fflight%2FcalendarFareResult%3Forigin%3DDEL$/,
  );

  await page.goto(partner('/app/flight/ticketQueue'));
  await expect(page).toHaveURL(/\/app\/flight\/login\?redirectTo=%2Fflight%2FticketQueue$/);
  await page.getByLabel('Email').fill('admin@partner.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/partner\.localhost:\d+\/app\/flight\/ticketQueue/);
  await expect(page.getByTestId('staff-menu')).toBeVisible();
});

test('the open demo site does not lock the same routes', async ({ page }) => {
  await page.goto('/app/flight/search');
  await expect(page).toHaveURL(/\/app\/flight\/search$/);
});

test('an account of one site cannot log in on another', async ({ page }) => {
  await page.goto(partner('/app/login'));
  await page.getByLabel('Email').fill('admin@flightdeals.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await expectAccessible(page, 'the partner login refusing another site’s account');
});
