import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';
/** The key under which the web app persists its whitelisted state slices. */
const PERSIST_KEY = 'travel-app-state';

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

/** A date this many days ahead, as the search's address takes it (YYYY-MM-DD). */
export const isoInDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The session token the app holds, as the web app stored it. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw).state?.auth?.token ?? null) : null;
  }, PERSIST_KEY);
}

export async function storedSiteId(page: Page): Promise<string> {
  const id = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}').state?.site?.id,
    PERSIST_KEY,
  );
  expect(id).toBeTruthy();
  return id;
}

/** Closes the popup alert of the demo site if it shows, so it does not cover the page. */
export async function dismissPopup(page: Page) {
  // The popup opens with the site's frame, which waits for site detection and the page's chunk:
  // looking before the frame is there would miss it, and it would then cover a later click.
  await page.getByRole('banner').first().waitFor();
  const close = page.getByRole('dialog').getByRole('button', { name: /close|got it|ok/i });
  const shown = await close.waitFor({ timeout: 1_000 }).then(
    () => true,
    () => false,
  );
  if (shown) await close.click();
}

/** Opens the login page and signs in as a demo account, waiting until the app has moved on. */
export async function signInAs(page: Page, email: string) {
  await page.goto('/app/login');
  await dismissPopup(page);
  await logIn(page, email);
  await page.waitForURL(/\/app\/(?!login)/);
}

/**
 * Opens the staff outbox (as a super admin) at a mail to an address, coming back until it is there:
 * the sign-in calls' mails are jobs (decision 0050), sent a moment after the call answered.
 */
export async function outboxMail(staff: Page, subject: string, to: string): Promise<Locator> {
  const mail = staff
    .getByRole('button')
    .filter({ hasText: subject })
    .filter({ hasText: `to ${to}` });
  await expect(async () => {
    await staff.goto('/app/staff/outbox');
    await expect(mail).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return mail;
}
