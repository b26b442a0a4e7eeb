import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectVisibleFocus } from './accessibility';
import { dismissPopup } from './helpers';

const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
};

/** Types into a city box, waits for the lookup (500 ms after typing) and picks the airport. */
async function chooseCity(page: Page, label: 'From' | 'To', typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label }).first();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

test('a visitor searches Delhi → Mumbai, filters non-stop morning flights, reads fare rules, searches a return and opens the fare calendar', async ({
  page,
}) => {
  await page.goto('/app/flight/search');
  await dismissPopup(page);
  await expectAccessible(page);

  await chooseCity(page, 'From', 'Delhi', /Delhi \(DEL\)/);
  await chooseCity(page, 'To', 'Mumbai', /Mumbai \(BOM\)/);
  await page.getByLabel('Departure').first().fill(inDays(7));
  await expectVisibleFocus(page, page.getByRole('button', { name: 'Search flights' }));
  await page.getByRole('button', { name: 'Search flights' }).click();

  await expect(page).toHaveURL(/\/app\/flight\/searchResult\/[\w-]+\?.*origin=DEL.*destination=BOM/);
  const results = page.getByTestId('flight-results').first();
  await expect(results.getByTestId('flight-card').first()).toBeVisible();
  const allCount = await page
    .getByText(/\d+ of \d+ flights/)
    .first()
    .textContent();
  await expectAccessible(page);

  // Non-stop morning flights only: every card left is direct and leaves between 04:00 and 11:00.
  await page.getByRole('checkbox', { name: 'Direct' }).check();
  await page.getByRole('radio', { name: 'Before 11AM' }).check();
  const cards = results.getByTestId('flight-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(/\d+ of \d+ flights/).first()).not.toHaveText(allCount ?? '');
  for (const card of (await cards.all()).slice(0, 10)) {
    await expect(card).toContainText('Non-stop');
    const departs = (await card.getByTestId('departure-time').first().textContent()) ?? '';
    const hour = Number(departs.slice(0, 2));
    expect(hour >= 4 && hour < 11, `departs ${departs}`).toBe(true);
  }

  // Fare rules: the supplier's HTML, sanitised, in a 400 px panel.
  await cards.first().getByRole('button', { name: 'Fare rules' }).click();
  const rules = page.getByTestId('fare-rules-content');
  await expect(rules).toContainText(/cancel/i);
  await expectAccessible(page, 'the fare rules dialog');
  expect(Math.round((await rules.boundingBox())?.height ?? 0)).toBe(400);
  await page.getByRole('button', { name: 'Close' }).click();

  // Switch to a return search: the two legs side by side with a combined price.
  await page.getByRole('button', { name: 'Modify search' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Return', exact: true }).click();
  await expectAccessible(page, 'the modify search dialog');
  await dialog.getByLabel('Return', { exact: true }).fill(inDays(10));
  await dialog.getByRole('button', { name: 'Search flights' }).click();
  await expect(page).toHaveURL(/return=/);
  // A return search answers both ways (650 fares here); on a shared machine that can take a while.
  await expect(page.getByTestId('flight-results')).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByTestId('pair-total')).toContainText('₹');
  await expectAccessible(page);

  // The fare calendar: the cheapest fare of each day, a click searching that day.
  await page.getByRole('link', { name: 'Fare calendar' }).first().click();
  await expect(page).toHaveURL(/calendarFareResult/);
  const days = page.getByRole('button', { name: /₹/ });
  await expect(days.first()).toBeVisible();
  await expectAccessible(page);
  await days.last().click();
  await expect(page).toHaveURL(/\/flight\/searchResult\//);
  await expect(page.getByTestId('flight-card').first()).toBeVisible();
});
