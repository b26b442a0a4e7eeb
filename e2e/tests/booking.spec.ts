import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { isoInDays, signInAs, uniqueEmail } from './helpers';

/** The first amount in a text ('Pay ₹5,298.17 to ticket…') in paise: 529817. */
function paiseOf(text: string | null) {
  const rupees = (text ?? '').match(/₹([\d,]+(?:\.\d{1,2})?)/)?.[1] ?? 'NaN';
  return Math.round(Number(rupees.replaceAll(',', '')) * 100);
}

/**
 * The lead passenger of a one-adult domestic booking, with the contact details the airline needs:
 * no date of birth (only children, infants and trips abroad need one).
 */
async function fillLeadAdult(page: Page, firstName: string, lastName: string) {
  await page.getByLabel('Title').first().selectOption('Mr');
  await page.getByLabel('Gender').first().selectOption({ label: 'Male' });
  await page.getByLabel('First name').first().fill(firstName);
  await page.getByLabel('Last name').first().fill(lastName);
  const email = uniqueEmail('lead');
  await page.getByLabel('Email').fill(email);
  // The mobile number comes from the signed-in account.
  await expect(page.getByLabel('Mobile number')).toHaveValue(/\d{5}/);
  await page.getByLabel('Address').fill('12 MG Road');
  await page.getByLabel('City').fill('Delhi');
  return email;
}

