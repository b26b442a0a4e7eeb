import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { isoInDays, signInAs } from './helpers';

/** A city box of the search: type, wait for the lookup, pick the airport by its code. */
async function pickCity(page: Page, label: string, code: string) {
  await page.getByLabel(label, { exact: true }).fill(code);
  await page
    .getByRole('option', { name: new RegExp(`\\(${code}\\)`) })
    .first()
    .click();
}

/** One adult of a trip abroad: a date of birth and a passport, typed as dd/MM/yyyy. */
async function fillAdultAbroad(page: Page, index: number, title: string, first: string, last: string) {
  await page.getByLabel('Title').nth(index).selectOption(title);
  await page
    .getByLabel('Gender')
    .nth(index)
    .selectOption({ label: title === 'Mr' ? 'Male' : 'Female' });
  await page.getByLabel('Date of birth').nth(index).fill('15/08/1985');
  await page.getByLabel('First name').nth(index).fill(first);
  await page.getByLabel('Last name').nth(index).fill(last);
  await page.getByLabel('Passport number').nth(index).fill(`Z${index}234567`);
  await page.getByLabel('Issuing country').nth(index).selectOption({ label: 'India' });
  await page.getByLabel('Issue date').nth(index).fill('10/01/2020');
  await page.getByLabel('Expiry date').nth(index).fill('09/01/2034');
}

