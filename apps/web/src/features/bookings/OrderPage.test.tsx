import { ORDER_MSG, type OrderView } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { makeResult } from '../flights/test-fixtures';
import { factsOf } from './e-ticket-fixtures';
import { OrderPage } from './OrderPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const fare = makeResult({ publishedPrice: 529_817 });

/** A leg of the order: ticketed with its e-ticket unless said otherwise. */
const leg = (over: Partial<OrderView['bookings'][number]> = {}): OrderView['bookings'][number] => ({
  bookingId: 'b1',
  legIndex: 0,
  pnr: 'PNR042',
  status: 'ticketed',
  slug: 'c2x1Zw==',
  facts: factsOf(),
  ...over,
});
const failedLeg = leg({ pnr: null, status: 'failed', slug: null, facts: factsOf({ state: 'failed' }) });
const heldLeg = leg({ status: 'held', slug: null, facts: factsOf({ state: 'held' }) });

const order = (over: Partial<OrderView>): OrderView => ({
  orderId: 'FD0123',
  reference: 'FLD-26-000042',
  searchId: 's1',
  status: 'completed',
  message: ORDER_MSG.paymentSuccessful,
  amount: 529_817,
  expiryTime: '2026-11-23T10:15:00.000Z',
  isPayingOnline: false,
  paymentMethod: 'wallet',
  heldUntil: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  money: { charged: 529_817, refunded: 0, refundedTo: null },
  contactEmail: 'lead@example.test',
  fares: [fare],
  fareSummary: {
    totalFare: 494_517,
    commissionEarned: 0,
    markup: 29_900,
    gstOnMarkup: 5_400,
    tds: 0,
    discount: 0,
    totalPayable: 529_817,
    totalPayableAmt: 529_817,
    currency: 'INR',
    baggagePrice: 0,
    mealPrice: 0,
    txnFee: 0,
    userMergeTxnFeeTaxes: false,
  },
  passengers: [{ title: 'Mr', firstName: 'Arjun', lastName: 'Mehta', paxType: 1 }],
  bookings: [leg()],
  refunds: [],
  events: [],
  ...over,
});

const bodies = (path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

function serve(view: OrderView, answers: Record<string, object> = {}) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input).replace(/^\/api\//, '');
    if (path === 'api/getFlightDetails') return Response.json({ success: true, data: view });
    const answer = answers[path];
    return answer
      ? Response.json(answer)
      : Response.json({ success: false, errorMessage: 'unexpected' }, { status: 400 });
  });
}

