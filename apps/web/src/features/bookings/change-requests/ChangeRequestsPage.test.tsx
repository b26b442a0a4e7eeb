import { CANCELLATION_REVIEW_MSG, CHANGE_REQUEST_STATUS, type ChangeRequestListItem } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../app/store';
import { testSite, testUser } from '../../../test/fixtures';
import { permissionsAnswer } from '../../../test/permission-fixtures';
import { notify } from '../../../ui/notify';
import { rbacKeys } from '../../permissions/api/keys';
import { ChangeRequestsPage } from '../ChangeRequestsPage';

vi.mock('../../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const item: ChangeRequestListItem = {
  changeRequestId: 9001,
  review: null,
  bookingId: 77,
  pnr: 'ABC123',
  origin: 'DEL',
  destination: 'BOM',
  travelDate: '2026-12-10',
  passengerNames: ['Mr Arun Rao'],
  requestType: 1,
  requestTypeLabel: 'Refund',
  status: CHANGE_REQUEST_STATUS.Unassigned,
  statusText: 'Unassigned',
  refundedAmount: 0,
  cancellationCharge: 0,
  cancellationFee: 0,
  currency: 'INR',
  createdAt: '2026-12-01T10:00:00.000Z',
};

/** A customer's refund waiting for the site's staff, with its ₹250 fee. */
const waiting: ChangeRequestListItem = {
  ...item,
  changeRequestId: null,
  review: { reviewId: 'rev-1', state: 'pending', reason: null },
  statusText: 'Awaiting review',
  cancellationFee: 25_000,
};
/** The permissions the signed-in staff member holds (getPermissionsFromSession). */
let granted: string[] = [];

function serve(records: ChangeRequestListItem[]) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input).replace(/^\/api\//, '');
    if (path === 'getPermissionsFromSession') return Response.json(permissionsAnswer(granted, false));
    if (path === 'api/reviewChangeRequest')
      return Response.json({ success: true, message: CANCELLATION_REVIEW_MSG.approved });
    if (path === 'api/getChangeRequests') {
      return Response.json({
        success: true,
        data: { records, totalRecords: records.length, totalPages: 1, currentPage: 1, totalIsCapped: false },
      });
    }
    if (path === 'api/getCRStatus') {
      return Response.json({
        success: true,
        data: {
          status: CHANGE_REQUEST_STATUS.Completed,
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
  return client;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useAppStore.setState({ site: testSite, auth: null });
});
afterEach(() => {
  granted = [];
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

  it('tells a customer their cancellation waits for the site’s team, with its fee and nothing to refresh', async () => {
    useAppStore.setState({ auth: { token: 't', user: testUser } });
    serve([waiting]);
    renderPage();
    expect(await screen.findByText('Waiting for our review')).toBeTruthy();
    const card = screen.getByTestId('change-request');
    expect(card.textContent).toContain(
      'With our team before it goes to the airline · cancellation fee ₹250.',
    );
    expect(card.textContent).not.toContain('request 9001');
    expect(screen.queryByRole('button', { name: 'Refresh Status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('gives a customer the reason their cancellation was declined', async () => {
    useAppStore.setState({ auth: { token: 't', user: testUser } });
    serve([
      {
        ...waiting,
        status: CHANGE_REQUEST_STATUS.Rejected,
        review: { reviewId: 'rev-1', state: 'rejected', reason: 'Fare is used' },
      },
    ]);
    renderPage();
    expect(await screen.findByText('Declined by our team')).toBeTruthy();
    expect(screen.getByTestId('review-reason').textContent).toBe('Reason: Fare is used');
  });

  it('lets staff who may review approve a waiting cancellation; others only see it wait', async () => {
    useAppStore.setState({ auth: { token: 't', user: { ...testUser, userType: 'staff' } } });
    serve([waiting]);
    const client = renderPage();
    expect(await screen.findByText('Awaiting review')).toBeTruthy();
    // Once the permissions are read, still nothing to press without the one to review.
    await waitFor(() =>
      expect(client.getQueryState(rbacKeys.mine(testUser.users_id))?.status).toBe('success'),
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    cleanup();

    granted = ['changeRequests.review'];
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(CANCELLATION_REVIEW_MSG.approved));
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('api/reviewChangeRequest'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ reviewId: 'rev-1', decision: 'approve' });
  });

  it('asks staff for the reason before rejecting, and sends it', async () => {
    useAppStore.setState({ auth: { token: 't', user: { ...testUser, userType: 'staff' } } });
    granted = ['changeRequests.review'];
    serve([waiting]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject cancellation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This is required field.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Travel date has passed' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('api/reviewChangeRequest'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      reviewId: 'rev-1',
      decision: 'reject',
      reason: 'Travel date has passed',
    });
  });

  it('shows a completed refund less the site’s fee', async () => {
    useAppStore.setState({ auth: { token: 't', user: testUser } });
    serve([
      {
        ...item,
        status: CHANGE_REQUEST_STATUS.Completed,
        refundedAmount: 350_000,
        cancellationCharge: 100_000,
        cancellationFee: 25_000,
      },
    ]);
    renderPage();
    expect(await screen.findByText('Done')).toBeTruthy();
    expect(screen.getByTestId('change-request').textContent).toContain(
      'Refunded ₹3,250 · charge ₹1,000 · cancellation fee ₹250',
    );
  });
});
