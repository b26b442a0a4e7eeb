import { expect, type Page, test } from '@playwright/test';
import { dismissPopup, logIn, uniqueEmail } from './helpers';

const isoInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function signInAs(page: Page, email: string) {
  await page.goto('/app/login');
  await dismissPopup(page);
  await logIn(page, email);
  await page.waitForURL(/\/app\/(?!login)/);
}

/** The lead passenger of a one-adult booking, with the contact details the airline needs. */
async function fillLeadAdult(page: Page, firstName: string, lastName: string) {
  await page.getByLabel('Title').first().selectOption('Mr');
  await page.getByLabel('Gender').first().selectOption({ label: 'Male' });
  await page.getByLabel('Date of birth').first().fill('20/05/1988');
  await page.getByLabel('First name').first().fill(firstName);
  await page.getByLabel('Last name').first().fill(lastName);
  await page.getByLabel('Email').fill(uniqueEmail('lead'));
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByLabel('Address').fill('12 MG Road');
  await page.getByLabel('City').fill('Delhi');
}

test('an agent books Delhi → Mumbai one way from the wallet and prints the e-ticket', async ({ page }) => {
  await signInAs(page, 'agent@flightdeals.test');
  await page.goto(
    `/app/flight/searchResult/new?origin=DEL&destination=BOM&departure=${isoInDays(9)}&adt=1&chd=0&inf=0`,
  );
  await page.getByTestId('flight-card').first().getByRole('button', { name: 'Book' }).click();
  await fillLeadAdult(page, 'Arjun', 'Mehta');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/bookingReview/);
  await expect(page.getByText(/Wallet \(balance ₹/)).toBeVisible();
  await page.getByRole('radio', { name: /Wallet/ }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/flight\/ticketQueue/);

  const ticket = page.getByRole('article').filter({ hasText: 'DEL → BOM' }).first();
  await expect(ticket).toContainText('Arjun Mehta');
  await expect(ticket).toContainText('Ticketed');
  await ticket.getByRole('link', { name: 'View e-ticket' }).click();
  await expect(page).toHaveURL(/\/flight\/eTicket\//);
  await expect(page.getByText(/ARJUN|Arjun Mehta/).first()).toBeVisible();
  await expect(page.locator('img[alt*="barcode" i]').first()).toBeVisible();

  // Print mode: no buttons, and the browser's print dialog is asked for once.
  await page.addInitScript(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls += 1;
    };
  });
  const url = new URL(page.url());
  url.searchParams.set('print', '1');
  await page.goto(url.toString());
  await expect(page.locator('img[alt*="barcode" i]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Email' })).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls))
    .toBe(1);
});

test('a customer pays a return trip online, sees both tickets, asks for a partial refund and refreshes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'retail@flightdeals.test');
  await page.goto(
    `/app/flight/searchResult/new?origin=DEL&destination=BOM&departure=${isoInDays(11)}&return=${isoInDays(15)}&tripType=2&adt=1&chd=0&inf=0`,
  );
  await expect(page.getByTestId('flight-results')).toHaveCount(2);
  await page.getByRole('region', { name: 'Selected flights' }).getByRole('button', { name: 'Book' }).click();
  await expect(page).toHaveURL(/passengerDetails\/.*resultIndex=.*resultIndex=/);
  await fillLeadAdult(page, 'Riya', 'Sharma');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/bookingReview/);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  // The gateway's own hosted page, on its own origin.
  await expect(page.getByText('PhonePe-style test gateway')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/app\/phonepe\/verify\//);
  await expect(page.getByText('Payment Successful')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/flight\/ticketQueue/);
  const outbound = page
    .getByRole('article')
    .filter({ hasText: 'DEL → BOM' })
    .filter({ hasText: 'Riya Sharma' });
  const inbound = page
    .getByRole('article')
    .filter({ hasText: 'BOM → DEL' })
    .filter({ hasText: 'Riya Sharma' });
  await expect(outbound.first()).toContainText('Ticketed');
  await expect(inbound.first()).toContainText('Ticketed');

  await inbound.first().getByRole('button', { name: 'Cancel or change' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Request type').click();
  await page.getByRole('option', { name: 'Partial Refund' }).click();
  await form.getByRole('checkbox', { name: 'Riya Sharma' }).check();
  await form.getByRole('checkbox', { name: 'BOM → DEL' }).check();
  await form.getByLabel('Remarks').fill('Plans changed, please refund the return flight.');
  const send = form.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await form
    .getByRole('checkbox', {
      name: 'I have reviewed and agreed on the cancellation policy and fare rules offered for this booking.',
    })
    .check();
  await send.click();
  await expect(form).toBeHidden();

  await page.goto('/app/flight/changeRequests');
  await expect(page.getByText(/BOM → DEL · PNR/)).toBeVisible();
  await expect(page.getByText(/Partial Refund · request \d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Refresh Status' }).click();
  await expect(page.getByText(/Change request \d+: \w+/)).toBeVisible();
});

test('a declined online payment says so and books nothing', async ({ page }) => {
  await signInAs(page, 'retail@flightdeals.test');
  await page.goto(
    `/app/flight/searchResult/new?origin=BLR&destination=DEL&departure=${isoInDays(13)}&adt=1&chd=0&inf=0`,
  );
  await page.getByTestId('flight-card').first().getByRole('button', { name: 'Book' }).click();
  await fillLeadAdult(page, 'Kabir', 'Rao');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('PhonePe-style test gateway')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/phonepe\/verify\//);
  await expect(page.getByText('Payment unsuccessful')).toBeVisible({ timeout: 30_000 });
  await page.goto('/app/flight/ticketQueue');
  await expect(page.getByRole('article').filter({ hasText: 'Kabir Rao' })).toHaveCount(0);
});
