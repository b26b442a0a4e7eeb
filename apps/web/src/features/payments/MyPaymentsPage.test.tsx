import { type MyOrderPayments, type MyPayment, type MyRefund, PAYMENT_RECORDS_MSG } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MyPaymentsPage } from './MyPaymentsPage';
import { MyRefunds } from './MyRefunds';
import {
  answerWith,
  bodiesOf,
  LOADED,
  pageOf,
  renderRoutes,
  SIGNED_IN,
  stubFetchEachTest,
} from './payment-screens.harness';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const online: MyPayment = {
  id: 'FD3',
  orderId: 'FD3',
  orderReference: 'FLD-26-000003',
  amount: 480_000,
  method: 'gateway',
  state: 'paid',
  createdAt: '2026-11-24T01:00:00.000Z',
  settledAt: '2026-11-24T01:02:00.000Z',
};
const wallet: MyPayment = {
  ...online,
  id: 'FD4',
  orderId: 'FD4',
  orderReference: 'FLD-26-000004',
  amount: 120_000,
  method: 'wallet',
  state: 'pending',
  settledAt: null,
};
const order: MyOrderPayments = {
  order: {
    id: 'FD3',
    reference: 'FLD-26-000003',
    status: 'completed',
    amount: 480_000,
    productKind: 'fixedDeparture',
    createdAt: '2026-11-24T00:58:00.000Z',
  },
  payments: [online],
  refunds: [
    {
      id: 'r-3',
      amount: 80_000,
      method: 'gateway',
      state: 'sent',
      reason: 'one seat given back',
      createdAt: '2026-11-25T01:00:00.000Z',
      settledAt: null,
    },
  ],
};

const cardRefund: MyRefund = {
  id: 'r-9',
  orderId: 'FD9',
  orderReference: 'FLD-26-000009',
  productKind: 'flight',
  amount: 450_000,
  method: 'gateway',
  state: 'sent',
  reason: 'Your cancellation was completed',
  createdAt: '2026-11-26T05:00:00.000Z',
  settledAt: null,
};
const walletRefund: MyRefund = {
  ...cardRefund,
  id: 'r-8',
  orderId: 'FD8',
  orderReference: 'FLD-26-000008',
  productKind: 'fixedDeparture',
  amount: 200_000,
  method: 'wallet',
  state: 'settled',
  reason: 'Fixed departure cancelled (in full)',
  settledAt: '2026-11-26T05:00:00.000Z',
};

const PAGES = [
  { path: '/payments', element: <MyPaymentsPage /> },
  { path: '/user/payments/:orderId?', element: <MyPaymentsPage /> },
  { path: '/fixed-departures/order/:orderId', element: <p>fd order page</p> },
];

function show(
  path: string,
  records: MyPayment[],
  theOrder: MyOrderPayments | null = order,
  refunds: MyRefund[] = [],
) {
  answerWith(fetchMock, {
    'user/payments/list': () => ({ success: true, data: pageOf(records) }),
    'user/refunds/list': () => ({ success: true, data: pageOf(refunds) }),
    'user/payments/order': () =>
      theOrder
        ? { success: true, data: theOrder }
        : Response.json({ success: false, errorMessage: PAYMENT_RECORDS_MSG.orderNotFound }, { status: 404 }),
  });
  return renderRoutes(PAGES, path);
}

const fetchMock = stubFetchEachTest(SIGNED_IN);

