import { ORDER_MSG, type OrderOutcome } from '@app/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { notify } from '../../ui/notify';
import { PaymentVerifyPage } from './PaymentVerifyPage';
import { PAYMENT_STATE_KEY, readPaymentState, savePaymentState } from './payment-state';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const outcome = (over: Partial<OrderOutcome>): OrderOutcome => ({
  orderId: 'o1',
  reference: 'FLD-26-000042',
  heldUntil: null,
  status: 'pending',
  amount: 650_000,
  message: '',
  searchId: 's1',
  showReturn: false,
  bookings: [],
  ...over,
});

/** Answers verifyPayment with each outcome in turn (the last one repeats); microtasks only, for fake timers. */
function serveVerify(...outcomes: OrderOutcome[]) {
  let call = 0;
  fetchMock.mockImplementation(async () => {
    const data = outcomes[Math.min(call, outcomes.length - 1)];
    call += 1;
    return { ok: true, status: 200, json: async () => ({ success: true, data }) } as Response;
  });
}
const verifyCalls = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes('phonepe/verifyPayment'));

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/phonepe/verify/:orderId?', element: <PaymentVerifyPage provider="phonepe" /> },
      { path: '/flight/order/:orderId', element: <p>order page</p> },
      { path: '/flight/bookingDetails/:searchId', element: <p>booking details</p> },
      { path: '/flight/bookingReview', element: <p>review</p> },
      { path: '/fixed-departures/order/:orderId', element: <p>fixed departure order</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Lets the pending answer land, then moves the clock on by ms. */
const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal('fetch', fetchMock);
  useAppStore.setState({ site: testSite, auth: { token: 't', user: testUser } });
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(notify.success).mockClear();
});

describe('payment verify page', () => {
  it('asks again 5 more times, 2 seconds apart, while pending, then says the payment failed', async () => {
    serveVerify(outcome({ status: 'pending' }));
    renderAt('/phonepe/verify/o1?transaction_id=T1');
    await tick(0);
    expect(verifyCalls()).toHaveLength(1);
    expect(screen.getByText('Confirming your payment…')).toBeTruthy();
    expect(screen.getByText('Attempt 1 of 6')).toBeTruthy();
    await tick(1999);
    expect(verifyCalls()).toHaveLength(1);
    await tick(1);
    expect(verifyCalls()).toHaveLength(2);
    for (let i = 0; i < 4; i += 1) await tick(2000);
    expect(verifyCalls()).toHaveLength(6);
    await tick(2000);
    expect(verifyCalls()).toHaveLength(6);
    expect(screen.getByText(ORDER_MSG.paymentFailed)).toBeTruthy();
    expect(JSON.parse(String(verifyCalls()[0]?.[1]?.body))).toEqual({ orderId: 'o1' });
  });

  it('opens the order’s confirmation with a success toast once the order completes', async () => {
    serveVerify(outcome({ status: 'processing' }), outcome({ status: 'completed' }));
    const router = renderAt('/phonepe/verify/o1');
    await tick(0);
    expect(router.state.location.pathname).toBe('/phonepe/verify/o1');
    await tick(2000);
    expect(router.state.location.pathname).toBe('/flight/order/o1');
    expect(notify.success).toHaveBeenCalledWith('Payment Successful');
  });

  it('opens the booking details with showReturn when the return leg is still to book, clearing the stored payment', async () => {
    savePaymentState({
      amount: 650_000,
      orderId: 'o7',
      expiryTime: new Date(Date.now() + 60_000).toISOString(),
      redirectTo: '/flight/bookingReview?searchId=s1&resultIndex=OB1',
    });
    serveVerify(outcome({ orderId: 'o7', status: 'completed', showReturn: true }));
    const router = renderAt('/phonepe/verify?transaction_id=T9');
    await tick(0);
    expect(JSON.parse(String(verifyCalls()[0]?.[1]?.body))).toEqual({ orderId: 'o7' });
    expect(router.state.location.pathname).toBe('/flight/bookingDetails/s1');
    expect(router.state.location.state).toEqual({ showReturn: true });
    expect(sessionStorage.getItem(PAYMENT_STATE_KEY)).toBeNull();
  });

  it('opens the failed order’s page, which can lead back to the review', async () => {
    savePaymentState({
      amount: 650_000,
      orderId: 'o1',
      expiryTime: new Date(Date.now() + 60_000).toISOString(),
      redirectTo: '/flight/bookingReview?searchId=s1&resultIndex=OB1',
      review: { searchId: 's1' },
    });
    serveVerify(outcome({ status: 'failed', message: ORDER_MSG.paymentUnsuccessful }));
    const router = renderAt('/phonepe/verify/o1');
    await tick(0);
    expect(router.state.location.pathname).toBe('/flight/order/o1');
    expect(router.state.location.state).toEqual({
      retry: { to: '/flight/bookingReview?searchId=s1&resultIndex=OB1', state: { searchId: 's1' } },
    });
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('opens a product’s own order page (a fixed departure has no flight order) with the outcome, paid or not', async () => {
    const fdPayment = {
      amount: 2_959_000,
      orderId: 'o9',
      expiryTime: new Date(Date.now() + 60_000).toISOString(),
      redirectTo: '/fixed-departures/d1/book?adt=2&chd=0&inf=0',
      review: { passengers: [{ firstName: 'Arjun' }] },
      orderPage: '/fixed-departures/order/o9',
    };
    for (const status of ['completed', 'failed'] as const) {
      savePaymentState(fdPayment);
      const done = outcome({ orderId: 'o9', status, searchId: '' });
      serveVerify(done);
      const router = renderAt('/phonepe/verify/o9');
      await tick(0);
      expect(router.state.location.pathname).toBe('/fixed-departures/order/o9');
      expect(router.state.location.state).toEqual({
        outcome: done,
        retry: { to: fdPayment.redirectTo, state: fdPayment.review },
      });
      cleanup();
    }
    expect(notify.success).toHaveBeenCalledTimes(1);
  });

  it('says so when no answer came, and offers the review and the order', async () => {
    savePaymentState({
      amount: 650_000,
      orderId: 'o1',
      expiryTime: new Date(Date.now() + 60_000).toISOString(),
      redirectTo: '/flight/bookingReview?searchId=s1&resultIndex=OB1',
    });
    fetchMock.mockImplementation(
      async () =>
        ({
          ok: false,
          status: 500,
          json: async () => ({ success: false, errorMessage: 'boom' }),
        }) as Response,
    );
    const router = renderAt('/phonepe/verify/o1');
    await tick(0);
    expect(screen.getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe(
      '/flight/order/o1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to booking review' }));
    await tick(0);
    expect(router.state.location.pathname).toBe('/flight/bookingReview');
  });

  it('treats a stored payment past its expiry as absent', () => {
    savePaymentState({
      amount: 1,
      orderId: 'old',
      expiryTime: new Date(Date.now() - 1).toISOString(),
      redirectTo: '/',
    });
    expect(readPaymentState()).toBeNull();
    renderAt('/phonepe/verify');
    expect(screen.getByText('No payment to confirm')).toBeTruthy();
    expect(verifyCalls()).toHaveLength(0);
  });
});
