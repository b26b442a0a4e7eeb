import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { dismissPopup, logIn, uniqueEmail } from './helpers';

const PASSWORD = 'Start@1234';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A fresh customer of the demo site pays a flight online, as the web app would through its calls:
 * the order, the gateway's hosted page (paid there), and the return that the gateway confirms.
 */
async function customerPaysOnline(request: APIRequestContext) {
  const detected = await request.post('/api/whitelabel/detetct', { data: { domain: 'localhost' } });
  const siteId = (await detected.json()).data.id as string;
  const email = uniqueEmail('gateway-payer');
  const signup = await request.post('/api/wl/user/signup', {
    headers: { 'site-id': siteId },
    data: {
      firstName: 'Gauri',
      lastName: 'Gateway',
      email,
      password: PASSWORD,
      status: 'password',
      // With a phone, so the prompt for one does not cover the pages.
      phoneNumber: '9876543210',
      phoneCountryCode: '+91',
    },
  });
  expect(signup.ok()).toBe(true);
  const login = await request.post('/api/wl/user/login', {
    headers: { 'site-id': siteId },
    data: { email, password: PASSWORD, status: 'password' },
  });
  const headers = { 'site-id': siteId, 'auth-token': (await login.json()).data.token as string };
  const post = async (path: string, data: object) => {
    const res = await request.post(`/api/${path}`, { headers, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()).data;
  };
  const { searchId } = await post('api/search', {
    JourneyType: 1,
    segments: [{ origin: 'DEL', destination: 'BOM', preferredDepartureTime: inDays(9) }],
    adultCount: 1,
  });
  const priced = await post('api/getFlightPrice', { searchId });
  const fare = priced.results[0][0];
  const { orderId, amount } = await post('api/setFlightDetails', {
    searchId,
    resultIndexes: [fare.resultIndex],
    passengers: [
      {
        title: 'Ms',
        firstName: 'Gauri',
        lastName: 'Gateway',
        paxType: 1,
        gender: 2,
        dateOfBirth: '1990-04-12',
        email,
        phoneCode: '+91',
        mobileNo: '9876543210',
        addressLine1: '12 MG Road',
        city: 'Delhi',
        countryCode: 'IN',
      },
    ],
    paymentMethod: 'gateway',
  });
  const { redirectUrl } = await post('payment/createPayment', { orderId });
  await request.get(redirectUrl);
  await request.post(`${redirectUrl}/complete`, { form: { outcome: 'success' }, maxRedirects: 0 });
  const verified = await post('payment/phonepe/verifyPayment', { orderId });
  expect(verified.status).not.toBe('pending');
  return { email, orderId, amount: amount as number };
}

/** '₹4,95,000.50' → 49500050 */
const paiseOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);

test('the super admin opens Payment-gateway transactions from the Transactions menu, filters, reads the totals and exports', async ({
  page,
  request,
}) => {
  const paid = await customerPaysOnline(request);

  await page.goto('/app/login');
  await dismissPopup(page);
  await logIn(page, 'admin@flightdeals.test');
  const staffMenu = page.getByTestId('staff-menu');
  await staffMenu.getByRole('button', { name: 'Transactions', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Payment-gateway transactions' }).click();
  await expect(page).toHaveURL(/\/app\/flight\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment-gateway transactions' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Totals' })).toBeVisible();
  await expectAccessible(page, 'payment-gateway transactions');

  // Only this customer's money: their one payment, paid, and nothing refunded.
  await page.getByLabel('Customer name or e-mail').fill(paid.email);
  await page.getByRole('button', { name: 'Apply' }).click();
  const totals = page.getByRole('group', { name: 'Totals' });
  await expect(totals.getByRole('status')).toHaveText('1');
  expect(paiseOf(await totals.getByTestId('total-paid').textContent())).toBe(paid.amount);
  expect(paiseOf(await totals.getByTestId('total-refunded').textContent())).toBe(0);
  expect(paiseOf(await totals.getByTestId('total-net').textContent())).toBe(paid.amount);
  const entry = page.getByRole('article', { name: /^Payment [A-Z]{3}-\d{2}-\d{6}$/ });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Paid');
  await expect(entry).toContainText(paid.email);

  // Filtered by a status it is not in, it is gone.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending', exact: true }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  await expect(totals.getByRole('status')).toHaveText('0');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paid', exact: true }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(entry).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toBe('payment-gateway-transactions.xlsx');

  // On a 600 px screen the page still fits.
  await page.setViewportSize({ width: 600, height: 900 });
  await expect(entry).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page, 'payment-gateway transactions at 600 px');

  // The pending entries beside it: what has no answer yet, or the plain words of an empty list.
  await page.goto('/app/staff/pending-payments');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pending payment-gateway entries' }),
  ).toBeVisible();
  await expect(page.getByText(/No pending payments|pending payments?$/).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page, 'pending payment-gateway entries at 600 px');
});

test('a customer opens their payments and one order’s, from the menu', async ({ page, request }) => {
  const paid = await customerPaysOnline(request);
  await page.goto('/app/login');
  await dismissPopup(page);
  await logIn(page, paid.email, PASSWORD);
  await page.getByTestId('customer-menu').getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\/app\/payments$/);
  const card = page.getByRole('article', { name: /^Payment for Order / });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Paid');
  await expect(card).toContainText('Online (gateway)');
  expect(paiseOf(await card.getByTestId('payment-amount').textContent())).toBe(paid.amount);
  await expectAccessible(page, 'my payments');

  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/app/user/payments/${paid.orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Payments of order / })).toBeVisible();
  await expectAccessible(page, 'one order’s payments');
  // On a 600 px screen the page still fits.
  await page.setViewportSize({ width: 600, height: 900 });
  await expect(page.getByRole('link', { name: 'View the order' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByRole('link', { name: 'View the order' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/flight/order/${paid.orderId}$`));
});
