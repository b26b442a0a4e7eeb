import { FLIGHT_TRANSACTIONS_MSG, type FlightTransaction, type FlightTransactionList } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router';
import { bodiesOf, renderRoutes, SIGNED_IN, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { FlightTransactionsPage } from './FlightTransactionsPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const order: FlightTransaction = {
  orderId: 'FD7',
  reference: 'FLD-26-000007',
  status: 'completed',
  amount: 650_000,
  createdAt: '2026-11-24T04:30:00.000Z',
  legs: [{ origin: 'DEL', destination: 'BOM', departureTime: '2026-12-12T07:10:00', airlineCode: '6E' }],
  passengerCount: 2,
  pnrs: ['QX7P2L'],
  payments: [
    {
      id: 'FD7',
      orderId: 'FD7',
      orderReference: 'FLD-26-000007',
      amount: 650_000,
      method: 'gateway',
      state: 'paid',
      createdAt: '2026-11-24T04:31:00.000Z',
      settledAt: '2026-11-24T04:32:00.000Z',
    },
  ],
  refunds: [
    {
      id: 'r-1',
      amount: 200_000,
      method: 'gateway',
      state: 'settled',
      reason: 'Your cancellation was completed',
      createdAt: '2026-11-25T04:30:00.000Z',
      settledAt: '2026-11-25T05:30:00.000Z',
    },
  ],
  paid: 650_000,
  refunded: 200_000,
};
const pageOf = (records: FlightTransaction[], totalRecords = records.length): FlightTransactionList => ({
  records,
  totalRecords,
  totalPages: Math.max(1, Math.ceil(totalRecords / 10)),
  currentPage: 1,
  totalIsCapped: false,
  totals: { orders: totalRecords, paid: 650_000, refunded: 200_000, net: 450_000 },
});

const fetchMock = stubFetchEachTest(SIGNED_IN);
const PATH = 'reports/flightTransactions';
/** A busy machine may take a while to render the first answer. */
const LOADED = { timeout: 15_000 };
const open = () =>
  renderRoutes(
    [
      { path: '/flight/transaction', element: <FlightTransactionsPage /> },
      { path: '/flight/order/:orderId', element: <p>order page</p> },
    ],
    '/flight/transaction',
  );

describe('/flight/transaction', () => {
  it('is a signed-in page of its own, behind the flights module', () => {
    const matched = matchRoutes(routes, '/flight/transaction') ?? [];
    expect(matched.at(-1)?.route.path).toBe('flight/transaction');
    const guards = matched
      .map((m) => m.route.element)
      .filter(isValidElement<{ module?: string; access?: string }>);
    expect(guards.some((e) => e.props.module === 'flights')).toBe(true);
    expect(guards.some((e) => e.props.access === 'user')).toBe(true);
  });

  it('shows a skeleton, then the totals and each order with its trip, payments and refunds', async () => {
    serveCalls(fetchMock, { [PATH]: () => Response.json({ success: true, data: pageOf([order]) }) });
    open();
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Order FLD-26-000007' }, LOADED);
    const totals = screen.getByLabelText('Totals');
    expect(within(totals).getByText('₹4,500')).toBeTruthy();
    expect(within(totals).getByText('₹6,500')).toBeTruthy();
    expect(within(card).getByText('Completed')).toBeTruthy();
    expect(within(card).getByTestId('order-amount').textContent).toBe('₹6,500');
    expect(within(card).getByText(/DEL → BOM Sat,12 Dec 2026 · 2 passengers · PNR QX7P2L/)).toBeTruthy();
    const lines = within(within(card).getByRole('list', { name: 'Payments and refunds' })).getAllByRole(
      'listitem',
    );
    expect(lines[0]?.textContent).toContain('Payment · Online (gateway)');
    expect(lines[0]?.textContent).toContain('₹6,500');
    expect(lines[1]?.textContent).toContain('Refund to your card · Your cancellation was completed');
    // In the words every page uses for a refund (decision 0058).
    expect(lines[1]?.textContent).toContain('Refunded 25 Nov 2026');
    expect(lines[1]?.textContent).toContain('−₹2,000');
    fireEvent.click(within(card).getByRole('link', { name: 'Order FLD-26-000007' }));
    expect(await screen.findByText('order page')).toBeTruthy();
  });

  it('asks for the days and status chosen from page 1, and pages', async () => {
    serveCalls(fetchMock, {
      [PATH]: (body) =>
        Response.json({ success: true, data: { ...pageOf([order], 12), currentPage: body.page } }),
    });
    open();
    await screen.findByRole('article', undefined, LOADED);
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(bodiesOf(fetchMock, PATH).at(-1)).toEqual({ page: 2 }));
    fireEvent.change(screen.getByLabelText('Ordered from'), { target: { value: '01/11/2026' } });
    fireEvent.change(screen.getByLabelText('Ordered to'), { target: { value: '30/11/2026' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, PATH).at(-1)).toEqual({
        page: 1,
        fromDate: '2026-11-01',
        toDate: '2026-11-30',
        status: 'failed',
      }),
    );
  });

  it('says when there is nothing yet, and when nothing matches the filters', async () => {
    serveCalls(fetchMock, { [PATH]: () => Response.json({ success: true, data: pageOf([]) }) });
    open();
    expect(await screen.findByText(FLIGHT_TRANSACTIONS_MSG.emptyBody, undefined, LOADED)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(FLIGHT_TRANSACTIONS_MSG.emptyFiltered)).toBeTruthy();
  });
});
