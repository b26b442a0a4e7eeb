import type { ChangeRequestListItem } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../app/store';
import { testSite, testUser } from '../../../test/fixtures';
import { notify } from '../../../ui/notify';
import { ChangeRequestsPage } from '../ChangeRequestsPage';

vi.mock('../../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const item: ChangeRequestListItem = {
  changeRequestId: 9001,
  bookingId: 77,
  pnr: 'ABC123',
  origin: 'DEL',
  destination: 'BOM',
  travelDate: '2026-12-10',
  passengerNames: ['Mr Arun Rao'],
  requestType: 1,
  requestTypeLabel: 'Refund',
  status: 0,
  statusText: 'Unassigned',
  refundedAmount: 0,
  cancellationCharge: 0,
  currency: 'INR',
  createdAt: '2026-12-01T10:00:00.000Z',
};

function serve(records: ChangeRequestListItem[]) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input).replace(/^\/api\//, '');
    if (path === 'api/getChangeRequests') {
      return Response.json({
        success: true,
        data: { records, totalRecords: records.length, totalPages: 1, currentPage: 1 },
      });
    }
    if (path === 'api/getCRStatus') {
      return Response.json({
        success: true,
        data: {
          status: 3,
          statusText: 'Completed',
          changeRequestInfo: {
            ticketId: 501,
            changeRequestId: 9001,
            refundedAmount: 350_000,
            cancellationCharge: 100_000,
          },
        },
      });
    }
    return Response.json({ success: false, errorMessage: 'unexpected' }, { status: 400 });
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChangeRequestsPage />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useAppStore.setState({ site: testSite, auth: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('change-request queue', () => {
  it('says so when there is nothing', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No Requests found!')).toBeTruthy();
  });

  it('tells a customer what is happening, refreshes in place and toasts the new status in the same words', async () => {
    useAppStore.setState({ auth: { token: 't', user: testUser } });
    serve([item]);
    renderPage();
    expect(await screen.findByText('Received — we’re on it')).toBeTruthy();
    expect(screen.queryByText('Unassigned')).toBeNull();
    expect(screen.getByText('Refunds and reissues you asked for, newest first.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Status' }));
    expect(await screen.findByText('Done')).toBeTruthy();
    expect(screen.getByTestId('change-request').textContent).toContain('Refunded ₹3,500');
    expect(notify.success).toHaveBeenCalledWith('Change request 9001: Done');
  });

  it('speaks to staff about the customer’s request, in the supplier’s words', async () => {
    useAppStore.setState({ auth: { token: 't', user: { ...testUser, userType: 'staff' } } });
    serve([item]);
    renderPage();
    expect(await screen.findByText('Unassigned')).toBeTruthy();
    expect(screen.getByText('Refunds and reissues customers asked for, newest first.')).toBeTruthy();
    expect(screen.queryByText(/you asked for/)).toBeNull();
  });
});
