import type { BookingSummary } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { BookingDetailsPage } from './BookingDetailsPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const booking = (over: Partial<BookingSummary> = {}): BookingSummary => ({
  bookingId: 'b-1',
  orderId: 'FD1',
  orderReference: 'FLD-26-000001',
  legIndex: 0,
  pnr: null,
  status: 'failed',
  origin: 'DEL',
  destination: 'BOM',
  travelDate: '2026-12-01',
  airlineCode: '6E',
  airlineName: 'IndiGo Airlines',
  passengerNames: ['Mr Arjun Mehta'],
  createdAt: '2026-11-20T10:00:00.000Z',
  supplierError: null,
  ...over,
});

function renderWith(bookings: BookingSummary[]) {
  fetchMock.mockImplementation(async () =>
    Response.json({ success: true, data: { searchId: 's-1', showReturn: false, bookings } }),
  );
  const router = createMemoryRouter(
    [{ path: '/flight/bookingDetails/:searchId', element: <BookingDetailsPage /> }],
    { initialEntries: ['/flight/bookingDetails/s-1'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useAppStore.setState({ site: testSite, auth: { token: 't-1', user: { ...testUser, userType: 'staff' } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('booking details page', () => {
  it("shows a failed booking's supplier error code when the server sends it (to staff)", async () => {
    renderWith([
      booking({ supplierError: { code: 5, message: 'Supplier is unable to process the request' } }),
    ]);
    expect((await screen.findByTestId('supplier-error')).textContent).toBe(
      'Supplier error 5: Supplier is unable to process the request',
    );
  });

  it('shows no supplier error when there is none (customers are never sent one)', async () => {
    renderWith([booking()]);
    expect(await screen.findByTestId('booking-card')).toBeTruthy();
    expect(screen.queryByTestId('supplier-error')).toBeNull();
  });
});