test('an agent books Delhi → Mumbai one way from the wallet and prints the e-ticket', async ({ page }) => {
  await signInAs(page, 'agent@flightdeals.test');
  await page.goto(
    `/app/flight/searchResult/new?origin=DEL&destination=BOM&departure=${isoInDays(9)}&adt=1&chd=0&inf=0`,
  );
  await page.getByTestId('flight-card').first().getByRole('button', { name: 'Book' }).click();
  // The lead's contact comes from the signed-in account; a domestic adult is asked no date of birth,
  // and the address the supplier needs of a domestic booking's lead is asked.
  await expect(page.getByLabel('Email')).toHaveValue('agent@flightdeals.test');
  await expect(page.getByLabel('Mobile number')).toHaveValue(/\d{5}/);
  await expect(page.getByLabel('Date of birth')).toHaveCount(0);
  await expect(page.getByLabel('Address')).toBeVisible();
  await expectAccessible(page, 'passenger details');
  const leadEmail = await fillLeadAdult(page, 'Arjun', 'Mehta');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/bookingReview/);
  await expect(page.getByText(/Wallet \(balance ₹/)).toBeVisible();
  await expectAccessible(page, 'booking review');
  await page.getByRole('radio', { name: /Wallet/ }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible({ timeout: 30_000 });
  // The order's confirmation: its reference, the airline PNR, what was paid and where the copy went.
  await expect(page).toHaveURL(/\/flight\/order\//);
  await expect(page.getByRole('heading', { name: /^Order [A-Z]{3}-\d{2}-\d{6}$/ })).toBeVisible();
  await expect(page.getByText('Your booking is confirmed.')).toBeVisible();
  await expect(page.getByTestId('confirmed-pnr')).toHaveText(/^[A-Z0-9]{6}$/);
  await expect(page.getByTestId('amount-paid')).toHaveText(/^Amount paid: ₹[\d,]+(\.\d{2})?$/);
  await expect(page.getByTestId('copy-sent')).toHaveText(`A copy is on its way to ${leadEmail}.`);
  await expectAccessible(page, 'order confirmation');
  await expect(page.getByRole('link', { name: 'Print' })).toHaveAttribute(
    'href',
    /\/flight\/eTicket\/.+print=1/,
  );
  const reference = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(
    'Order ',
    '',
  );

  await page.getByRole('link', { name: 'My tickets' }).click();
  const ticket = page.getByRole('article').filter({ hasText: reference }).first();
  await expect(ticket).toContainText('Arjun Mehta');
  await expect(ticket).toContainText('Ticketed');
  await expectAccessible(page, 'ticket queue');
  await ticket.getByRole('link', { name: 'View e-ticket' }).click();
  await expect(page).toHaveURL(/\/flight\/eTicket\//);
  await expect(page.getByText(/ARJUN|Arjun Mehta/).first()).toBeVisible();
  await expect(page.locator('img[alt*="barcode" i]').first()).toBeVisible();

  await expectAccessible(page, 'e-ticket');

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
  // A return search answers both ways (650 fares here); on a shared machine that can take a while.
  await expect(page.getByTestId('flight-results')).toHaveCount(2, { timeout: 30_000 });
  await expectAccessible(page, 'return results');
  await page.getByRole('region', { name: 'Selected flights' }).getByRole('button', { name: 'Book' }).click();
  await expect(page).toHaveURL(/passengerDetails\/.*resultIndex=.*resultIndex=/);
  await fillLeadAdult(page, 'Riya', 'Sharma');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/bookingReview/);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  // The gateway's own hosted page, on its own origin.
  await expect(page.getByText('PhonePe-style test gateway')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back in the app: the gateway's return page, or already the order page when its answer came at once.
  await expect(page).toHaveURL(/\/app\/(phonepe\/verify|flight\/order)\//);
  await expect(page.getByText('Payment Successful')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/flight\/order\//);
  await expect(page.getByTestId('confirmed-pnr')).toHaveCount(2);
  await page.getByRole('link', { name: 'My tickets' }).click();
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
  await expectAccessible(page, 'change requests');
  await page.getByRole('button', { name: 'Refresh Status' }).click();
  await expect(page.getByText(/Change request \d+: \w+/)).toBeVisible();
});

test('a declined online payment says so and books nothing', async ({ page }) => {
  await signInAs(page, 'retail@flightdeals.test');
  await page.goto(
    `/app/flight/searchResult/new?origin=BLR&destination=DEL&departure=${isoInDays(13)}&adt=1&chd=0&inf=0`,
  );
  const card = page.getByTestId('flight-card').first();
  // The first price the buyer sees is the total payable: the same on every step and at the gateway.
  const shown = paiseOf(await card.locator('.price').textContent());
  expect(shown).toBeGreaterThan(0);
  await card.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByTestId('total-payable')).toHaveText(/₹/);
  expect(paiseOf(await page.getByTestId('total-payable').textContent())).toBe(shown);
  await fillLeadAdult(page, 'Kabir', 'Rao');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('total-payable')).toHaveText(/₹/);
  expect(paiseOf(await page.getByTestId('total-payable').textContent())).toBe(shown);
  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  expect(paiseOf(await pay.textContent())).toBe(shown);
  await pay.click();
  await expect(page.getByText('PhonePe-style test gateway')).toBeVisible({ timeout: 30_000 });
  expect(paiseOf(await page.locator('.amount').textContent())).toBe(shown);
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  // Back in the app: the gateway's return page, or already the order page when its answer came at once.
  await expect(page).toHaveURL(/\/app\/(phonepe\/verify|flight\/order)\//);
  // The failure page: what happened, the order to quote, and that no money was taken.
  await expect(page).toHaveURL(/\/flight\/order\//, { timeout: 30_000 });
  await expect(page.getByTestId('order-message')).toHaveText('Payment unsuccessful');
  await expect(page.getByTestId('order-money')).toHaveText('No money was taken.');
  await expect(page.getByText(/^Quote order [A-Z]{3}-\d{2}-\d{6} \(id FD[0-9A-F]+\)/)).toBeVisible();
  await expectAccessible(page, 'payment failed');
  await page.getByRole('button', { name: 'Back to booking review' }).click();
  await expect(page).toHaveURL(/bookingReview/);
  await expect(page.getByTestId('review-passenger')).toContainText('Kabir Rao');
  await page.goto('/app/flight/ticketQueue');
  await expect(page.getByRole('article').filter({ hasText: 'Kabir Rao' })).toHaveCount(0);
});

test('an agent holds a GDS fare without paying, finds it one click from the tickets, and tickets it from the wallet', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'agent@flightdeals.test');
  await page.goto('/app/user/transactionHistory');
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  const before = paiseOf(await page.getByTestId('wallet-balance').textContent());

  await page.goto(
    `/app/flight/searchResult/new?origin=DEL&destination=BOM&departure=${isoInDays(19)}&adt=1&chd=0&inf=0`,
  );
  // Air India (not its Express) sells GDS fares, which can be held.
  await page.getByRole('checkbox', { name: /^Air India(?! Express)/ }).check();
  // Its name ends with the fare's family since decision 0056 (', Economy Lite fare').
  const card = page.getByRole('article', { name: / AI \d+ at \d{2}:\d{2}(, [^,]+ fare)?$/ }).first();
  const price = paiseOf(await card.locator('.price').textContent());
  await card.getByRole('button', { name: 'Book' }).click();
  await fillLeadAdult(page, 'Vikram', 'Hold');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/bookingReview/);
  await page.getByLabel('Hold booking (ticket later)').check();
  await expect(page.getByTestId('hold-note')).toContainText('Nothing is charged now');
  await page.getByRole('button', { name: 'Hold booking' }).click();

  // The held booking itself: until when, the time left, Ticket now and Release; no payment was taken.
  await expect(page).toHaveURL(/\/flight\/order\//, { timeout: 30_000 });
  await expect(page.getByTestId('held-until')).toHaveText(/^Booking held until /);
  await expect(page.getByTestId('hold-time-left')).toHaveText(/left to ticket it$/);
  await expect(page.getByRole('button', { name: 'Release' })).toBeVisible();
  await expect(page.getByText('Payment Successful')).toHaveCount(0);
  await expectAccessible(page, 'held booking');
  const reference = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(
    'Order ',
    '',
  );
  await page.goto('/app/user/transactionHistory');
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  expect(paiseOf(await page.getByTestId('wallet-balance').textContent())).toBe(before);

  await page.goto('/app/flight/ticketQueue');
  await page.getByRole('link', { name: 'Held bookings' }).click();
  await expect(page).toHaveURL(/\/flight\/bookedQueue/);
  const held = page.getByRole('article').filter({ hasText: reference });
  await expect(held).toContainText('Vikram Hold');
  await expectAccessible(page, 'held bookings');
  await held.getByRole('button', { name: 'Ticket now' }).click();
  const pay = page.getByRole('dialog', { name: `Ticket booking ${reference}` });
  // What ticketing costs is the price the result card showed, less the supplier's commission an
  // agent earns on it (decision 0030).
  const due = paiseOf(await pay.getByTestId('ticket-now-amount').textContent());
  expect(due).toBeLessThan(price);
  expect(due).toBeGreaterThan(price * 0.95);
  await expect(pay.getByRole('radio', { name: /Wallet/ })).toBeChecked();
  await expectAccessible(page, 'ticket now');
  await pay.getByRole('button', { name: /^Pay ₹.* and ticket$/ }).click();

  await expect(page).toHaveURL(/\/flight\/order\//, { timeout: 30_000 });
  await expect(page.getByText('Your booking is confirmed.')).toBeVisible();
  await expect(page.getByTestId('confirmed-pnr')).toHaveText(/^[A-Z0-9]{6}$/);
  await page.goto('/app/user/transactionHistory');
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  expect(paiseOf(await page.getByTestId('wallet-balance').textContent())).toBe(before - due);
});
