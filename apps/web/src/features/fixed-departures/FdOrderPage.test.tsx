import type { OrderOutcome } from '@app/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/answers';
import { renderRoutes, SIGNED_IN, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { FdOrderPage } from './FdOrderPage';
import { cancelledFdBooking, fdBooking } from './test-fixtures';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = stubFetchEachTest(SIGNED_IN);
const outcome = (over: Partial<OrderOutcome> = {}): OrderOutcome => ({
  orderId: 'o1',
  reference: 'FLD-26-000042',
  status: 'completed',
  amount: 2_959_000,
  heldUntil: null,
  message: 'Payment Successful',
  searchId: '',
  showReturn: false,
  bookings: [{ bookingId: 'b1', pnr: 'FDDXB1', status: 'confirmed', legIndex: 0 }],
  ...over,
});

const page = (state?: unknown) =>
  renderRoutes([{ path: '/fixed-departures/order/:orderId', element: <FdOrderPage /> }], {
    pathname: '/fixed-departures/order/o1',
    state,
  });

describe('fixed departure order page', () => {
  it('confirms a paid order: reference, block PNR, amount and the ticket to print', async () => {
    serveCalls(fetchMock, {});
    page({ outcome: outcome() });
    expect(await screen.findByText('Your seats are confirmed.')).toBeTruthy();
    expect(screen.getByTestId('fd-reference').textContent).toBe('FLD-26-000042');
    expect(screen.getByTestId('fd-pnr').textContent).toBe('FDDXB1');
    expect(screen.getByTestId('fd-amount-paid').textContent).toBe('Amount paid: ₹29,590');
    expect(screen.getByRole('link', { name: 'Print ticket' }).getAttribute('href')).toBe(
      `/flight/fixedDeparture/print/${encodeURIComponent(btoa('b1___FDDXB1'))}`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says what became of a payment that failed, with the way back to the booking', async () => {
    serveCalls(fetchMock, {});
    page({
      outcome: outcome({ status: 'failed', message: 'Payment unsuccessful', bookings: [] }),
      retry: { to: '/fixed-departures/d1/book?adt=2&chd=0&inf=0', state: { passengers: [] } },
    });
    expect((await screen.findByRole('status')).textContent).toBe('Payment unsuccessful');
    expect(screen.getByRole('link', { name: 'Back to the booking' }).getAttribute('href')).toBe(
      '/fixed-departures/d1/book?adt=2&chd=0&inf=0',
    );
  });

  it('after a reload, finds the order among the buyer’s bookings', async () => {
    serveCalls(fetchMock, {
      'fixedDeparture/getBookings': () =>
        ok({ records: [fdBooking()], totalRecords: 1, totalPages: 1, currentPage: 1, totalIsCapped: false }),
    });
    page();
    expect(await screen.findByText('Your seats are confirmed.')).toBeTruthy();
    expect(screen.getByTestId('fd-pnr').textContent).toBe('FDDXB1');
  });

  it('says a cancelled booking is cancelled, and what came back where (decision 0058)', async () => {
    const cancelled = cancelledFdBooking([{ method: 'gateway', state: 'sent', amount: 2_359_000 }]);
    serveCalls(fetchMock, {
      'fixedDeparture/getBookings': () =>
        ok({ records: [cancelled], totalRecords: 1, totalPages: 1, currentPage: 1, totalIsCapped: false }),
    });
    page();
    expect(await screen.findByRole('heading', { name: 'Booking cancelled' })).toBeTruthy();
    expect(screen.getByTestId('fd-headline').textContent).toBe(
      'Your booking is cancelled. Your refund to your card is on its way.',
    );
    expect(screen.getByTestId('fd-refund').textContent).toBe('Refund to card pending: ₹23,590');
    expect(screen.queryByText('Your seats are confirmed.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Print ticket' })).toBeNull();
  });
});
