import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { dismissPopup, isoInDays, logIn, storedSiteId, storedToken } from './helpers';

type PricedFare = { airlineCode: string; publishedFare: number; markup: { amount: number } };

test('a super admin makes a new default group with 10% on IndiGo and the next search is priced with it', async ({
  page,
}) => {
  await page.goto('/app/login');
  await dismissPopup(page);
  await logIn(page, 'admin@flightdeals.test');
  await expect(page.getByTestId('staff-menu')).toBeVisible();

  await page.goto('/app/staff/markup');
  await expect(page.getByRole('heading', { name: 'Manage markup' })).toBeVisible();
  const groups = page.getByRole('list', { name: 'Markup groups' });
  await expect(groups.getByText('Retail customers')).toBeVisible();
  await expectAccessible(page);

  // A new group, made the default: staff have no group of their own, so they buy with it.
  const groupName = `E2E group ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add group' }).click();
  await page.getByRole('dialog').getByLabel('Group name').fill(groupName);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Group successfully saved')).toBeVisible();
  const row = groups.getByRole('listitem').filter({ hasText: groupName });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Make default' }).click();
  await expect(page.getByText('Group successfully set as default')).toBeVisible();
  await expect(row.getByText('Default')).toBeVisible();

  // 10% on IndiGo for that group.
  await page.getByRole('tab', { name: 'Airline markup' }).click();
  const specific = page.getByRole('region', { name: 'Airline-specific markup' });
  await specific.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog');
  await expectAccessible(page, 'the markup rule dialog');
  await dialog.getByRole('combobox', { name: 'Airline' }).fill('IndiGo');
  await page
    .getByRole('option', { name: /\(6E\)/ })
    .first()
    .click();
  await dialog.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: groupName }).click();
  await dialog.getByLabel('Value', { exact: true }).fill('10');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Markup successfully saved')).toBeVisible();
  const ruleRow = specific.getByRole('row').filter({ hasText: groupName });
  await expect(ruleRow).toContainText('6E');
  await expect(ruleRow).toContainText('+10%');
  await expectAccessible(page, 'the airline markup tab');

  // The next search: every IndiGo fare carries 10% of its published fare.
  await page.goto(
    `/app/flight/searchResult/new?origin=DEL&destination=BOM&departure=${isoInDays(7)}&adt=1&chd=0&inf=0`,
  );
  await expect(page.getByTestId('flight-card').first()).toBeVisible();
  await expect(page).not.toHaveURL(/searchResult\/new/);
  const searchId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const token = (await storedToken(page)) ?? '';
  const res = await page.request.post('/api/api/getFlightPrice', {
    headers: { 'site-id': await storedSiteId(page), 'auth-token': token },
    data: { searchId },
  });
  expect(res.ok()).toBe(true);
  const [fares = []] = (await res.json()).data.results as PricedFare[][];
  const indigo = fares.filter((fare) => fare.airlineCode === '6E');
  expect(indigo.length).toBeGreaterThan(0);
  for (const fare of indigo) expect(fare.markup.amount).toBe(Math.round(fare.publishedFare / 10));
});
