import type { StaffDashboard } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { DashboardFigures } from './DashboardFigures';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const zero = { bookings: 0, cancelled: 0, sales: 0, margin: 0, searches: 0, lookToBook: null };
const days = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    date: `2025-03-${String(i + 1).padStart(2, '0')}`,
    bookings: 0,
    sales: 0,
    searches: 0,
  }));
const empty: StaffDashboard = { today: zero, month: zero, daily: days(30), topRoutes: [], topCustomers: [] };

function renderFigures(data: StaffDashboard) {
  fetchMock.mockImplementation(async () => Response.json({ success: true, data }));
  const router = createMemoryRouter([{ path: '*', element: <DashboardFigures /> }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

// jsdom has no layout: recharts' responsive container only needs the observer to exist.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
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

describe('staff dashboard figures', () => {
  it('invites a first search on a site without activity', async () => {
    renderFigures(empty);
    expect(await screen.findByText('No bookings yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search flights' }).getAttribute('href')).toBe('/flight/search');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('reports/getStaffDashboard');
  });

  it("shows today's and the month's figures, the chart's table and the tops", async () => {
    const month = {
      bookings: 4,
      cancelled: 1,
      sales: 2_500_000,
      margin: 119_600,
      searches: 50,
      lookToBook: 12.5,
    };
    const daily = days(30);
    daily[29] = { ...daily[29], date: '2025-03-30', bookings: 4, sales: 2_500_000, searches: 50 };
    renderFigures({
      ...empty,
      today: month,
      month,
      daily,
      topRoutes: [{ origin: 'DEL', destination: 'BOM', bookings: 4, sales: 2_500_000 }],
      topCustomers: [
        {
          userId: 'u1',
          name: 'Riya Sharma',
          email: 'riya@example.test',
          userType: 'travelAgent',
          bookings: 4,
          sales: 2_500_000,
        },
      ],
    });
    const today = (await screen.findByRole('heading', { name: 'Today' })).closest('section');
    if (!today) throw new Error('no Today card');
    expect(within(today).getByText('12.5 : 1')).toBeTruthy();
    expect(within(today).getByText('₹25,000')).toBeTruthy();
    expect(within(today).getByText('₹1,196')).toBeTruthy();
    expect(within(today).getByText('1 cancelled')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Last 30 days: 4 bookings and 50 searches.' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(screen.getByRole('table', { name: 'Top routes this month' }).textContent).toContain('DEL → BOM');
    expect(screen.getByText('Travel agent · riya@example.test')).toBeTruthy();
  });
});
