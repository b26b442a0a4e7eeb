import {
  type FareQuote,
  type FlightResult,
  GATEWAY_MSG,
  ORDER_MSG,
  type PassengerInput,
  type UserType,
} from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { notify } from '../../ui/notify';
import { makeResult } from '../flights/test-fixtures';
import { BookingReviewPage } from './BookingReviewPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const passenger: PassengerInput = {
  title: 'Mr',
  firstName: 'Arjun',
  lastName: 'Mehta',
  paxType: 1,
  gender: 1,
  dateOfBirth: '1990-01-01',
  email: 'arjun@example.test',
  phoneCode: '+91',
  mobileNo: '9876543210',
  baggage: ['XB15'],
  meals: [''],
};

const bag = {
  code: 'XB15',
  description: '15 Kg extra',
  airlineCode: '6E',
  flightNumber: '2134',
  origin: 'DEL',
  destination: 'BOM',
  weight: 15,
  quantity: null,
  price: 150_000,
};

const quoteOf = (fare: FlightResult): FareQuote => ({
  fare,
  isPriceChanged: false,
  isTimeChanged: false,
  shownPrice: fare.publishedPrice,
});

function serve(fare: FlightResult, answers: Record<string, object> = {}) {
  const table: Record<string, object> = {
    'api/getPassengerViewOptions': {
      success: true,
      data: { countryList: [], phoneCodeList: [], fareRules: [], fareQuote: quoteOf(fare) },
    },
    'api/getSSR': { success: true, data: { baggage: [[bag]], meals: [[]] } },
    ...answers,
  };
  fetchMock.mockImplementation(async (input) => {
    const path = String(input).replace(/^\/api\//, '');
    const value = table[path] ?? { success: false, errorMessage: 'unexpected' };
    const status = (value as { success?: boolean }).success === false ? 400 : 200;
    return Response.json(value, { status });
  });
}

const signIn = (userType: UserType) =>
  useAppStore.setState({ site: testSite, auth: { token: 't', user: { ...testUser, userType } } });

function renderReview(state: unknown, fare: FlightResult) {
  const router = createMemoryRouter(
    [
      { path: '/flight/bookingReview', element: <BookingReviewPage /> },
      { path: '/flight/order/:orderId', element: <p>order page</p> },
    ],
    {
      initialEntries: [
        { pathname: '/flight/bookingReview', search: `?searchId=s1&resultIndex=${fare.resultIndex}`, state },
      ],
    },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const stateFor = (fare: FlightResult) => ({
  searchId: 's1',
  resultIndexes: [fare.resultIndex],
  passengers: [passenger],
  totalPayable: fare.publishedPrice + bag.price,
});

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(notify.success).mockClear();
});

describe('booking review page', () => {
  it('shows the trip, the passenger with extras and the fare summary with GST on the service fee', async () => {
    signIn('retail');
    const fare = makeResult({
      publishedFare: 500_000,
      publishedPrice: 523_600,
      markup: { ruleId: 'm', amount: 20_000 },
    });
    serve(fare);
    renderReview(stateFor(fare), fare);
    const summary = await screen.findByTestId('fare-summary', {}, { timeout: 3000 });
    const text = summary.textContent ?? '';
    // 5,000 fare + 1,500 baggage + 200 service fee + 36 GST on it.
    for (const part of [
      '₹5,000',
      'Extra baggage',
      '₹1,500',
      'Service fee',
      '₹200',
      'GST on service fee',
      '₹36',
      '₹6,736',
    ])
      expect(text).toContain(part);
    expect(screen.getByTestId('review-passenger').textContent).toContain('Mr Arjun Mehta');
    expect(screen.getByTestId('review-passenger').textContent).toContain('DEL → BOM: 15 Kg extra');
    expect(screen.getByTestId('trip-leg')).toBeTruthy();
    // A retail customer sees the total only, with no details switch.
    expect(screen.queryByLabelText('Show Details')).toBeNull();
    expect(screen.getByTestId('sale-summary').textContent).not.toContain('Total Fare');
    // Wallet is not offered to retail customers.
    expect(screen.queryByLabelText(/Wallet/)).toBeNull();
  });

  it('lets an agent without markup open the sale summary details', async () => {
    signIn('travelAgent');
    const fare = makeResult({
      publishedFare: 500_000,
      publishedPrice: 500_000,
      markup: { ruleId: null, amount: 0 },
    });
    serve(fare, {
      'wl/user/getWlUserWalletBalance': { success: true, data: { balance: 10_000_000, creditLimit: 0 } },
    });
    renderReview(stateFor(fare), fare);
    const toggle = await screen.findByLabelText('Show Details', {}, { timeout: 3000 });
    const sale = screen.getByTestId('sale-summary');
    expect(sale.textContent).not.toContain('TDS');
    fireEvent.click(toggle);
    for (const label of ['Total Fare', 'TDS', 'Discount', 'Total Payable'])
      expect(sale.textContent).toContain(label);
  });

  it('shows an agent the commission earned and charges the net payable, TDS deducted', async () => {
    useAppStore.setState({
      site: testSite,
      auth: { token: 't', user: { ...testUser, userType: 'travelAgent', isTdsDeductable: true } },
    });
    const fare = makeResult({
      publishedFare: 500_000,
      publishedPrice: 500_000,
      markup: { ruleId: null, amount: 0 },
      commissionEarned: 10_000,
    });
    serve(fare, {
      'wl/user/getWlUserWalletBalance': { success: true, data: { balance: 10_000_000, creditLimit: 0 } },
    });
    renderReview(stateFor(fare), fare);
    // ₹5,000 fare + ₹1,500 bag = ₹6,500; less ₹100 commission, plus ₹2 TDS on it.
    const net = await screen.findByTestId('net-payable', {}, { timeout: 3000 });
    expect(net.textContent).toContain('₹6,402');
    expect(screen.getByTestId('total-payable').textContent).toContain('₹6,500');
    expect(screen.getByTestId('fare-summary').textContent).toContain('Commission earned');
    expect(screen.getByRole('button', { name: 'Pay ₹6,402' })).toBeTruthy();
  });

  it('shows a retail buyer no commission, whatever the fare carries', async () => {
    signIn('retail');
    const fare = makeResult({ commissionEarned: 10_000 });
    serve(fare);
    renderReview(stateFor(fare), fare);
    await screen.findByTestId('total-payable', {}, { timeout: 3000 });
    expect(screen.queryByTestId('net-payable')).toBeNull();
    expect(screen.getByTestId('fare-summary').textContent).not.toContain('Commission');
  });

  it('disables the wallet with the reason when the balance is too low', async () => {
    signIn('travelAgent');
    const fare = makeResult({
      publishedFare: 500_000,
      publishedPrice: 500_000,
      markup: { ruleId: null, amount: 0 },
    });
    serve(fare, {
      'wl/user/getWlUserWalletBalance': { success: true, data: { balance: 100_000, creditLimit: 0 } },
    });
    renderReview(stateFor(fare), fare);
    const wallet = await screen.findByLabelText(/Wallet \(balance ₹1,000\)/, {}, { timeout: 3000 });
    expect((wallet as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('wallet-low').textContent).toContain('not enough for this booking of ₹6,500');
    expect((screen.getByLabelText('Pay online') as HTMLInputElement).checked).toBe(true);
  });

  it('offers no online payment where the site takes none, says so and shows the bank account', async () => {
    signIn('retail');
    const fare = makeResult();
    serve(fare, {
      'payment/getActiveGateway': {
        success: true,
        data: { provider: 'none', name: 'No online payments', mode: 'test' },
      },
      'whitelabel/getBankDetails': {
        success: true,
        data: {
          accountName: 'Flight Deals',
          accountNumber: '123456789012',
          ifsc: 'HDFC0001234',
          bankName: 'HDFC Bank',
          branch: 'MG Road',
          upiId: null,
        },
      },
    });
    renderReview(stateFor(fare), fare);
    expect((await screen.findByTestId('no-online-payments', {}, { timeout: 3000 })).textContent).toBe(
      GATEWAY_MSG.noOnlinePayments,
    );
    expect(screen.queryByLabelText('Pay online')).toBeNull();
    expect(await screen.findByTestId('bank-details')).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Pay / }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lets an agent whose credit line covers a short balance pay from the wallet', async () => {
    signIn('travelAgent');
    const fare = makeResult({
      publishedFare: 500_000,
      publishedPrice: 500_000,
      markup: { ruleId: null, amount: 0 },
    });
    serve(fare, {
      'wl/user/getWlUserWalletBalance': { success: true, data: { balance: 100_000, creditLimit: 1_000_000 } },
    });
    renderReview(stateFor(fare), fare);
    const wallet = await screen.findByLabelText(
      'Wallet (balance ₹1,000, credit line ₹10,000)',
      {},
      { timeout: 3000 },
    );
    expect((wallet as HTMLInputElement).disabled).toBe(false);
    expect((wallet as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('wallet-low')).toBeNull();
  });

  it('names the credit line when even balance and credit fall short', async () => {
    signIn('travelAgent');
    const fare = makeResult({
      publishedFare: 500_000,
      publishedPrice: 500_000,
      markup: { ruleId: null, amount: 0 },
    });
    serve(fare, {
      'wl/user/getWlUserWalletBalance': { success: true, data: { balance: 100_000, creditLimit: 200_000 } },
    });
    renderReview(stateFor(fare), fare);
    const wallet = await screen.findByLabelText(
      /Wallet \(balance ₹1,000, credit line ₹2,000\)/,
      {},
      { timeout: 3000 },
    );
    expect((wallet as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('wallet-low').textContent).toContain(
      'Your wallet balance of ₹1,000 and credit line of ₹2,000 are not enough for this booking of ₹6,500',
    );
    expect((screen.getByLabelText('Pay online') as HTMLInputElement).checked).toBe(true);
  });

  it('hides the wallet when its balance cannot be read', async () => {
    signIn('corporate');
    const fare = makeResult();
    serve(fare);
    renderReview(stateFor(fare), fare);
    await screen.findByLabelText('Pay online', {}, { timeout: 3000 });
    expect(screen.queryByLabelText(/Wallet/)).toBeNull();
  });

  it('pays from the wallet and opens the order’s confirmation', async () => {
    signIn('travelAgent');
    const fare = makeResult({
      publishedFare: 500_000,
      publishedPrice: 500_000,
      markup: { ruleId: null, amount: 0 },
    });
    serve(fare, {
      'wl/user/getWlUserWalletBalance': { success: true, data: { balance: 10_000_000, creditLimit: 0 } },
      'api/setFlightDetails': {
        success: true,
        data: { amount: 650_000, orderId: 'o1', isPayingOnline: false, expiryTime: '2999-01-01T00:00:00Z' },
      },
      'api/payments/orderSuccessCallback': {
        success: true,
        data: {
          orderId: 'o1',
          reference: 'FLD-26-000042',
          heldUntil: null,
          status: 'completed',
          amount: 650_000,
          message: '',
          searchId: 's1',
          showReturn: false,
          bookings: [],
        },
      },
    });
    const router = renderReview(stateFor(fare), fare);
    const wallet = await screen.findByLabelText(/Wallet/, {}, { timeout: 3000 });
    await waitFor(() => expect((wallet as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flight/order/o1'));
    expect(notify.success).toHaveBeenCalledWith('Payment Successful');
    const order = fetchMock.mock.calls.find(([input]) => String(input).includes('setFlightDetails'));
    expect(JSON.parse(String(order?.[1]?.body))).toMatchObject({
      paymentMethod: 'wallet',
      holdBooking: false,
      searchId: 's1',
    });
  });

  it('opens the failed order’s page, with a way back to this review', async () => {
    signIn('travelAgent');
    const fare = makeResult({
      publishedFare: 500_000,
      publishedPrice: 500_000,
      markup: { ruleId: null, amount: 0 },
    });
    const refund =
      'The airline could not issue your ticket (sold out). Your payment has been refunded to your wallet.';
    serve(fare, {
      'wl/user/getWlUserWalletBalance': { success: true, data: { balance: 10_000_000, creditLimit: 0 } },
      'api/setFlightDetails': {
        success: true,
        data: { amount: 650_000, orderId: 'o1', isPayingOnline: false, expiryTime: '2999-01-01T00:00:00Z' },
      },
      'api/payments/orderSuccessCallback': {
        success: true,
        data: {
          orderId: 'o1',
          reference: 'FLD-26-000042',
          heldUntil: null,
          status: 'failed',
          amount: 650_000,
          message: refund,
          searchId: 's1',
          showReturn: false,
          bookings: [],
        },
      },
    });
    const router = renderReview(stateFor(fare), fare);
    const wallet = await screen.findByLabelText(/Wallet/, {}, { timeout: 3000 });
    await waitFor(() => expect((wallet as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flight/order/o1'));
    expect(router.state.location.state).toEqual({
      retry: {
        to: `/flight/bookingReview?searchId=s1&resultIndex=${fare.resultIndex}`,
        state: stateFor(fare),
      },
    });
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('holds without asking how to pay, charges nothing and opens the held booking', async () => {
    useAppStore.setState({
      site: testSite,
      auth: { token: 't', user: { ...testUser, userType: 'travelAgent', isFlightHoldAllowed: true } },
    });
    const gds = makeResult({ isLcc: false });
    serve(gds, {
      'wl/user/getWlUserWalletBalance': { success: true, data: { balance: 10_000_000, creditLimit: 0 } },
      'api/setFlightDetails': {
        success: true,
        data: { amount: 650_000, orderId: 'o3', isPayingOnline: false, expiryTime: '2999-01-01T00:00:00Z' },
      },
      'api/payments/orderSuccessCallback': {
        success: true,
        data: {
          orderId: 'o3',
          reference: 'FLD-26-000043',
          heldUntil: '2999-01-01T00:00:00Z',
          status: 'held',
          amount: 650_000,
          message: ORDER_MSG.held,
          searchId: 's1',
          showReturn: false,
          bookings: [],
        },
      },
    });
    const router = renderReview(stateFor(gds), gds);
    fireEvent.click(await screen.findByLabelText(/Hold booking/, {}, { timeout: 3000 }));
    expect(screen.queryByLabelText('Pay online')).toBeNull();
    expect(screen.getByTestId('hold-note').textContent).toContain('Nothing is charged now');
    fireEvent.click(screen.getByRole('button', { name: 'Hold booking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flight/order/o3'));
    expect(notify.success).not.toHaveBeenCalledWith('Payment Successful');
    const order = fetchMock.mock.calls.find(([input]) => String(input).includes('setFlightDetails'));
    expect(JSON.parse(String(order?.[1]?.body))).toMatchObject({ holdBooking: true });
  });

  it('offers to hold only GDS fares, and only to users allowed to hold', async () => {
    useAppStore.setState({
      site: testSite,
      auth: { token: 't', user: { ...testUser, userType: 'retail', isFlightHoldAllowed: true } },
    });
    const gds = makeResult({ isLcc: false });
    serve(gds);
    renderReview(stateFor(gds), gds);
    fireEvent.click(await screen.findByLabelText(/Hold booking/, {}, { timeout: 3000 }));
    expect(screen.getByRole('button', { name: 'Hold booking' })).toBeTruthy();
    cleanup();
    const lcc = makeResult({ isLcc: true });
    serve(lcc);
    renderReview(stateFor(lcc), lcc);
    await screen.findByLabelText('Pay online', {}, { timeout: 3000 });
    expect(screen.queryByLabelText(/Hold booking/)).toBeNull();
  });

  it('explains a reload without passenger details and links back to them', async () => {
    signIn('retail');
    const fare = makeResult({ resultIndex: 'OB9' });
    serve(fare);
    renderReview(null, fare);
    expect(screen.getByText('Nothing to review yet')).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to passenger details' });
    expect(back.getAttribute('href')).toBe('/flight/passengerDetails/s1?resultIndex=OB9');
  });
});
