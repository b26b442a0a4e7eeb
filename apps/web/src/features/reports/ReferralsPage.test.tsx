import { MSG, REFERRAL_REPORT_MSG, type ReferralReport, type ReferrerRow } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { isValidElement } from 'react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequirePermission } from '../../app/RequirePermission';
import { routes } from '../../app/router';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { permissionsAnswer } from '../../test/permission-fixtures';
import { ReferralsPage } from './ReferralsPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const arjun: ReferrerRow = {
  userId: 'u-1',
  name: 'Arjun Agent',
  email: 'agent@flightdeals.test',
  userType: 'travelAgent',
  referralCode: 'ARJUN10',
  signups: 3,
  booked: 1,
  bookings: 2,
  sales: 950_000,
};
const bela: ReferrerRow = {
  userId: 'u-2',
  name: 'Bela',
  email: null,
  userType: 'retail',
  referralCode: 'BELA22',
  signups: 1,
  booked: 0,
  bookings: 0,
  sales: 0,
};
const reportOf = (records: ReferrerRow[], totalPages = 1, currentPage = 1): ReferralReport => ({
  records,
  totalRecords: records.length,
  totalPages,
  currentPage,
  totals: { signups: 4, booked: 1, bookings: 2, sales: 950_000 },
  top: records,
});

let granted: string[];
let report: ReferralReport;

const reportBodies = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith('wl/user/getReferralReport'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

async function answer(input: RequestInfo | URL): Promise<Response> {
  const url = String(input);
  if (url.endsWith('getPermissionsFromSession')) return Response.json(permissionsAnswer(granted));
  if (url.endsWith('wl/user/getReferralReport')) return Response.json({ success: true, data: report });
  return Response.json({ success: false, errorMessage: `unexpected ${url}` }, { status: 500 });
}

/** The screen behind the guard the router puts on /staff/referrals. */
function renderScreen() {
  const router = createMemoryRouter(
    [
      {
        path: 'staff/referrals',
        element: (
          <RequirePermission permission="referrals.view">
            <ReferralsPage />
          </RequirePermission>
        ),
      },
      { path: '403', element: <p>forbidden</p> },
    ],
    { initialEntries: ['/staff/referrals'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const cellsOf = (row: HTMLElement) =>
  [...within(row).queryAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent);

beforeEach(() => {
  granted = ['referrals.view'];
  report = reportOf([arjun, bela]);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(answer);
  useAppStore.setState({ site: testSite, auth: { token: 't', user: { ...testUser, userType: 'staff' } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/staff/referrals', () => {
  it('is routed behind referrals.view', () => {
    const element = matchRoutes(routes, '/staff/referrals')?.at(-1)?.route.element;
    expect(isValidElement(element) && element.type === RequirePermission && element.props).toMatchObject({
      permission: 'referrals.view',
    });
  });

  it('sends staff without referrals.view to /403 without asking for the report', async () => {
    granted = ['customers.view'];
    const router = renderScreen();
    expect(await screen.findByText('forbidden')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/403');
    expect(reportBodies()).toEqual([]);
  });

  it('ranks the referrers of all time with their figures, totals and a chart of the top ones', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Referrers' });
    expect(reportBodies()).toEqual([{ page: 1 }]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cellsOf(first as HTMLElement)).toEqual([
      'Arjun Agentagent@flightdeals.testTravel agent · code ARJUN10',
      '3',
      '1',
      '2',
      '₹9,500',
    ]);
    expect(cellsOf(second as HTMLElement)).toEqual([
      'BelaNo e-mailRetail customer · code BELA22',
      '1',
      '0',
      '0',
      '₹0',
    ]);
    expect(screen.getByTestId('total-Referrers').textContent).toBe('2');
    expect(screen.getByTestId('total-Sign-ups').textContent).toBe('4');
    expect(screen.getByTestId('total-Sales').textContent).toBe('₹9,500');
    const chart = screen.getByRole('table', { name: 'Top referrers by sign-ups' });
    expect(
      within(chart)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Arjun Agent', 'Bela']);
  });

  it('asks for the sign-ups of the days typed as dd/MM/yyyy, and for all time again', async () => {
    renderScreen();
    await screen.findByRole('table', { name: 'Referrers' });
    fireEvent.change(screen.getByLabelText('Signed up from'), { target: { value: '01/03/2026' } });
    fireEvent.change(screen.getByLabelText('Signed up to'), { target: { value: '31/03/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(reportBodies().at(-1)).toEqual({ page: 1, from: '2026-03-01', to: '2026-03-31' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'All time' }));
    await waitFor(() => expect(reportBodies().at(-1)).toEqual({ page: 1 }));
  });

  it('refuses a period that ends before it starts, under the end date', async () => {
    renderScreen();
    await screen.findByRole('table', { name: 'Referrers' });
    const calls = reportBodies().length;
    fireEvent.change(screen.getByLabelText('Signed up from'), { target: { value: '10/03/2026' } });
    fireEvent.change(screen.getByLabelText('Signed up to'), { target: { value: '09/03/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(REFERRAL_REPORT_MSG.dateOrder)).toBeTruthy();
    expect(reportBodies()).toHaveLength(calls);
  });

  it('pages through the referrers', async () => {
    report = reportOf([arjun, bela], 2);
    renderScreen();
    await screen.findByRole('table', { name: 'Referrers' });
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(reportBodies().at(-1)).toEqual({ page: 2 }));
  });

  it("shows skeletons while loading, then 'No Reults found!' when nobody was referred", async () => {
    let release: () => void = () => {};
    fetchMock.mockImplementation(async (input) => {
      if (!String(input).endsWith('getReferralReport')) return answer(input);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return Response.json({
        success: true,
        data: { ...reportOf([]), totals: { signups: 0, booked: 0, bookings: 0, sales: 0 } },
      });
    });
    renderScreen();
    expect(await screen.findByLabelText('Loading referrals')).toBeTruthy();
    release();
    expect(await screen.findByText(MSG.noResults)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Referrers' })).toBeNull();
    expect(screen.queryByLabelText('Loading referrals')).toBeNull();
  });
});
