import { expect, type Page, test } from '@playwright/test';
import { dismissPopup, logIn, uniqueEmail } from './helpers';

const isoInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function signInAs(page: Page, email: string) {
  await page.goto('/app/login');
  await dismissPopup(page);
  await logIn(page, email);
  await page.waitForURL(/\/app\/(?!login)/);
}

test('the e-ticket shows the baggage and meal bought and the fare rules; a link holder sees no contact data', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'agent@flightdeals.test');
  await page.goto(
    `/app/flight/searchResult/new?origin=DEL&destination=BOM&departure=${isoInDays(17)}&adt=1&chd=0&inf=0`,
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
  await page.getByLabel('Date of birth').first().fill('20/05/1988');
  await page.getByLabel('First name').first().fill('Vikram');
  await page.getByLabel('Last name').first().fill('Joshi');
  const leadEmail = uniqueEmail('lead');
  await page.getByLabel('Email').fill(leadEmail);
  await page.getByLabel('Mobile number').fill('9876543210');
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
  const ticket = page.getByRole('article').filter({ hasText: 'Vikram Joshi' }).first();
  await ticket.getByRole('link', { name: 'View e-ticket' }).click();
  await expect(page).toHaveURL(/\/flight\/eTicket\//);

  const passenger = page.getByTestId('eticket-passenger').filter({ hasText: 'Vikram Joshi' });
  await expect(passenger).toContainText(/Extra baggage 5 KG, DEL–BOM 6E-\d+ · ₹2,500/);
  await expect(passenger).toContainText(/Meal: Veg Sandwich Combo \(1 platter\), DEL–BOM 6E-\d+ · ₹350/);
  await expect(page.getByRole('heading', { name: 'Fare rules' })).toBeVisible();
  await expect(page.getByTestId('eticket-fare-rules')).toContainText('Cancellation fee');
  await expect(page.getByTestId('eticket-contact')).toContainText(leadEmail);

  // The printout carries the extras and the fare rules too.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  const ticketUrl = new URL(page.url());
  const printUrl = new URL(ticketUrl);
  printUrl.searchParams.set('print', '1');
  await page.goto(printUrl.toString());
  await expect(page.getByTestId('eticket-passenger').filter({ hasText: 'Vikram Joshi' })).toContainText(
    'Extra baggage 5 KG',
  );
  await expect(page.getByTestId('eticket-fare-rules')).toContainText('Cancellation fee');

  // Whoever else holds the link sees the printed ticket: extras and rules, no prices or contact data.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(ticketUrl.toString());
  await dismissPopup(other);
  const theirs = other.getByTestId('eticket-passenger').filter({ hasText: 'Vikram Joshi' });
  await expect(theirs).toContainText('Extra baggage 5 KG');
  await expect(theirs).not.toContainText('₹');
  await expect(other.getByTestId('eticket-fare-rules')).toContainText('Cancellation fee');
  await expect(other.getByTestId('eticket-contact')).toHaveCount(0);
  await expect(other.getByText(leadEmail)).toHaveCount(0);
  await stranger.close();
});
