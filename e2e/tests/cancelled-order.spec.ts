import { expect, type Page, test } from '@playwright/test';
import { E2E_SANDBOX_PORT } from '../ports';
import { expectAccessible } from './accessibility';
import { isoInDays, signInAs, uniqueEmail } from './helpers';

/** The sandbox airline's own switch: every change request it opens now completes at once. */
async function airlineCompletesAtOnce(on: boolean) {
  const res = await fetch(`http://127.0.0.1:${E2E_SANDBOX_PORT}/_sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ faults: on ? 'changeMinutes=0' : '' }),
  });
  expect(res.ok).toBe(true);
}

test.beforeAll(() => airlineCompletesAtOnce(true));
test.afterAll(() => airlineCompletesAtOnce(false));

async function payForAFlight(page: Page) {
  await page.goto(
    `/app/flight/searchResult/new?origin=DEL&destination=BOM&departure=${isoInDays(17)}&adt=1&chd=0&inf=0`,
  );
  // Air India (not its Express) sells GDS fares: their cancellation waits for the airline, as the
  // journey shows; a low-cost airline's completes as it is sent (decision 0069).
  await page.getByRole('checkbox', { name: /^Air India(?! Express)/ }).check();
  await page
    .getByRole('article', { name: / AI \d+ at \d{2}:\d{2}(, [^,]+ fare)?$/ })
    .first()
    .getByRole('button', { name: 'Book' })
    .click();
  await page.getByLabel('Title').first().selectOption('Ms');
  await page.getByLabel('Gender').first().selectOption({ label: 'Female' });
  await page.getByLabel('First name').first().fill('Anika');
  await page.getByLabel('Last name').first().fill('Rao');
  await page.getByLabel('Email').fill(uniqueEmail('anika'));
  await expect(page.getByLabel('Mobile number')).toHaveValue(/\d{5}/);
  await page.getByLabel('Address').fill('12 MG Road');
  await page.getByLabel('City').fill('Delhi');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('PhonePe-style test gateway')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/flight\/order\//, { timeout: 30_000 });
  await expect(page.getByTestId('order-headline')).toHaveText('Your booking is confirmed.');
  return page.url();
}

test('a cancelled, refunded booking says so on its order page, e-ticket, ticket queue and Payments', async ({
  page,
}) => {
  await signInAs(page, 'retail@flightdeals.test');
  const orderUrl = await payForAFlight(page);
  const reference = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(
    'Order ',
    '',
  );
  const pnr = (await page.getByTestId('confirmed-pnr').textContent()) ?? '';

  // The customer cancels the whole booking through the change-request form.
  await page.getByRole('link', { name: 'My tickets' }).click();
  const ticket = page.getByRole('article').filter({ hasText: reference });
  await ticket.getByRole('button', { name: 'Cancel or change' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Request type').click();
  await page.getByRole('option', { name: 'Refund', exact: true }).click();
  await form.getByLabel('Remarks').fill('Plans changed, please cancel.');
  await form
    .getByRole('checkbox', {
      name: 'I have reviewed and agreed on the cancellation policy and fare rules offered for this booking.',
    })
    .check();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form).toBeHidden();
  await expect(ticket.getByTestId('ticket-standing')).toHaveText('Cancellation requested');

  // The airline completes it; Refresh Status hears so and the refund goes to the card.
  await page.goto('/app/flight/changeRequests');
  const request = page.getByTestId('change-request').filter({ hasText: `PNR ${pnr}` });
  await request.getByRole('button', { name: 'Refresh Status' }).click();
  await expect(request).toContainText(/Refunded ₹[\d,.]+/);

  // The order page, once the gateway has paid it back (the refund job runs within seconds).
  await expect(async () => {
    await page.goto(orderUrl);
    await expect(page.getByTestId('order-headline')).toHaveText(
      'Your booking is cancelled. It is refunded to your card.',
      // Each look loads the page again: on a busy machine that alone takes seconds.
      { timeout: 8_000 },
    );
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Booking cancelled' })).toBeVisible();
  await expect(page.getByText('Your booking is confirmed.')).toHaveCount(0);
  await expect(page.getByTestId('leg-standing')).toHaveText('Cancelled · Refunded to card');
  const refund = page.getByRole('article', { name: /^Refund of ₹[\d,.]+ to your card$/ });
  await expect(refund).toContainText('Refunded');
  await expect(refund).toContainText('Your cancellation was completed');
  await expectAccessible(page, 'cancelled order');

  // The e-ticket says so in large, and boards nobody.
  await page.getByRole('link', { name: 'E-ticket' }).click();
  await expect(page.getByTestId('eticket-standing')).toContainText('This ticket is cancelled');
  await expect(page.getByTestId('eticket-cancelled')).toHaveText('Ticket cancelled');
  await expect(page.locator('img[alt^="Boarding barcode"]')).toHaveCount(0);

  // The ticket queue: cancelled, and where the money went.
  await page.goto('/app/flight/ticketQueue');
  await expect(ticket).toContainText('Cancelled');
  await expect(ticket.getByTestId('ticket-standing')).toHaveText('Refunded to card');
  await expect(ticket.getByRole('button', { name: 'Cancel or change' })).toHaveCount(0);

  // Payments lists the card refund with its order; the wallet does not claim it.
  await page.goto('/app/payments');
  const listed = page
    .getByRole('article', { name: /^Refund of ₹[\d,.]+ to your card$/ })
    .filter({ hasText: reference });
  await expect(listed).toContainText('Refunded');
  await page.goto('/app/user/transactionHistory');
  await expect(page.getByTestId('wallet-note')).toContainText(
    'a booking paid by card is refunded to the card',
  );
  await expect(page.getByRole('article', { name: /to your card$/ })).toHaveCount(0);
});
