import type { SiteWalletEntry, WalletOwner } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { WalletReportPage } from './WalletReportPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const customer = { id: 'u-7', name: 'Asha Rao', email: 'asha@example.test', userType: 'travelAgent' };
const booking: SiteWalletEntry = {
  id: 'e-2',
  amount: -650_000,
  kind: 'booking',
  reference: 'FD12AB',
  description: 'Flight booking, order FD12AB',
  createdByEmail: null,
  createdAt: '2026-03-02T05:00:00.000Z',
  balanceAfter: 350_000,
  customer,
  orderId: 'FD12AB',
  orderReference: 'FLD-26-000042',
  pnr: 'QX7PNR',
};
const topUp: SiteWalletEntry = {
  id: 'e-1',
  amount: 1_000_000,
  kind: 'topup',
  reference: 'staff:1',
  description: 'NEFT 4411',
  createdByEmail: 'sunita@example.test',
  createdAt: '2026-03-01T05:00:00.000Z',
  balanceAfter: 1_000_000,
  customer,
  orderId: null,
  orderReference: null,
  pnr: null,
};
const owner: WalletOwner = {
  id: 'u-7',
  email: 'asha@example.test',
  name: 'Asha Rao',
  userType: 'travelAgent',
  balance: 350_000,
  creditLimit: 0,
};

let siteRecords: SiteWalletEntry[] = [booking, topUp];

const bodies = (path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

function answer(input: RequestInfo | URL) {
  const url = String(input);
  if (url.endsWith('getSiteWalletEntries'))
    return Response.json({
      success: true,
      data: {
        records: siteRecords,
        totalRecords: siteRecords.length,
        totalPages: 1,
        currentPage: 1,
        totalIsCapped: false,
        totals: { credits: 1_000_000, debits: 650_000 },
      },
    });
  if (url.endsWith('getWlUserWalletEntry'))
    return Response.json({
      success: true,
      data: { owner, records: [], totalRecords: 0, totalPages: 1, currentPage: 1, totalIsCapped: false },
    });
  if (url.endsWith('getWalletMonthlyDetails')) return Response.json({ success: true, data: { months: [] } });
  return Response.json({ success: false, errorMessage: 'unexpected' }, { status: 500 });
}

function renderPage(path = '/staff/walletReport') {
  const router = createMemoryRouter([{ path: '/staff/walletReport', element: <WalletReportPage /> }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  siteRecords = [booking, topUp];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => answer(input));
  useAppStore.setState({ site: testSite, auth: { token: 't', user: { ...testUser, userType: 'staff' } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('wallet report with no customer chosen', () => {
  it('lists every entry of the site with customer, type, reference, creator, balance and totals', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Wallet transactions of the site' });
    expect(bodies('getSiteWalletEntries')).toEqual([{ page: 1 }]);
    expect(bodies('getWlUserWalletEntry')).toEqual([]);
    const [, first, second] = within(table).getAllByRole('row');
    if (!first || !second) throw new Error('rows missing');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(first)).toEqual([
      expect.stringContaining('2026'),
      'Asha Raoasha@example.test',
      'DebitBooking',
      '₹6,500',
      'Flight booking, order FD12AB',
      // People read the order's reference, not its internal id.
      'PNR QX7PNROrder FLD-26-000042',
      'System',
      '₹3,500',
    ]);
    expect(cells(second).slice(2)).toEqual([
      'CreditTop-up',
      '₹10,000',
      'NEFT 4411',
      'Staff entry',
      'sunita@example.test',
      '₹10,000',
    ]);
    expect(screen.getByTestId('total-credits').textContent).toBe('Credits ₹10,000');
    expect(screen.getByTestId('total-debits').textContent).toBe('Debits ₹6,500');
  });

  it('opens a customer’s own wallet from their name', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Wallet transactions of the site' });
    fireEvent.click(within(table).getAllByRole('link', { name: 'Asha Rao' })[0] as HTMLElement);
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('₹3,500');
    expect(bodies('getWlUserWalletEntry')).toEqual([{ email: 'asha@example.test', page: 1 }]);
    expect((screen.getByLabelText('Customer e-mail') as HTMLInputElement).value).toBe('asha@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'All transactions' }));
    expect(await screen.findByRole('table', { name: 'Wallet transactions of the site' })).toBeTruthy();
  });

  it('sends the filters typed as dd/MM/yyyy as API dates, with credit or debit and the customer', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Wallet transactions of the site' });
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '01/03/2026' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '31/03/2026' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Credit or debit' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Debits' }));
    fireEvent.change(screen.getByLabelText('Customer name or e-mail'), { target: { value: '  asha ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(bodies('getSiteWalletEntries').at(-1)).toEqual({
        page: 1,
        fromDate: '2026-03-01',
        toDate: '2026-03-31',
        type: 'debit',
        customer: 'asha',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(bodies('getSiteWalletEntries').at(-1)).toEqual({ page: 1 }));
  });

  it('refuses a range that ends before it starts, under the To date', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Wallet transactions of the site' });
    const calls = bodies('getSiteWalletEntries').length;
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '10/03/2026' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '09/03/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The end date must be on or after the start date')).toBeTruthy();
    expect(bodies('getSiteWalletEntries')).toHaveLength(calls);
  });

  it("says 'No Reults found!' when nothing matches", async () => {
    siteRecords = [];
    renderPage();
    expect(await screen.findByText('No Reults found!')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Wallet transactions of the site' })).toBeNull();
  });
});
