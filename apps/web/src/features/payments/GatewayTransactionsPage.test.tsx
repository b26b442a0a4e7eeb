import { type GatewayTransaction, PAYMENT_RECORDS_MSG } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequirePermission } from '../../app/RequirePermission';
import { GatewayTransactionsPage } from './GatewayTransactionsPage';
import {
  answerWith,
  bodiesOf,
  guardOf,
  LOADED,
  pageOf,
  renderRoutes,
  STAFF,
  stubFetchEachTest,
} from './payment-screens.harness';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const payment: GatewayTransaction = {
  kind: 'payment',
  id: 'FD1',
  orderId: 'FD1',
  orderReference: 'FLD-26-000042',
  customer: { id: 'u-9', name: 'Meera Iyer', email: 'meera@example.test' },
  amount: 525_050,
  state: 'paid',
  provider: 'phonepe',
  gatewayReference: 'T2611',
  createdAt: '2026-11-24T01:00:00.000Z',
  settledAt: '2026-11-24T01:05:00.000Z',
};
const refund: GatewayTransaction = {
  ...payment,
  kind: 'refund',
  id: 'r-1',
  amount: 100_000,
  state: 'settled',
  gatewayReference: 'RFD1',
  createdAt: '2026-11-25T01:00:00.000Z',
};
const totals = { paid: 525_050, refunded: 100_000, net: 425_050 };

function showList(records: GatewayTransaction[], totalRecords = records.length) {
  answerWith(
    fetchMock,
    {
      'staff/payments/list': () => ({ success: true, data: { ...pageOf(records, totalRecords), totals } }),
      'staff/payments/export': () => new Response(new Blob(['xlsx'])),
    },
    ['payments.view'],
  );
  return renderRoutes(
    [
      {
        path: '/flight/payments',
        element: (
          <RequirePermission permission="payments.view">
            <GatewayTransactionsPage />
          </RequirePermission>
        ),
      },
      { path: '/flight/order/:orderId', element: <p>order page</p> },
      { path: '/403', element: <p>forbidden</p> },
    ],
    '/flight/payments',
  );
}

const fetchMock = stubFetchEachTest(STAFF);
afterEach(() => vi.restoreAllMocks());

describe('/flight/payments', () => {
  it('is routed behind payments.view', () => {
    expect(guardOf('/flight/payments')).toBe('payments.view');
  });

  it('shows a skeleton, then each payment and refund with its order, customer, state and amount, and the totals', async () => {
    const router = showList([refund, payment]);
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    const paid = await screen.findByRole('article', { name: 'Payment FLD-26-000042' }, LOADED);
    expect(within(paid).getByText('Paid')).toBeTruthy();
    expect(within(paid).getByTestId('entry-amount').textContent).toBe('₹5,250.50');
    expect(within(paid).getByText('Meera Iyer · meera@example.test')).toBeTruthy();
    // On the site's clock (India): 01:00 UTC is 06:30.
    expect(
      within(paid).getByText(/^24 Nov 2026, 06:30 · settled 24 Nov 2026, 06:35 · phonepe · ref T2611$/),
    ).toBeTruthy();
    const back = screen.getByRole('article', { name: 'Refund FLD-26-000042' });
    expect(within(back).getByText('Settled')).toBeTruthy();
    expect(within(back).getByTestId('entry-amount').textContent).toBe('−₹1,000');
    const sums = screen.getByRole('group', { name: 'Totals' });
    expect(within(sums).getByRole('status').textContent).toBe('2');
    expect(within(sums).getByTestId('total-paid').textContent).toBe('₹5,250.50');
    expect(within(sums).getByTestId('total-refunded').textContent).toBe('₹1,000');
    expect(within(sums).getByTestId('total-net').textContent).toBe('₹4,250.50');
    expect(bodiesOf(fetchMock, 'staff/payments/list')).toEqual([{ page: 1 }]);

    fireEvent.click(within(paid).getByRole('link', { name: 'Order FLD-26-000042' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flight/order/FD1'));
  });

  it('filters by dates, status, customer and order reference, and exports with the same filters', async () => {
    const createObjectURL = vi.fn(() => 'blob:sheet');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    showList([payment], 45);
    await screen.findByRole('article', { name: 'Payment FLD-26-000042' }, LOADED);
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'staff/payments/list').at(-1)).toEqual({ page: 2 }));

    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '01/11/2026' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '30/11/2026' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Paid' }));
    fireEvent.change(screen.getByLabelText('Customer name or e-mail'), { target: { value: ' meera ' } });
    fireEvent.change(screen.getByLabelText('Order reference'), { target: { value: 'FLD-26' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const chosen = {
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      status: 'paid',
      customer: 'meera',
      orderReference: 'FLD-26',
    };
    // New filters start again from the first page.
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'staff/payments/list').at(-1)).toEqual({ page: 1, ...chosen }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const exported = fetchMock.mock.calls.map(([input]) => String(input)).find((u) => u.includes('/export'));
    expect(Object.fromEntries(new URL(exported ?? '', 'http://x').searchParams)).toEqual(chosen);
  });

  it('refuses a range that ends before it starts, without asking the server', async () => {
    showList([payment]);
    await screen.findByRole('article', { name: 'Payment FLD-26-000042' }, LOADED);
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '10/03/2026' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '09/03/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(PAYMENT_RECORDS_MSG.dateOrder, {}, LOADED)).toBeTruthy();
    expect(bodiesOf(fetchMock, 'staff/payments/list')).toHaveLength(1);
  });

  it('says so when there is nothing yet, with zero totals', async () => {
    showList([]);
    expect(await screen.findByText(PAYMENT_RECORDS_MSG.emptyTitle, {}, LOADED)).toBeTruthy();
    expect(screen.getByText(PAYMENT_RECORDS_MSG.emptyBody)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Totals' })).toBeTruthy();
  });

  it('sends staff without payments.view to /403 without asking for the record', async () => {
    answerWith(fetchMock, {}, ['wallets.view']);
    const router = renderRoutes(
      [
        {
          path: '/flight/payments',
          element: (
            <RequirePermission permission="payments.view">
              <GatewayTransactionsPage />
            </RequirePermission>
          ),
        },
        { path: '/403', element: <p>forbidden</p> },
      ],
      '/flight/payments',
    );
    expect(await screen.findByText('forbidden')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/403');
    expect(bodiesOf(fetchMock, 'staff/payments/list')).toEqual([]);
  });
});
