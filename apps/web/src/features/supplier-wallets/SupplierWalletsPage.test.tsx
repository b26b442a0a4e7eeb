import type { SupplierWallet } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { SupplierWalletsPage } from './SupplierWalletsPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const daily = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-03-${String(i + 1).padStart(2, '0')}`,
  ticketedBookings: i === 29 ? 2 : 0,
  supplierCost: i === 29 ? 1_240_200 : 0,
}));

const healthy: SupplierWallet = {
  supplier: 'TBO',
  currency: 'INR',
  fetchedAt: '2026-03-30T06:30:00.000Z',
  balance: { agencyType: 'cash', cashBalance: 4_987_598_00, creditBalance: 0, available: 4_987_598_00 },
  error: null,
  month: { ticketedBookings: 2, supplierCost: 1_240_200 },
  averageDailySpend: 41_340,
  daysOfCover: 12_065.2,
  lowBalance: false,
  daily,
};

// jsdom has no layout: recharts' responsive container only needs the observer to exist.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** The value shown under a figure's label in a card (the chart's table repeats some values). */
const figure = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

function answerWith(...suppliers: SupplierWallet[]) {
  fetchMock.mockImplementation(async () => Response.json({ success: true, data: { suppliers } }));
}

function renderPage() {
  const router = createMemoryRouter([{ path: '*', element: <SupplierWalletsPage /> }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  fetchMock.mockReset();
  useAppStore.setState({ site: testSite, auth: { token: 't', user: { ...testUser, userType: 'staff' } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('supplier wallets page', () => {
  it('shows skeletons while the balances are read', () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    renderPage();
    expect(screen.getByLabelText('Loading the supplier wallets').getAttribute('aria-busy')).toBe('true');
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(input)).toContain('/api/supplier/getSupplierWallets');
    expect(init?.method).toBe('GET');
  });

  it('shows balance, credit, this month, days of cover and the daily spend', async () => {
    answerWith(healthy);
    renderPage();
    const card = await screen.findByRole('region', { name: 'TBO wallet' });
    expect(figure(card, 'Balance')).toBe('₹49,87,598');
    expect(figure(card, 'Credit')).toBe('₹0');
    expect(within(card).getByText('no credit line')).toBeTruthy();
    expect(figure(card, "This month's spend")).toBe('₹12,402');
    expect(within(card).getByText('2 tickets')).toBeTruthy();
    expect(figure(card, 'Average a day')).toBe('₹413.40');
    expect(figure(card, 'Days of cover')).toBe('12065.2 days');
    expect(within(card).queryByText('Low balance')).toBeNull();
    const table = within(card).getByRole('table', { name: 'Supplier spend of the last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByText('₹12,402')).toBeTruthy();
  });

  it('warns of a low balance, and shows an unreachable supplier’s reason in its own card', async () => {
    answerWith(
      {
        ...healthy,
        balance: { ...healthy.balance!, cashBalance: 200_000, available: 200_000 },
        daysOfCover: 4.8,
        lowBalance: true,
      },
      {
        ...healthy,
        supplier: 'Other Air',
        balance: null,
        error: 'Could not read the Other Air balance: GetAgencyBalance answered HTTP 500',
        daysOfCover: null,
        lowBalance: false,
      },
    );
    renderPage();
    const low = await screen.findByRole('region', { name: 'TBO wallet' });
    expect(within(low).getByText('Low balance')).toBeTruthy();
    expect(figure(low, 'Days of cover')).toBe('4.8 days');
    const down = screen.getByRole('region', { name: 'Other Air wallet' });
    expect(within(down).getByRole('alert').textContent).toBe(
      'Could not read the Other Air balance: GetAgencyBalance answered HTTP 500',
    );
    expect(within(down).queryByText('Balance', { selector: 'dt' })).toBeNull();
    expect(figure(down, 'Days of cover')).toBe('—');
    // What our own bookings spent is still shown.
    expect(within(down).getByText('2 tickets')).toBeTruthy();
  });

  it('reads the balances again on Refresh', async () => {
    answerWith(healthy);
    renderPage();
    await screen.findByRole('region', { name: 'TBO wallet' });
    answerWith({
      ...healthy,
      balance: { ...healthy.balance!, cashBalance: 100_000_00, available: 100_000_00 },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(figure(screen.getByRole('region', { name: 'TBO wallet' }), 'Balance')).toBe('₹1,00,000'),
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('says so when the page cannot be loaded at all', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json(
        { success: false, errorMessage: 'You do not have permission to do this.' },
        { status: 403 },
      ),
    );
    renderPage();
    expect(await screen.findByText('The supplier wallets could not be loaded.')).toBeTruthy();
  });
});
