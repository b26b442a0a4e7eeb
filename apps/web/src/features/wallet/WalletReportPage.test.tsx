import type { WalletEntry, WalletOwner } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { permissionsAnswer } from '../../test/permission-fixtures';
import { WalletReportPage } from './WalletReportPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
let granted: string[];

const owner: WalletOwner = {
  id: 'u-1',
  email: 'agent@example.test',
  name: 'Asha Agent',
  userType: 'travelAgent',
  balance: 12_345_600,
  creditLimit: 5_000_000,
};
const entry: WalletEntry = {
  id: 'e-1',
  amount: 500_000,
  kind: 'topup',
  reference: 'staff:1',
  description: 'Cheque 42',
  createdByEmail: 'staff@example.test',
  createdAt: '2026-11-20T10:00:00.000Z',
  balanceAfter: 12_345_600,
};

const bodies = (path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

function answer(input: RequestInfo | URL) {
  const url = String(input);
  if (url.endsWith('getPermissionsFromSession')) return Response.json(permissionsAnswer(granted));
  if (url.endsWith('getWlUserWalletEntry'))
    return Response.json({
      success: true,
      data: { owner, records: [entry], totalRecords: 1, totalPages: 1, currentPage: 1, totalIsCapped: false },
    });
  if (url.endsWith('getWalletMonthlyDetails'))
    return Response.json({
      success: true,
      data: { months: [{ month: '2026-11', credits: 500_000, debits: 0, closingBalance: 12_345_600 }] },
    });
  if (url.endsWith('addWlUserWalletEntry'))
    return Response.json({
      success: true,
      message: 'Wallet credited with ₹5,000',
      data: { entry, owner: { ...owner, balance: owner.balance + 500_000 } },
    });
  return Response.json({ success: false, errorMessage: 'unexpected' }, { status: 500 });
}

function renderPage(path: string) {
  const router = createMemoryRouter([{ path: '/staff/walletReport', element: <WalletReportPage /> }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return client;
}

beforeEach(() => {
  granted = ['wallets.view', 'wallets.credit'];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => answer(input));
  useAppStore.setState({ site: testSite, auth: { token: 't', user: { ...testUser, userType: 'staff' } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('wallet report page', () => {
  it('opens the customer named in the link with balance, limit and entries', async () => {
    renderPage('/staff/walletReport?email=Agent@Example.test');
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('₹1,23,456');
    expect(screen.getByText('₹50,000')).toBeTruthy();
    expect((screen.getByLabelText('Customer e-mail') as HTMLInputElement).value).toBe('agent@example.test');
    expect(bodies('getWlUserWalletEntry')[0]).toEqual({ email: 'agent@example.test', page: 1 });
    const table = screen.getByRole('table', { name: 'Wallet transactions' });
    expect(within(table).getByText('Cheque 42')).toBeTruthy();
  });

  it('asks for remarks, then sends the amount in paise', async () => {
    renderPage('/staff/walletReport?email=agent@example.test');
    fireEvent.click(await screen.findByRole('button', { name: 'Add money' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '5,000.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add money' }));
    expect(await within(dialog).findByText('This is required field.')).toBeTruthy();
    expect(bodies('addWlUserWalletEntry')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Remarks/), { target: { value: 'NEFT 99' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add money' }));
    // Nothing moves until staff confirm whose wallet, how much and the balance after.
    const confirm = await screen.findByRole('dialog', { name: /^Add ₹5,000\.50 to / });
    expect(confirm.textContent).toContain('balance ₹1,23,456 now, ₹1,28,456.50 after');
    expect(bodies('addWlUserWalletEntry')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Add money' }));
    await waitFor(() =>
      expect(bodies('addWlUserWalletEntry')).toEqual([
        { userId: 'u-1', amount: 500_050, type: 'credit', remarks: 'NEFT 99' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers Add money only with wallets.credit, and Deduct only with wallets.debit as well', async () => {
    granted = ['wallets.view'];
    const client = renderPage('/staff/walletReport?email=agent@example.test');
    await screen.findByTestId('wallet-balance');
    // Until the permissions are read nothing shows anyway: look only once every answer is in.
    await waitFor(() => expect(bodies('getPermissionsFromSession')).toHaveLength(1));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByRole('button', { name: 'Add money' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deduct' })).toBeNull();
    cleanup();

    granted = ['wallets.view', 'wallets.credit'];
    renderPage('/staff/walletReport?email=agent@example.test');
    expect(await screen.findByRole('button', { name: 'Add money' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deduct' })).toBeNull();
    cleanup();

    granted = ['wallets.view', 'wallets.credit', 'wallets.debit'];
    renderPage('/staff/walletReport?email=agent@example.test');
    expect(await screen.findByRole('button', { name: 'Deduct' })).toBeTruthy();
  });

  it('lists the whole site when no customer is chosen, without asking for one', async () => {
    renderPage('/staff/walletReport');
    await waitFor(() => expect(bodies('getSiteWalletEntries')).toEqual([{ page: 1 }]));
    expect(bodies('getWlUserWalletEntry')).toEqual([]);
  });
});
