import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { isoInDays, signInAs, uniqueEmail } from './helpers';

test('the e-ticket shows PNR and reference on top, the extras and fare rules, prints one A4 per traveller; a link holder sees no contact data', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'agent@flightdeals.test');
  await page.goto(
    `/app/flight/searchResult/new?origin=DEL&destination=BOM&departure=${isoInDays(17)}&adt=2&chd=0&inf=0`,
  );
  // A low-cost carrier's fare: those sell extra baggage and meals.
  await page
    .getByTestId('flight-card')
    .filter({ hasText: 'IndiGo' })
    .first()
    .getByRole('button', { name: 'Book' })
    .click();
  await page.getByLabel('Title').first().selectOption('Mr');
  await page.getByLabel('Gender').first().selectOption({ label: 'Male' });
  await page.getByLabel('First name').first().fill('Vikram');
  await page.getByLabel('Last name').first().fill('Joshi');
  await page.getByLabel('Title').nth(1).selectOption('Ms');
  await page.getByLabel('Gender').nth(1).selectOption({ label: 'Female' });
  await page.getByLabel('First name').nth(1).fill('Neha');
  await page.getByLabel('Last name').nth(1).fill('Joshi');
  const leadEmail = uniqueEmail('lead');
  await page.getByLabel('Email').fill(leadEmail);
  // The mobile number comes from the agent's account.
  await page.getByLabel('Address').fill('12 MG Road');
  await page.getByLabel('City').fill('Delhi');
  await page
    .getByLabel(/^Extra baggage/)
    .first()
    .selectOption('XBP5');
  await page.getByLabel(/^Meal/).first().selectOption('VGML');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/bookingReview/);
  await page.getByRole('radio', { name: /Wallet/ }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible({ timeout: 30_000 });
  // The confirmation links the e-ticket.
  await page.getByRole('link', { name: 'E-ticket', exact: true }).click();
  await expect(page).toHaveURL(/\/flight\/eTicket\//);
  // What a traveller is asked for comes first: the airline PNR and the readable booking reference.
  await expect(page.getByTestId('eticket-pnr')).toHaveText(/^[A-Z0-9]{6}$/);
  await expect(page.getByTestId('eticket-reference')).toHaveText(/^FLD-\d{2}-\d{6}$/);
  await expect(page.getByText(/Booking [0-9a-f]{8}-[0-9a-f]{4}-/)).toHaveCount(0);

  const passenger = page.getByTestId('eticket-passenger').filter({ hasText: 'Vikram Joshi' });
  await expect(passenger).toContainText(/Extra baggage 5 KG, DEL–BOM 6E-\d+ · ₹2,500/);
  await expect(passenger).toContainText(/Meal: Veg Sandwich Combo \(1 platter\), DEL–BOM 6E-\d+ · ₹350/);
  await expect(page.getByRole('heading', { name: 'Fare rules' })).toBeVisible();
  await expect(page.getByTestId('eticket-fare-rules')).toContainText('Cancellation fee');
  await expect(page.getByTestId('eticket-contact')).toContainText(leadEmail);
  await expectAccessible(page, 'e-ticket');

  // The printout carries the extras and the fare rules too.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  const ticketUrl = new URL(page.url());
  const printUrl = new URL(ticketUrl);
  printUrl.searchParams.set('print', '1');
  await page.goto(printUrl.toString());
  // One sheet per traveller, each with the PNR, the barcode, the baggage, terminals and the conditions.
  const sheets = page.getByTestId('eticket-print-page');
  await expect(sheets).toHaveCount(2);
  const vikram = sheets.filter({ hasText: 'Vikram Joshi' });
  await expect(vikram).toContainText('Extra baggage 5 KG');
  await expect(vikram).toContainText(/Baggage allowance: check-in \d+ ?(KG|Kg)/i);
  await expect(vikram).toContainText('Terminal');
  await expect(vikram.getByTestId('eticket-print-conditions')).toContainText(/refund/i);
  await expect(vikram.locator('img[alt^="Boarding barcode of Mr Vikram Joshi"]').first()).toBeVisible();
  await expectAccessible(page, 'printed e-ticket');
  // Printed on A4, the two travellers take exactly two pages: each sheet fits on one.
  await page.emulateMedia({ media: 'print' });
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(2);
  await page.emulateMedia({ media: 'screen' });

  // Whoever else holds the link sees the printed ticket: extras and rules, no prices or contact data.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  // The ticket alone (decision 0053): no site frame, so no popup to close.
  await other.goto(ticketUrl.toString());
  const theirs = other.getByTestId('eticket-passenger').filter({ hasText: 'Vikram Joshi' });
  await expect(theirs).toContainText('Extra baggage 5 KG');
  await expect(theirs).not.toContainText('₹');
  await expect(other.getByTestId('eticket-fare-rules')).toContainText('Cancellation fee');
  await expect(other.getByTestId('eticket-contact')).toHaveCount(0);
  await expectAccessible(other, 'e-ticket by link');
  await expect(other.getByText(leadEmail)).toHaveCount(0);
  await stranger.close();
});
