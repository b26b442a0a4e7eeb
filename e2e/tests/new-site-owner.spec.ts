import { expect, test } from '@playwright/test';
import { MSG } from '../../packages/contracts/src/common/messages';
import { E2E_PORT } from '../ports';
import { expectAccessible } from './accessibility';
import { signInAs, uniqueEmail } from './helpers';

/** Letters nobody else's short code has: a new site's order references start with them. */
const freshCode = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => String.fromCharCode(65 + (b % 26))).join('');

test('a platform admin makes a site, passes its owner the link, and the owner gets in to the setup checklist', async ({
  browser,
}) => {
  // The journey's own contexts: axe checks pages made through browser.newContext().
  const admin = await browser.newContext();
  await admin.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: `http://localhost:${E2E_PORT}`,
  });
  const page = await admin.newPage();
  await signInAs(page, 'admin@flightdeals.test');

  // The demo's admin is the platform's (PLATFORM_ADMINS): a new site under the platform's own
  // domain, localhost, which Chromium resolves to this machine whatever the name before it.
  const code = freshCode();
  const companyName = `Skyline Trips ${code}`;
  const domain = `skyline-${code.toLowerCase()}.localhost`;
  const ownerEmail = uniqueEmail('owner');
  await page.goto('/app/staff/sites');
  const fields: [label: string, value: string][] = [
    ['Company name', companyName],
    ['Short code', code],
    ['Primary domain', domain],
    ['Owner’s first name', 'Meera'],
    ['Owner’s last name', 'Nair'],
    ['Owner’s e-mail', ownerEmail],
  ];
  for (const [label, value] of fields) await page.getByRole('textbox', { name: label }).fill(value);
  await page.getByRole('button', { name: 'Create site' }).click();

  // No SMTP here: the row hands over the link the mail holds.
  const row = page.getByRole('listitem', { name: companyName });
  await expect(row.getByText(`Owner Meera Nair (${ownerEmail}) has not signed in yet.`)).toBeVisible();
  await row.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText(MSG.copied)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await row.getByRole('textbox', { name: 'Owner’s set-password link' }).inputValue());
  // On the new site's own domain, on the scheme and port the admin is using.
  expect(link).toMatch(
    new RegExp(`^http://${domain.replaceAll('.', '\\.')}:${E2E_PORT}/app/generate_password\\?token=`),
  );
  await expectAccessible(page, 'Settings → Sites with an owner waiting');

  // The owner, in a browser of their own, follows it to their site, sets a password and signs in.
  const ownerOrigin = `http://${domain}:${E2E_PORT}`;
  const owner = await browser.newContext({
    storageState: {
      cookies: [],
      // Staff are asked about push notifications 3 s after load; this owner has answered already.
      origins: [
        {
          origin: ownerOrigin,
          localStorage: [{ name: 'staffPushPromptDismissedAt', value: String(Date.now()) }],
        },
      ],
    },
  });
  const ownerPage = await owner.newPage();
  await ownerPage.goto(link);
  await expect(ownerPage.getByTestId('site-label')).toHaveText(companyName);
  await ownerPage.getByLabel('New password', { exact: true }).fill('Skyline@1234');
  await ownerPage.getByLabel('Confirm password', { exact: true }).fill('Skyline@1234');
  await ownerPage.getByRole('button', { name: 'Set password' }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`^${ownerOrigin}/app/login`));
  await ownerPage.getByLabel('Email').fill(ownerEmail);
  await ownerPage.getByLabel('Password', { exact: true }).fill('Skyline@1234');
  await ownerPage.getByRole('button', { name: 'Log in' }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`^${ownerOrigin}/app/staff$`));

  // Their dashboard opens on what the site still needs, read from it: its name came with it, the
  // platform's supplier account serves it; its domain is still the platform's.
  const checklist = ownerPage.getByRole('region', { name: 'Setup checklist' });
  await expect(checklist.getByText('2 of 7 done')).toBeVisible();
  await expect(checklist.getByText(`Your site is called “${companyName}”.`)).toBeVisible();
  await expect(checklist.getByText(`${domain} is the platform’s address`, { exact: false })).toBeVisible();
  // The site was made without the owner's phone: like any user without one, they are asked for it
  // 5 s after the page opens (spec §9), and may answer later.
  const phonePrompt = ownerPage.getByRole('dialog', { name: 'Add your phone number' });
  await expect(phonePrompt).toBeVisible({ timeout: 15_000 });
  await phonePrompt.getByRole('button', { name: 'Later' }).click();
  await expect(phonePrompt).toBeHidden();
  await expectAccessible(ownerPage, 'the new owner’s dashboard with the setup checklist');
  await checklist.getByRole('link', { name: /Your own domain/ }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`${ownerOrigin}/app/staff/domains$`));

  // Back on the platform's list: signed in, so no link and no Resend any more.
  await page.reload();
  await expect(
    row.getByText(`Owner Meera Nair (${ownerEmail}) first signed in`, { exact: false }),
  ).toBeVisible();
  await expect(row.getByRole('button', { name: 'Resend' })).toHaveCount(0);
  await owner.close();
  await admin.close();
});