test('an agent books 2 seats of a fixed departure from the wallet and prints the ticket', async ({
  page,
}) => {
  await signInAs(page, 'agent@flightdeals.test');
  // The customer menu leads there where the site sells fixed departures.
  await page.getByTestId('customer-menu').getByRole('link', { name: 'Fixed Departures' }).click();
  await expect(page).toHaveURL(/\/app\/fixed-departures$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fixed departures' })).toBeVisible();
  await expect(page.getByTestId('fd-card').first()).toBeVisible();
  // The demo's DEL → SXR five days out is past its name-list deadline: still sold, with a warning.
  await expect(
    page.getByTestId('fd-card').filter({ hasText: 'DEL → SXR' }).getByTestId('fd-name-list-closed'),
  ).toHaveCount(1);
  await expectAccessible(page, 'fixed departures');

  // Delhi → Dubai for two adults: every card is priced for the party.
  await pickCity(page, 'From', 'DEL');
  await pickCity(page, 'To', 'DXB');
  await page.getByLabel('Adults').selectOption('2');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/origin=DEL&destination=DXB.*adt=2/);
  await expect(page.getByText(/departures? for 2 Adults/)).toBeVisible();
  const card = page.getByTestId('fd-card').filter({ hasText: 'DEL → DXB' }).first();
  await expect(card.getByTestId('fd-total')).toContainText('2 Adults');
  const shownTotal = (await card.getByTestId('fd-total').textContent())?.split(': ')[1] ?? '';
  await card.getByRole('link', { name: /^Book / }).click();

  // Abroad: passports for both, the total is the server's for the party, the wallet is offered.
  await expect(page).toHaveURL(/\/fixed-departures\/[^/]+\/book\?adt=2/);
  await expect(page.getByText('Adult 2', { exact: true })).toBeVisible();
  await expect(page.getByTestId('fd-total-payable')).toHaveText(shownTotal);
  await expect(page.getByLabel('Passport number')).toHaveCount(2);
  await expect(page.getByLabel('Email')).toHaveValue('agent@flightdeals.test');
  await expectAccessible(page, 'fixed departure booking');
  // Nothing typed: the rules say what is missing under each field, and nothing is ordered.
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('This is required field.').first()).toBeVisible();
  await fillAdultAbroad(page, 0, 'Mr', 'Arjun', 'Mehta');
  await fillAdultAbroad(page, 1, 'Ms', 'Neha', 'Mehta');
  await expect(page.getByRole('radio', { name: /Wallet/ })).toBeChecked();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();

  // The order's confirmation: reference, the block PNR, what was paid, and the ticket to print.
  await expect(page.getByText('Payment Successful')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/fixed-departures\/order\//);
  await expect(page.getByText('Your seats are confirmed.')).toBeVisible();
  await expect(page.getByTestId('fd-pnr')).toHaveText(/^[A-Z0-9]{5,8}$/);
  await expect(page.getByTestId('fd-reference')).toHaveText(/^[A-Z]{3}-\d{2}-\d{6}$/);
  await expect(page.getByTestId('fd-amount-paid')).toHaveText(`Amount paid: ${shownTotal}`);
  await expectAccessible(page, 'fixed departure confirmation');
  const pnr = (await page.getByTestId('fd-pnr').textContent()) ?? '';
  const reference = (await page.getByTestId('fd-reference').textContent()) ?? '';

  await page.getByRole('link', { name: 'Print ticket' }).click();
  await expect(page).toHaveURL(/\/flight\/fixedDeparture\/print\//);
  await expect(page).toHaveTitle(new RegExp(`Fixed departure ticket ${pnr}`));
  await expect(page.getByTestId('fd-print-page')).toHaveCount(2);
  await expect(page.getByTestId('fd-print-pnr').first()).toHaveText(pnr);
  for (const name of ['Mr Arjun Mehta', 'Ms Neha Mehta']) {
    const sheet = page.getByRole('region', { name: `Ticket of ${name}` });
    await expect(sheet.locator('img[alt*="barcode" i]').first()).toBeVisible();
  }
  await expect(page.getByTestId('fd-print-amount').first()).toContainText(shownTotal);
  await expectAccessible(page, 'fixed departure ticket');
  // Hide price: the amount leaves every sheet, and the address says so.
  await page.getByRole('button', { name: 'Hide price' }).click();
  await expect(page).toHaveURL(/hp=1/);
  await expect(page.getByTestId('fd-print-amount')).toHaveCount(0);

  // The booking is in the agent's queue, with its ticket to print again.
  await page.goto('/app/flight/fixedDepartureQueue');
  const booking = page.getByRole('article').filter({ hasText: reference });
  await expect(booking).toContainText('Neha Mehta');
  await expect(booking).toContainText('Confirmed');
  await expect(booking.getByRole('link', { name: 'Print ticket' })).toBeVisible();
  await expectAccessible(page, 'fixed departure bookings');

  // A name typed wrong is corrected before the name list goes to the airline.
  await booking.getByRole('button', { name: 'Correct names' }).click();
  const names = page.getByRole('dialog', { name: `Correct names · ${reference}` });
  await expectAccessible(page, 'the name correction');
  await names.getByLabel('First name').nth(1).fill('Nehaa');
  await names.getByRole('button', { name: 'Save names' }).click();
  await expect(page.getByText('Passenger names updated')).toBeVisible();
  await expect(booking).toContainText('Ms Nehaa Mehta');
});

test('staff create a departure, see it offered on /fixed-departures and among flight results, and download its name list', async ({
  page,
}) => {
  await signInAs(page, 'admin@flightdeals.test');
  const staffMenu = page.getByTestId('staff-menu');
  await staffMenu.getByRole('button', { name: 'Flights', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Fixed departures', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/staff\/fixed-departures$/);
  await expect(page.getByTestId('fd-manage-row').first()).toBeVisible();
  await expectAccessible(page, 'manage fixed departures');

  const date = isoInDays(45);
  const pnr = `E2E${Math.random().toString(36).slice(2, 5).toUpperCase()}`;
  await page.getByRole('button', { name: 'New departure' }).first().click();
  const form = page.getByRole('dialog', { name: 'New departure' });
  await expect(form).toBeVisible();
  await form.getByLabel('Block PNR').fill(pnr);
  await form.getByLabel(/^Seats/).fill('12');
  await form.getByLabel('Airline').fill('6E');
  await form.getByLabel('Flight no.').fill('5101');
  await form.getByLabel(/^From/).fill('BOM');
  await form.getByLabel(/^To/).fill('GOI');
  await form.getByLabel('Departs (local time)').fill(`${date}T06:15`);
  await form.getByLabel('Arrives (local time)').fill(`${date}T07:30`);
  await form.getByLabel('Net fare, adult').fill('4,250');
  await form.getByLabel('Net fare, child').fill('4000');
  await form.getByLabel('Net fare, infant').fill('1200.50');
  await form.getByLabel('Check-in baggage').fill('15 KG');
  await form.getByLabel('Cabin baggage').fill('7 KG');
  await form.getByLabel('Cancellation charge per passenger').fill('1500');
  await form.getByLabel('Cancellation policy').fill('₹1,500 per passenger up to two days before departure');
  await expectAccessible(page, 'new departure form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Fixed departure saved')).toBeVisible();
  await expect(form).toHaveCount(0);
  const row = page.getByTestId('fd-manage-row').filter({ hasText: pnr });
  await expect(row).toContainText('BOM → GOI');
  await expect(row).toContainText('₹4,250');
  await expect(row.getByRole('progressbar', { name: /Fill rate/ })).toBeVisible();

  // Buyers find it by sector and month.
  await page.goto(`/app/fixed-departures?origin=BOM&destination=GOI&month=${date.slice(0, 7)}`);
  const offered = page.getByTestId('fd-card').filter({ hasText: 'BOM → GOI' });
  await expect(offered.first()).toBeVisible();
  await expect(offered.first()).toContainText('6E 5101 · BOM 06:15 → GOI 07:30');
  await expect(offered.first()).toContainText('12 seats left');
  await expectAccessible(page, 'fixed departures for staff');

  // A flight search of the same sector and date offers it too, as a fixed departure booked as one.
  await page.goto(
    `/app/flight/searchResult/new?origin=BOM&destination=GOI&departure=${date}&adt=1&chd=0&inf=0`,
  );
  const amongFlights = page.getByRole('region', { name: 'Fixed departures on this date' });
  await expect(amongFlights.getByTestId('fd-card').filter({ hasText: '6E 5101' })).toContainText(
    'Fixed departure',
  );
  await expect(page.getByTestId('flight-card').first()).toBeVisible();
  await expectAccessible(page, 'flight results with a fixed departure');
  await amongFlights.getByTestId('fd-card').filter({ hasText: '6E 5101' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/fixed-departures\/[^/]+\/book\?adt=1/);
  await expect(page.getByText('6E 5101 · BOM 06:15 → GOI 07:30')).toBeVisible();

  // The name list for the airline, as a spreadsheet named by the block's PNR.
  await page.goto('/app/staff/fixed-departures');
  const download = page.waitForEvent('download');
  await page
    .getByTestId('fd-manage-row')
    .filter({ hasText: pnr })
    .getByRole('button', { name: 'Name list' })
    .click();
  expect((await download).suggestedFilename()).toBe(`name-list-${pnr}-${date}.xlsx`);
});
