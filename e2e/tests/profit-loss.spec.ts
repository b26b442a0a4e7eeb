import { expect, test } from '@playwright/test';
import { PROFIT_FORMULA } from '../../packages/contracts/src/reports/profit-loss';
import { expectAccessible } from './accessibility';
import { dismissPopup, logIn } from './helpers';

test('the super admin opens Profit/loss from the Transactions menu, reads the chart and the table, and exports them', async ({
  page,
}) => {
  await page.goto('/app/login');
  await dismissPopup(page);
  await logIn(page, 'admin@flightdeals.test');
  const staffMenu = page.getByTestId('staff-menu');
  await staffMenu.getByRole('button', { name: 'Transactions', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Profit/loss' }).click();
  await expect(page).toHaveURL(/\/app\/staff\/profit-loss$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profit/loss' })).toBeVisible();

  // The demo's fixed departure booking was paid when the site was seeded: this month has a sale.
  await expect(
    page.getByTestId('profit-loss-chart').locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  await expect(page.getByText(PROFIT_FORMULA).first()).toBeVisible();
  const table = page.getByRole('table', { name: 'Profit and loss', exact: true });
  await expect(table.getByRole('row').filter({ hasText: 'Fixed departures' }).first()).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Profit' })).toBeVisible();
  // On a desktop nothing is cut off at the right: each table fits its box.
  for (const box of await page.getByRole('region', { name: / table$/ }).all())
    expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // What each column means opens from the keyboard.
  await page.getByRole('button', { name: 'What the columns mean' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/the airline's refund, on the day it refunded/)).toBeVisible();
  await expectAccessible(page, 'profit and loss');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toBe('profit-and-loss.xlsx');

  // Nothing before the site existed: the plain words of an empty span.
  await page.getByLabel('From', { exact: true }).fill('01/01/2020');
  await page.getByLabel('To', { exact: true }).fill('31/01/2020');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No sales or refunds in this period')).toBeVisible();

  // On a 600 px and a 390 px screen the figures are cards, the totals first: nothing spills over.
  await page.getByRole('button', { name: 'Last 12 months' }).click();
  for (const width of [600, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const cards = page.getByRole('list', { name: 'Profit and loss' });
    const total = cards.getByRole('article', { name: 'Total' });
    await expect(total.getByText('Profit', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    for (const card of await cards.getByRole('article').all())
      expect(await card.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
    await expectAccessible(page, `profit and loss at ${width} px`);
  }
});
