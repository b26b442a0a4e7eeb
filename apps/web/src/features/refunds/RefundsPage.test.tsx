import type { StaffRefund } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { notify } from '../../ui/notify';
import { RefundsPage } from './RefundsPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const failed: StaffRefund = {
  id: 'r-1',
  orderId: 'FD1',
  orderReference: 'FLD-26-000042',
  buyer: 'Meera Iyer · meera@example.test',
  amount: 525_050,
  method: 'gateway',
  state: 'failed',
  reason: 'the airline could not issue the ticket',
  lastError: 'the gateway answered PAYMENT_ERROR',
  createdAt: '2026-11-24T01:00:00.000Z',
  settledAt: null,
};
const settled: StaffRefund = {
  ...failed,
  id: 'r-2',
  orderId: 'FD2',
  orderReference: 'FLD-26-000041',
  amount: 100_000,
  method: 'wallet',
  state: 'settled',
  lastError: null,
  settledAt: '2026-11-24T02:00:00.000Z',
};

const bodies = (path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes(path))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

/** The page with the server's answers: the refunds (filtered as asked), and the staff member's permissions. */
function renderWith(records: StaffRefund[], isUserSuperAdmin: boolean, totalRecords = records.length) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('staff/refunds/list')) {
      const { state } = JSON.parse(String(init?.body ?? '{}')) as { state?: string };
      const shown = state ? records.filter((r) => r.state === state) : records;
      const total = state ? shown.length : totalRecords;
      return Response.json({
        success: true,
        data: {
          records: shown,
          totalRecords: total,
          totalPages: Math.ceil(total / 20),
          currentPage: 1,
          totalIsCapped: false,
        },
      });
    }
    if (url.includes('staff/refunds/retry'))
      return Response.json({
        success: true,
        data: { id: 'r-1', state: 'requested', message: 'The refund is being sent to the gateway again.' },
      });
    return Response.json({
      success: true,
      data: { isUserSuperAdmin, permissions: [], lastSyncAt: '2026-11-24T00:00:00.000Z' },
    });
  });
  const router = createMemoryRouter(
    [
      { path: '/staff/refunds', element: <RefundsPage /> },
      { path: '/flight/order/:orderId', element: <p>order page</p> },
    ],
    { initialEntries: ['/staff/refunds'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useAppStore.setState({ site: testSite, auth: { token: 't-1', user: { ...testUser, userType: 'staff' } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(notify.success).mockReset();
});

describe('refunds page', () => {
  it('shows each refund with its order, buyer, amount, method, state, reason, last error and dates', async () => {
    const router = renderWith([failed, settled], true);
    const card = await screen.findByRole('article', { name: 'Refund FLD-26-000042' });
    expect(within(card).getByText('Failed')).toBeTruthy();
    expect(within(card).getByTestId('refund-amount').textContent).toBe('₹5,250.50 to the card');
    expect(within(card).getByText('Meera Iyer · meera@example.test')).toBeTruthy();
    expect(within(card).getByText('the airline could not issue the ticket')).toBeTruthy();
    expect(within(card).getByText('Last error: the gateway answered PAYMENT_ERROR')).toBeTruthy();
    // On the site's clock (India): 01:00 UTC is 06:30.
    expect(within(card).getByText('Requested 24 Nov 2026, 06:30')).toBeTruthy();
    const paid = screen.getByRole('article', { name: 'Refund FLD-26-000041' });
    expect(within(paid).getByText('Settled')).toBeTruthy();
    expect(within(paid).getByTestId('refund-amount').textContent).toBe('₹1,000 to the wallet');
    expect(within(paid).getByText(/settled 24 Nov 2026, 07:30/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 refunds');
    // Only the failed one offers a retry.
    expect(await within(card).findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(within(paid).queryByRole('button', { name: 'Retry' })).toBeNull();

    fireEvent.click(within(card).getByRole('link', { name: 'Order FLD-26-000042' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flight/order/FD1'));
  });

  it('retries a failed refund and says so', async () => {
    renderWith([failed], true);
    const card = await screen.findByRole('article', { name: 'Refund FLD-26-000042' });
    fireEvent.click(await within(card).findByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('The refund is being sent to the gateway again.'),
    );
    expect(bodies('staff/refunds/retry')).toEqual([{ id: 'r-1' }]);
  });

  it('filters by state, asking the server for that state only', async () => {
    const router = renderWith([failed, settled], true);
    await screen.findByRole('article', { name: 'Refund FLD-26-000042' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'State' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Settled' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Refund FLD-26-000042' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Refund FLD-26-000041' })).toBeTruthy();
    expect(bodies('staff/refunds/list').at(-1)).toEqual({ page: 1, state: 'settled' });
    expect(router.state.location.search).toBe('?state=settled');
  });

  it('pages through more than 20 refunds', async () => {
    renderWith([failed], true, 45);
    await screen.findByRole('article', { name: 'Refund FLD-26-000042' });
    expect(screen.getByRole('status').textContent).toBe('45 refunds');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(bodies('staff/refunds/list').at(-1)).toEqual({ page: 2 }));
  });

  it('offers no retry to staff who may not act', async () => {
    renderWith([failed], false);
    const card = await screen.findByRole('article', { name: 'Refund FLD-26-000042' });
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(within(card).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says so when there are no refunds', async () => {
    renderWith([], false);
    expect(await screen.findByText('No refunds')).toBeTruthy();
  });
});
