import { PAYMENT_RECORDS_MSG, type PendingPayment, type RefreshPaymentAnswer } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../ui/notify';
import { ageText, PendingPaymentsPage } from './PendingPaymentsPage';
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

const waiting: PendingPayment = {
  id: 'FD7T1',
  orderId: 'FD7',
  orderReference: 'FLD-26-000077',
  customer: { id: 'u-7', name: 'Kabir Rao', email: 'kabir@example.test' },
  amount: 650_000,
  provider: 'phonepe',
  createdAt: '2026-11-24T01:00:00.000Z',
  ageMinutes: 185,
};

/** The list (emptied once a refresh settles it) and what the gateway answers a refresh. */
function showPending(records: PendingPayment[], granted: string[], answer?: RefreshPaymentAnswer) {
  let shown = records;
  answerWith(
    fetchMock,
    {
      'staff/payments/pending': () => ({ success: true, data: pageOf(shown) }),
      'staff/payments/refreshStatus': () => {
        if (answer && answer.outcome !== 'pending') shown = [];
        return { success: true, data: answer };
      },
    },
    granted,
  );
  return renderRoutes(
    [{ path: '/staff/pending-payments', element: <PendingPaymentsPage /> }],
    '/staff/pending-payments',
  );
}

const fetchMock = stubFetchEachTest(STAFF);
afterEach(() => {
  vi.mocked(notify.success).mockReset();
  vi.mocked(notify.info).mockReset();
});

describe('/staff/pending-payments', () => {
  it('is routed behind payments.view', () => {
    expect(guardOf('/staff/pending-payments')).toBe('payments.view');
  });

  it('says how long a payment has waited', () => {
    expect(ageText(0)).toBe('0 min');
    expect(ageText(42)).toBe('42 min');
    expect(ageText(185)).toBe('3 h 5 min');
    expect(ageText(60 * 24 + 61)).toBe('1 day 1 h');
    expect(ageText(60 * 24 * 3)).toBe('3 days 0 h');
  });

  it('shows a skeleton, then each pending payment with its order, customer, amount and age', async () => {
    showPending([waiting], ['payments.view', 'payments.refresh']);
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Payment FLD-26-000077' }, LOADED);
    expect(within(card).getByTestId('pending-amount').textContent).toBe('₹6,500');
    expect(within(card).getByText('Kabir Rao · kabir@example.test')).toBeTruthy();
    expect(
      within(card).getByText(/Started 24 Nov 2026, 06:30 · waiting 3 h 5 min · phonepe · FD7T1/),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 pending payment');
  });

  it('Refresh Status asks the gateway, then shows what it answered once the payment leaves the list', async () => {
    showPending([waiting], ['payments.view', 'payments.refresh'], {
      paymentId: 'FD7T1',
      outcome: 'paid',
      paymentState: 'paid',
      orderStatus: 'processing',
      message: PAYMENT_RECORDS_MSG.refreshed.paid,
    });
    const card = await screen.findByRole('article', { name: 'Payment FLD-26-000077' }, LOADED);
    fireEvent.click(await within(card).findByRole('button', { name: 'Refresh Status' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(PAYMENT_RECORDS_MSG.refreshed.paid));
    expect(bodiesOf(fetchMock, 'staff/payments/refreshStatus')).toEqual([{ paymentId: 'FD7T1' }]);
    const outcomes = screen.getByRole('region', { name: 'Refresh outcomes' });
    expect(
      within(outcomes).getByText(`Order FLD-26-000077: ${PAYMENT_RECORDS_MSG.refreshed.paid}`),
    ).toBeTruthy();
    // The list is read again: the settled payment is gone from it.
    expect(await screen.findByText(PAYMENT_RECORDS_MSG.pendingEmptyTitle, {}, LOADED)).toBeTruthy();
  });

  it('keeps a payment the gateway has no answer for, and says so', async () => {
    showPending([waiting], ['payments.view', 'payments.refresh'], {
      paymentId: 'FD7T1',
      outcome: 'pending',
      paymentState: 'pending',
      orderStatus: 'pending',
      message: PAYMENT_RECORDS_MSG.refreshed.pending,
    });
    const card = await screen.findByRole('article', { name: 'Payment FLD-26-000077' }, LOADED);
    fireEvent.click(await within(card).findByRole('button', { name: 'Refresh Status' }));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith(PAYMENT_RECORDS_MSG.refreshed.pending));
    expect(screen.getByRole('article', { name: 'Payment FLD-26-000077' })).toBeTruthy();
  });

  it('offers no Refresh Status to staff who may only look', async () => {
    showPending([waiting], ['payments.view']);
    const card = await screen.findByRole('article', { name: 'Payment FLD-26-000077' }, LOADED);
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(within(card).queryByRole('button', { name: 'Refresh Status' })).toBeNull();
  });

  it('says so when nothing is pending', async () => {
    showPending([], ['payments.view']);
    expect(await screen.findByText(PAYMENT_RECORDS_MSG.pendingEmptyTitle, {}, LOADED)).toBeTruthy();
    expect(screen.getByText(PAYMENT_RECORDS_MSG.pendingEmptyBody)).toBeTruthy();
  });
});
