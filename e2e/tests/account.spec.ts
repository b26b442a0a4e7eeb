import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { MSG } from '../../packages/contracts/src/common/messages';
import { expectAccessible } from './accessibility';
import { DEMO_PASSWORD, dismissPopup, logIn, outboxMail, uniqueEmail } from './helpers';

/** A fresh customer of the demo site, made through the API so demo accounts stay as they are. */
async function signUpCustomer(request: APIRequestContext, email: string, extra: Record<string, string> = {}) {
  const site = await request.post('/api/whitelabel/detetct', { data: { domain: 'localhost' } });
  const siteId = (await site.json()).data.id as string;
  const res = await request.post('/api/wl/user/signup', {
    headers: { 'site-id': siteId },
    data: {
      firstName: 'Esha',
      lastName: 'Example',
      email,
      password: 'Start@1234',
      status: 'password',
      ...extra,
    },
  });
  expect(res.ok()).toBe(true);
}

async function logInFresh(page: Page, email: string, password: string) {
  await page.goto('/app/login');
  await dismissPopup(page);
  await logIn(page, email, password);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

test('a forgotten password is reset through the mailed link, which staff can read in the outbox', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('forgetful');
  await signUpCustomer(request, email);

  await page.goto('/app/login');
  await dismissPopup(page);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The page loads lazily: until it shows, 'Email' is still the login form's field.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByText(/a link to set a new password has been sent/)).toBeVisible();

  // No SMTP server here: the mail waits in the stored outbox, where the super admin reads it.
  // (Its own context: axe checks only pages made through browser.newContext().)
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logInFresh(staff, 'admin@flightdeals.test', DEMO_PASSWORD);
  // The address also has its welcome mail from signing up: open the reset one.
  await (await outboxMail(staff, 'Reset your password', email)).click();
  const link = await staff.getByRole('link', { name: /generate_password\?token=/ }).getAttribute('href');
  await expectAccessible(staff, 'the mail outbox with a mail open');
  expect(link).toBeTruthy();
  await staffContext.close();

  await page.goto(link!);
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New password', { exact: true }).fill('Renewed@1234');
  await page.getByLabel('Confirm password').fill('Renewed@1234');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/app\/login/);
  await logIn(page, email, 'Renewed@1234');
  await expect(page.getByTestId('customer-menu')).toBeVisible();

  // The link worked once.
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('Again@12345');
  await page.getByLabel('Confirm password').fill('Again@12345');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('This link is invalid or has expired.').first()).toBeVisible();
});

test('signing up with an address that has an account looks the same as a new one; its owner is mailed', async ({
  page,
  browser,
  request,
}) => {
  const taken = uniqueEmail('taken');
  await signUpCustomer(request, taken);
  const signUpAs = async (email: string) => {
    await page.goto('/app/signup');
    await dismissPopup(page);
    await expectAccessible(page);
    await page.getByLabel('First name').fill('Someone');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Other@12345');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/app\/signup_success/);
    await expect(page.getByText('Welcome aboard!')).toBeVisible();
    await expectAccessible(page);
    return page.getByRole('main').textContent();
  };
  const forNew = await signUpAs(uniqueEmail('fresh'));
  const forTaken = await signUpAs(taken);
  expect(forTaken).toBe(forNew);

  const staff = await browser.newPage();
  await logInFresh(staff, 'admin@flightdeals.test', DEMO_PASSWORD);
  await outboxMail(staff, 'Someone tried to sign up with your email', taken);
  await staff.close();
  // Nothing changed for the owner: their own password still signs them in.
  await logInFresh(page, taken, 'Start@1234');
});

test('a changed password shows the spec message in the alert bar, then logs the user out to login', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('changer');
  await signUpCustomer(request, email, { phoneNumber: '9876543210', phoneCountryCode: '+91' });
  await logInFresh(page, email, 'Start@1234');
  await page.goto('/app/user/dashboard/userProfile');
  await expect(page.getByLabel('Current password')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Current password').fill('Start@1234');
  await page.getByLabel('New password', { exact: true }).fill('Changed@1234');
  await page.getByLabel('Confirm password').fill('Changed@1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  const alert = page.getByRole('alert').filter({ hasText: MSG.passwordChanged });
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(/\/app\/login/);
  await expect(alert).toBeHidden({ timeout: 6_000 });
  await logIn(page, email, 'Changed@1234');
  await expect(page.getByTestId('customer-menu')).toBeVisible();
});

test('a user without a phone number is asked for one after 5 seconds', async ({ page, request }) => {
  const email = uniqueEmail('phoneless');
  await signUpCustomer(request, email);
  await logInFresh(page, email, 'Start@1234');
  const prompt = page.getByRole('dialog', { name: 'Add your phone number' });
  await expect(prompt).toBeVisible({ timeout: 10_000 });
  await expectAccessible(page, 'the phone number prompt');
  await prompt.getByLabel('Mobile number').fill('12345');
  await prompt.getByRole('button', { name: 'Save number' }).click();
  await expect(prompt.getByText(MSG.invalidPhone)).toBeVisible();
  await prompt.getByLabel('Mobile number').clear();
  await prompt.getByLabel('Mobile number').fill('9876543210');
  await prompt.getByRole('button', { name: 'Save number' }).click();
  await expect(page.getByText(MSG.phoneUpdated)).toBeVisible();
  await expect(prompt).toBeHidden();
});

test('staff create an agent with the form rules of the spec', async ({ page }) => {
  await logInFresh(page, 'admin@flightdeals.test', DEMO_PASSWORD);
  await page.goto('/app/createNewUser');
  await page.getByRole('button', { name: 'Create agent' }).click();
  await expect(page.getByText(MSG.required).first()).toBeVisible();
  await expect(page.getByText(MSG.phoneOrEmail).first()).toBeVisible();
  await expectAccessible(page, 'the create-agent form with its messages');

  await page.getByLabel('First name').fill('Vikram');
  await page.getByLabel('Email').fill(uniqueEmail('agent'));
  await page.getByLabel('Company name').fill('Vikram Holidays');
  await page.getByRole('button', { name: 'Create agent' }).click();
  await expect(page.getByText(MSG.agentCreated)).toBeVisible();
});
