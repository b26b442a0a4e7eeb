import type { ChangeRequestListItem } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../app/store';
import { testSite } from '../../../test/fixtures';
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

  it('refreshes a request in place and toasts its new status', async () => {
    serve([item]);
    renderPage();
    expect(await screen.findByText('Unassigned')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Status' }));
    expect(await screen.findByText('Completed')).toBeTruthy();
    expect(screen.getByTestId('change-request').textContent).toContain('Refunded ₹3,500');
    expect(notify.success).toHaveBeenCalledWith('Change request 9001: Completed');
  });
});
