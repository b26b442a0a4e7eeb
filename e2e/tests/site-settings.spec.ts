import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { dismissPopup, logIn, storedSiteId, storedToken } from './helpers';

/** A 40 × 40 PNG drawn here, so the upload is a real image file. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAoCAIAAAADnC86AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASklEQVR4nO3YwQkAIAwDQPfIhhkp07qDHz8H/gvS9mhOsy/vKBxfXc014xQLpFbmIBEsDovBYrE4LAaLxaJrcQ7ziCIqfNlz3HQBU5kCKu4JvCAAAAAASUVORK5CYII=',
  'base64',
);

/** The demo site's settings as they were, put back whatever happens: later journeys expect them. */
async function keepSettings(page: Page) {
  const headers = { 'site-id': await storedSiteId(page), 'auth-token': (await storedToken(page)) ?? '' };
  const before = (await (await page.request.get('/api/whitelabel/settings', { headers })).json()).data;
  return async () => {
    const { logoUrl: _logo, faviconUrl: _favicon, ...settings } = before;
    const restored = await page.request.post('/api/whitelabel/settings/save', { headers, data: settings });
    expect(restored.ok()).toBe(true);
  };
}

test('the owner changes the logo, colours, popup and modules (activities off: its menu goes), and a visitor sees them at once', async ({
  page,
  browser,
}) => {
  await page.goto('/app/login');
  await dismissPopup(page);
  await logIn(page, 'admin@flightdeals.test');
  const staffMenu = page.getByTestId('staff-menu');
  await expect(staffMenu).toBeVisible();
  const restore = await keepSettings(page);
  try {
    await staffMenu.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Other settings' }).click();
    await expect(page).toHaveURL(/\/app\/staff\/other-settings$/);
    const form = page.getByRole('form', { name: 'Site settings' });
    await expect(form.getByLabel('Company name')).toHaveValue('Flight Deals Pvt Ltd');
    await expectAccessible(page, 'other settings');

    // The logo is uploaded at once and redrawn by the server.
    await form
      .getByLabel('Logo file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
    await expect(page.getByText('Image saved')).toBeVisible();
    await expect(form.getByRole('img', { name: 'Current logo' })).toHaveAttribute(
      'src',
      /\/api\/whitelabel\/asset\//,
    );

    // A colour white text cannot be read on is said before saving, and refused.
    await form.getByLabel('Primary', { exact: true }).fill('#ffeb3b');
    await expect(form.getByText(/White button text on this colour is hard to read/).first()).toBeVisible();
    await form.getByLabel('Primary', { exact: true }).fill('#6a1b9a');
    await expect(form.getByText('Every colour reads at WCAG AA.')).toBeVisible();
    await form.getByLabel('Title', { exact: true }).fill('Winter sale');
    await form.getByRole('textbox', { name: 'Message' }).fill('Flat ₹700 off on Goa flights this week');
    await form.getByLabel('Show again after (days)').fill('0');
    await form.getByRole('checkbox', { name: /Fixed departures/ }).uncheck();
    await expect(staffMenu.getByRole('button', { name: 'Activities', exact: true })).toBeVisible();
    await form.getByRole('checkbox', { name: /^Activities/ }).uncheck();
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Setting saved successfully')).toBeVisible();

    // The owner's own app re-reads the site: the Activities menu goes, and fixed departures leave
    // the Flights menu.
    await expect(staffMenu.getByRole('button', { name: 'Activities', exact: true })).toHaveCount(0);
    await staffMenu.getByRole('button', { name: 'Flights', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Ticket queue' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Fixed departure/ })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The audit log says who changed what, from where, with the values before and after.
    await staffMenu.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    const change = page
      .getByRole('article')
      .filter({ hasText: /Site settings changed: .*primaryColor/ })
      .first();
    await expect(change).toContainText('admin@flightdeals.test');
    await change.getByRole('button', { name: 'Show changes' }).click();
    await expect(change.getByRole('row', { name: /primaryColor .* #6a1b9a/ })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Logo changed' }).first()).toBeVisible();
    await expectAccessible(page, 'the audit log');

    // A visitor (no session, nothing cached) gets the new brand, popup and modules on the next load.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/app/flight/search');
    const popup = visitor.getByRole('dialog', { name: 'Winter sale' });
    await expect(popup).toContainText('Flat ₹700 off on Goa flights this week');
    await expectAccessible(visitor, 'the new popup');
    await popup.getByRole('button', { name: /close|got it|ok/i }).click();
    await expect(visitor.getByRole('banner').first()).toHaveCSS('background-color', 'rgb(106, 27, 154)');
    await expect(visitor.getByRole('banner').getByRole('img').first()).toHaveAttribute(
      'src',
      /\/api\/whitelabel\/asset\//,
    );
    await visitor.goto('/app/fixed-departures');
    await expect(visitor.getByText('Fixed departures are not available')).toBeVisible();
    await visitorContext.close();
  } finally {
    await restore();
  }
});