describe('/payments', () => {
  it('shows a skeleton, then the user’s payments with order, amount, method, state and date', async () => {
    const router = show('/payments', [wallet, online]);
    // A skeleton each for the payments and the refunds.
    expect(await screen.findAllByRole('progressbar', { name: 'Loading' })).toHaveLength(2);
    const card = await screen.findByRole('article', { name: 'Payment for Order FLD-26-000003' }, LOADED);
    expect(within(card).getByText('Paid')).toBeTruthy();
    expect(within(card).getByTestId('payment-amount').textContent).toBe('₹4,800');
    expect(
      within(card).getByText('Online (gateway) · 24 Nov 2026, 06:30 · settled 24 Nov 2026, 06:32'),
    ).toBeTruthy();
    const other = screen.getByRole('article', { name: 'Payment for Order FLD-26-000004' });
    expect(within(other).getByText('Pending')).toBeTruthy();
    expect(within(other).getByText('Wallet · 24 Nov 2026, 06:30')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'user/payments/list')).toEqual([{ page: 1 }]);

    fireEvent.click(within(card).getByRole('link', { name: 'Order FLD-26-000003' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/payments/FD3'));
    expect(await screen.findByRole('heading', { name: 'Payments of order FLD-26-000003' })).toBeTruthy();
  });

  it('lists every refund, to the card or the wallet, with how far it got and its order (decision 0058)', async () => {
    const router = show('/payments', [online], order, [cardRefund, walletRefund]);
    const toCard = await screen.findByRole('article', { name: 'Refund of ₹4,500 to your card' }, LOADED);
    expect(within(toCard).getByText('Pending')).toBeTruthy();
    expect(within(toCard).getByText(/Your cancellation was completed · 26 Nov 2026/)).toBeTruthy();
    const toWallet = screen.getByRole('article', { name: 'Refund of ₹2,000 to your wallet' });
    expect(within(toWallet).getByText('Refunded 26 Nov 2026')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'user/refunds/list')).toEqual([{ page: 1 }]);
    // Each leads to its order on its product's page.
    fireEvent.click(within(toWallet).getByRole('link', { name: 'Order FLD-26-000008' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fixed-departures/order/FD8'));
  });

  it('says so when the user has paid nothing yet', async () => {
    show('/user/payments', []);
    expect(await screen.findByText(PAYMENT_RECORDS_MSG.myEmptyTitle, {}, LOADED)).toBeTruthy();
    expect(screen.getByText(PAYMENT_RECORDS_MSG.myEmptyBody)).toBeTruthy();
    expect(await screen.findByText(PAYMENT_RECORDS_MSG.refundsEmptyBody)).toBeTruthy();
  });
});

describe('/user/payments/:orderId', () => {
  it('shows the order’s payments and refunds, with a link to the order on its product’s page', async () => {
    const router = show('/user/payments/FD3', []);
    expect(await screen.findByRole('heading', { name: 'Payments of order FLD-26-000003' })).toBeTruthy();
    expect(bodiesOf(fetchMock, 'user/payments/order')).toEqual([{ orderId: 'FD3' }]);
    const paid = screen.getByRole('article', { name: 'Payment for Order FLD-26-000003' });
    expect(within(paid).getByText('Online (gateway)')).toBeTruthy();
    const refund = screen.getByRole('article', { name: 'Refund of ₹800 to your card' });
    expect(within(refund).getByText('Pending')).toBeTruthy();
    expect(within(refund).getByTestId('refund-amount').textContent).toBe('₹800');
    expect(within(refund).getByText(/one seat given back/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'View the order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fixed-departures/order/FD3'));
  });

  it('another user’s order (the server answers 404) is not found, with a way back', async () => {
    const router = show('/user/payments/NOT-MINE', [], null);
    expect(await screen.findByText(PAYMENT_RECORDS_MSG.orderNotFound, {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'All payments' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments'));
  });
});

describe('the wallet’s own refunds (decision 0058)', () => {
  it('asks only for refunds to the wallet, and says a card refund goes to the card', async () => {
    answerWith(fetchMock, { 'user/refunds/list': () => ({ success: true, data: pageOf([]) }) });
    renderRoutes(
      [
        {
          path: '/user/transactionHistory',
          element: <MyRefunds method="wallet" emptyMessage={PAYMENT_RECORDS_MSG.walletRefundsEmptyBody} />,
        },
      ],
      '/user/transactionHistory',
    );
    expect(await screen.findByText(PAYMENT_RECORDS_MSG.walletRefundsEmptyBody, {}, LOADED)).toBeTruthy();
    expect(bodiesOf(fetchMock, 'user/refunds/list')).toEqual([{ page: 1, method: 'wallet' }]);
  });
});