function renderAt(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/flight/order/:orderId', element: <OrderPage /> },
      { path: '/flight/bookingReview', element: <p>review</p> },
    ],
    { initialEntries: [{ pathname: '/flight/order/FD0123', state }] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useAppStore.setState({ site: testSite, auth: { token: 't', user: testUser } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('order page', () => {
  it('confirms what was bought: reference, PNR, amount, e-ticket and invoice, where the copy went', async () => {
    serve(order({}));
    renderAt();
    // The file's first render also loads the page's modules: slow on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Order FLD-26-000042' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Your booking is confirmed.')).toBeTruthy();
    expect(screen.getByTestId('confirmed-pnr').textContent).toBe('PNR042');
    expect(screen.getByTestId('amount-paid').textContent).toBe('Amount paid: ₹5,298.17');
    expect(screen.getByRole('link', { name: 'E-ticket' }).getAttribute('href')).toBe(
      '/flight/eTicket/c2x1Zw%3D%3D',
    );
    expect(screen.getByRole('link', { name: 'Print' }).getAttribute('href')).toBe(
      '/flight/eTicket/c2x1Zw%3D%3D?print=1',
    );
    expect(screen.getByRole('button', { name: 'GST invoice' })).toBeTruthy();
    expect(screen.getByTestId('copy-sent').textContent).toBe('A copy is on its way to lead@example.test.');
    expect(screen.getByText('Mr Arjun Mehta')).toBeTruthy();
    expect(screen.getAllByTestId('trip-leg')).toHaveLength(1);
    // Nothing owed back: no refunds section at all.
    expect(screen.queryByRole('heading', { name: 'Refunds' })).toBeNull();
  });

  it('shows each refund: how much, where it goes, how far it got in the buyer’s words, and why', async () => {
    serve(
      order({
        status: 'failed',
        message: 'The airline could not issue your ticket.',
        paymentMethod: 'gateway',
        money: { charged: 0, refunded: 529_817, refundedTo: 'gateway' },
        bookings: [failedLeg],
        refunds: [
          {
            id: 'r1',
            amount: 100_000,
            method: 'wallet',
            state: 'settled',
            reason: 'Returned by our team',
            createdAt: '2026-11-23T10:05:00.000Z',
            // 20:00 UTC is the next day in India: the date is the site's.
            settledAt: '2026-11-23T20:00:00.000Z',
          },
          {
            id: 'r2',
            amount: 329_817,
            method: 'gateway',
            state: 'sent',
            reason: 'The airline could not issue the ticket',
            createdAt: '2026-11-23T10:06:00.000Z',
            settledAt: null,
          },
          {
            id: 'r3',
            amount: 100_000,
            method: 'gateway',
            state: 'failed',
            reason: 'Your cancellation was completed',
            createdAt: '2026-11-23T10:07:00.000Z',
            settledAt: null,
          },
        ],
      }),
    );
    renderAt();
    const section = (await screen.findByRole('heading', { name: 'Refunds' })).closest('section');
    if (!section) throw new Error('no refunds section');
    const rows = within(section).getAllByTestId('order-refund');
    expect(rows.map((row) => row.textContent)).toEqual([
      '₹1,000 to your walletRefunded 24 Nov 2026Returned by our team · 23 Nov 2026',
      '₹3,298.17 to your cardPendingThe airline could not issue the ticket · 23 Nov 2026',
      '₹1,000 to your cardDelayed: our team is on itYour cancellation was completed · 23 Nov 2026',
    ]);
  });

  it('never says a cancelled booking is confirmed: it says cancelled, where the money went and how far it got (decision 0058)', async () => {
    const refund = {
      id: 'r1',
      amount: 480_000,
      method: 'gateway' as const,
      state: 'settled' as const,
      reason: 'Your cancellation was completed',
      createdAt: '2026-11-25T10:00:00.000Z',
      settledAt: '2026-11-25T10:05:00.000Z',
    };
    serve(
      order({
        paymentMethod: 'gateway',
        bookings: [
          leg({
            status: 'cancelled',
            facts: factsOf({
              state: 'cancelled',
              cancelled: 'all',
              refunds: [{ method: 'gateway', state: 'settled', amount: 480_000 }],
            }),
          }),
        ],
        refunds: [refund],
      }),
    );
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Booking cancelled' })).toBeTruthy();
    expect(screen.getByTestId('order-headline').textContent).toBe(
      'Your booking is cancelled. It is refunded to your card.',
    );
    expect(screen.queryByText('Your booking is confirmed.')).toBeNull();
    expect(screen.getByTestId('leg-standing').textContent).toBe('Cancelled · Refunded to card');
    // Its e-ticket still opens: it says it is cancelled.
    expect(screen.getByRole('link', { name: 'E-ticket' })).toBeTruthy();
    const refunds = within(
      screen.getByRole('heading', { name: 'Refunds' }).closest('section') as HTMLElement,
    );
    expect(refunds.getByRole('article', { name: 'Refund of ₹4,800 to your card' }).textContent).toContain(
      'Refunded 25 Nov 2026',
    );
  });

  it('says a cancellation is waiting for review, and what a declined one left', async () => {
    serve(
      order({
        bookings: [leg({ status: 'changeRequested', facts: factsOf({ asked: 'review' }) })],
      }),
    );
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Cancellation requested' })).toBeTruthy();
    expect(screen.getByTestId('order-headline').textContent).toBe(
      'Your cancellation is waiting for our team’s review.',
    );
    expect(screen.getByTestId('leg-standing').textContent).toBe('Cancellation awaiting review');
  });

  it('shows the history the server sends staff, in words, with the money a line moves', async () => {
    serve(
      order({
        events: [
          { at: '2026-11-23T10:01:00.000Z', event: 'pay', toStatus: 'processing', note: null, amount: null },
          {
            at: '2026-11-23T10:01:05.000Z',
            event: 'item:unconfirmed',
            toStatus: null,
            note: 'DEL → BOM: Ticket took longer than 10000 ms; asking the airline',
            amount: null,
          },
          {
            at: '2026-11-23T10:02:00.000Z',
            event: 'refund:settled',
            toStatus: null,
            note: 'to the wallet: the airline did not issue the ticket',
            amount: 529_817,
          },
        ],
      }),
    );
    renderAt();
    expect(await screen.findByRole('heading', { name: 'History' })).toBeTruthy();
    expect(screen.getAllByTestId('order-event').map((e) => e.textContent)).toEqual([
      expect.stringContaining('Paid'),
      expect.stringContaining('Ticket not confirmed'),
      expect.stringMatching(/Refund paid · ₹5,298.17.*to the wallet/),
    ]);
  });

  it('says what happened to a failed order, its id, that no money was taken, and leads back to the review', async () => {
    serve(
      order({
        status: 'failed',
        message: ORDER_MSG.paymentUnsuccessful,
        money: { charged: 0, refunded: 0, refundedTo: null },
        bookings: [],
      }),
    );
    const router = renderAt({
      retry: { to: '/flight/bookingReview?searchId=s1', state: { searchId: 's1' } },
    });
    expect((await screen.findByTestId('order-message')).textContent).toBe('Payment unsuccessful');
    expect(screen.getByTestId('order-money').textContent).toBe('No money was taken.');
    expect(screen.getByText(/Quote order FLD-26-000042 \(id FD0123\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to booking review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flight/bookingReview'));
    expect(router.state.location.state).toEqual({ searchId: 's1' });
  });

  it('says where the money went when the airline failed after payment', async () => {
    serve(
      order({
        status: 'failed',
        message:
          'The airline could not issue your ticket (sold out). Your payment has been refunded to your wallet.',
        money: { charged: 0, refunded: 529_817, refundedTo: 'wallet' },
        bookings: [failedLeg],
      }),
    );
    renderAt();
    expect((await screen.findByTestId('order-money')).textContent).toBe(
      'No money was kept: ₹5,298.17 has been refunded to your wallet.',
    );
  });

  it('lets an agent ticket a hold from the wallet when the credit line covers a short balance', async () => {
    useAppStore.setState({
      site: testSite,
      auth: { token: 't', user: { ...testUser, userType: 'travelAgent' } },
    });
    const heldUntil = new Date(Date.now() + 86_400_000).toISOString();
    serve(
      order({
        status: 'held',
        message: ORDER_MSG.held,
        heldUntil,
        money: { charged: 0, refunded: 0, refundedTo: null },
        bookings: [heldLeg],
      }),
      {
        'wl/user/getWlUserWalletBalance': {
          success: true,
          data: { balance: 100_000, creditLimit: 1_000_000 },
        },
      },
    );
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Ticket now' }));
    const pay = await screen.findByRole('dialog', { name: 'Ticket booking FLD-26-000042' });
    const wallet = await within(pay).findByLabelText('Wallet (balance ₹1,000, credit line ₹10,000)');
    expect((wallet as HTMLInputElement).disabled).toBe(false);
    expect((wallet as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(pay).getByRole('button', { name: 'Pay ₹5,298.17 and ticket' }));
    await waitFor(() =>
      expect(bodies('api/ticketHeldOrder')).toEqual([{ orderId: 'FD0123', paymentMethod: 'wallet' }]),
    );
  });

  it('shows a hold with its time limit counting down, nothing charged, Ticket now and Release', async () => {
    const heldUntil = new Date(Date.now() + (2 * 86_400 + 3 * 3600) * 1000).toISOString();
    serve(
      order({
        status: 'held',
        message: ORDER_MSG.held,
        heldUntil,
        money: { charged: 0, refunded: 0, refundedTo: null },
        bookings: [heldLeg],
      }),
      {
        'api/releaseFlight': {
          success: true,
          message: 'Booking released. Nothing was charged.',
          data: { bookingId: 'b1', status: 'released' },
        },
      },
    );
    renderAt();
    expect((await screen.findByTestId('held-until')).textContent).toMatch(
      /^Booking held until \w{3},\d{2} \w{3} \d{4} \d{2}:\d{2}$/,
    );
    expect(screen.getByTestId('hold-time-left').textContent).toMatch(
      /^2 days 0[23]:\d{2}:\d{2} left to ticket it$/,
    );
    expect(screen.getByText(/Nothing has been charged/)).toBeTruthy();
    expect(screen.getByTestId('order-pnrs').textContent).toBe('Airline PNR PNR042');

    fireEvent.click(screen.getByRole('button', { name: 'Ticket now' }));
    const pay = await screen.findByRole('dialog', { name: 'Ticket booking FLD-26-000042' });
    expect(within(pay).getByTestId('ticket-now-amount').textContent).toBe(
      'Pay ₹5,298.17 to ticket this booking now.',
    );
    fireEvent.click(within(pay).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Release' }));
    const confirm = await screen.findByRole('dialog', { name: 'Release this booking?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(bodies('api/releaseFlight')).toEqual([{ bookingId: 'b1' }]));
  });
});
