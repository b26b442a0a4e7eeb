import { MSG, PROFIT_FORMULA, PROFIT_LOSS_MSG, type ProfitLossReport, profitOf } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequirePermission } from '../../app/RequirePermission';
import { routes } from '../../app/router';
import { permissionsAnswer } from '../../test/permission-fixtures';
import { bodiesOf, renderRoutes, STAFF, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { ProfitLossPage } from './ProfitLossPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

/** A period's figures: sold at a markup over cost, and maybe a cancellation the supplier refunded. */
const figures = (sales: number, cost: number, refunds = 0, supplierRefunds = 0) => {
  const f = {
    sales,
    refunds,
    cost,
    supplierRefunds,
    gstOnMarkup: 0,
    tds: 0,
    markup: sales - cost,
    discount: 0,
    fees: 0,
    commission: 0,
    cancellationFees: supplierRefunds - refunds,
  };
  return { ...f, profit: profitOf(f) };
};
const FULL: ProfitLossReport = {
  from: '2025-07-01',
  to: '2026-06-15',
  groupBy: 'month',
  currency: 'INR',
  rows: [
    { period: '2026-05', product: 'flight', ...figures(1_000_000, 900_000) },
    { period: '2026-06', product: 'flight', ...figures(650_000, 620_100) },
    { period: '2026-06', product: 'fixedDeparture', ...figures(3_000_000, 2_900_000, 50_000, 60_000) },
  ],
  periods: [
    { period: '2026-05', ...figures(1_000_000, 900_000) },
    { period: '2026-06', ...figures(3_650_000, 3_520_100, 50_000, 60_000) },
  ],
  totals: figures(4_650_000, 4_420_100, 50_000, 60_000),
};
/** The first render also loads the page's chunks (the chart's library): slow on a busy machine. */
const LOADED = { timeout: 15_000 };
const EMPTY: ProfitLossReport = { ...FULL, rows: [], periods: [], totals: figures(0, 0) };

let granted: string[];
let report: ProfitLossReport;

const fetchMock = stubFetchEachTest(STAFF);
const PATH = 'reports/getProfitLoss';
const reportBodies = () => bodiesOf(fetchMock, PATH);

/** The permissions, the report (after `until`, when given) and the sheet. */
function serve(until?: Promise<void>) {
  serveCalls(fetchMock, {
    getPermissionsFromSession: () => Response.json(permissionsAnswer(granted)),
    [PATH]: async () => {
      await until;
      return Response.json({ success: true, data: report });
    },
    [`${PATH}/export`]: () => new Response(new Blob(['xlsx'])),
  });
}

/** The screen behind the guard the router puts on /staff/profit-loss. */
const renderScreen = () =>
  renderRoutes(
    [
      {
        path: 'staff/profit-loss',
        element: (
          <RequirePermission permission="reports.profitLoss">
            <ProfitLossPage />
          </RequirePermission>
        ),
      },
      { path: '403', element: <p>forbidden</p> },
    ],
    '/staff/profit-loss',
  );

const cellsOf = (row: HTMLElement) =>
  [...within(row).queryAllByRole('rowheader'), ...within(row).queryAllByRole('cell')].map(
    (c) => c.textContent,
  );

beforeEach(() => {
  // 15 June 2026, mid-morning in India: the last twelve months start on 1 July 2025.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T05:00:00Z'));
  granted = ['reports.profitLoss'];
  report = FULL;
  serve();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

// Two tables, a chart and an accordion: role lookups in jsdom take seconds, more under load.
describe('/staff/profit-loss', { timeout: 60_000 }, () => {
  it('is routed behind reports.profitLoss', () => {
    const element = matchRoutes(routes, '/staff/profit-loss')?.at(-1)?.route.element;
    expect(isValidElement(element) && element.type === RequirePermission && element.props).toMatchObject({
      permission: 'reports.profitLoss',
    });
  });

  it('sends staff without reports.profitLoss to /403 without asking for the figures', async () => {
    granted = ['referrals.view'];
    const router = renderScreen();
    expect(await screen.findByText('forbidden')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/403');
    expect(reportBodies()).toEqual([]);
  });

  it('shows the last twelve months by month: the chart, the formula, a row per month and product, and the totals', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Profit and loss' }, LOADED);
    expect(reportBodies()).toEqual([{ from: '2025-07-01', to: '2026-06-15', groupBy: 'month' }]);
    // The formula is above the figures, and again with what each column means.
    expect(screen.getAllByText(PROFIT_FORMULA)).toHaveLength(2);
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(cellsOf(head as HTMLElement)).toEqual([]);
    expect(
      within(head as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Month',
      'Product',
      'Sales',
      'Refunds',
      'Supplier cost',
      'Supplier refunds',
      'GST on markup',
      'TDS',
      'Profit',
    ]);
    expect(cellsOf(rows[2] as HTMLElement)).toEqual([
      'Jun 2026',
      'Fixed departures',
      '₹30,000',
      '₹500',
      '₹29,000',
      '₹600',
      '₹0',
      '₹0',
      '₹1,100',
    ]);
    // The totals: ₹46,500 sold, ₹500 back to a buyer, ₹44,201 cost, ₹600 back from the supplier.
    expect(cellsOf(rows.at(-1) as HTMLElement)).toEqual([
      'Total',
      '',
      '₹46,500',
      '₹500',
      '₹44,201',
      '₹600',
      '₹0',
      '₹0',
      '₹2,399',
    ]);
    const detail = screen.getByRole('table', { name: 'Sales and cancellations in detail' });
    const [detailHead, ...detailRows] = within(detail).getAllByRole('row');
    expect(
      within(detailHead as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Month', 'Product', 'Markup', 'Discount', 'Fees', 'Commission', 'Cancellation fees']);
    expect(cellsOf(detailRows.at(-1) as HTMLElement)).toEqual([
      'Total',
      '',
      '₹2,299',
      '₹0',
      '₹0',
      '₹0',
      '₹100',
    ]);
    const chart = screen.getByRole('table', { name: 'Sales, cost and profit per month' });
    expect(
      within(chart)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['May 2026', 'Jun 2026']);
    // The chart's profit is the table's, period by period.
    expect(within(chart).getAllByRole('row').at(-1)?.textContent).toContain('₹1,399');
    expect(screen.getByTestId('profit-loss-chart')).toBeTruthy();
    // What each column counts, folded away until asked for.
    fireEvent.click(screen.getByRole('button', { name: 'What the columns mean' }));
    expect(await screen.findByText(/the airline's refund, on the day it refunded/)).toBeTruthy();
  });

  it('shows a card per row on a phone, the totals first, every figure named', async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: true,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      onchange: null,
      dispatchEvent: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      renderScreen();
      const list = await screen.findByRole('list', { name: 'Profit and loss' }, LOADED);
      expect(screen.queryByRole('table', { name: 'Profit and loss' })).toBeNull();
      const cards = within(list).getAllByRole('article');
      expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
        'Total',
        'May 2026 · Flights',
        'Jun 2026 · Flights',
        'Jun 2026 · Fixed departures',
      ]);
      const total = cards[0] as HTMLElement;
      const named = (label: string) => within(total).getByText(label).nextElementSibling?.textContent;
      expect(named('Profit')).toBe('₹2,399');
      expect(named('Supplier refunds')).toBe('₹600');
      expect(named('Cancellation fees')).toBe('₹100');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks for the span typed as dd/MM/yyyy, by day, for one product, and exports with the same filters', async () => {
    // jsdom makes no object URLs and follows no download link: the browser's part is stubbed.
    const createObjectURL = vi.fn(() => 'blob:sheet');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderScreen();
    await screen.findByRole('table', { name: 'Profit and loss' }, LOADED);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/06/2026' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '15/06/2026' } });
    fireEvent.change(screen.getByLabelText('Product'), { target: { value: 'flight' } });
    fireEvent.click(screen.getByRole('button', { name: 'By day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const chosen = { from: '2026-06-01', to: '2026-06-15', groupBy: 'day', product: 'flight' };
    await waitFor(() => expect(reportBodies().at(-1)).toEqual(chosen), LOADED);

    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveBeenCalled(), LOADED);
    expect(createObjectURL).toHaveBeenCalled();
    const exported = fetchMock.mock.calls.map(([input]) => String(input)).find((u) => u.includes('/export'));
    expect(Object.fromEntries(new URL(exported ?? '', 'http://x').searchParams)).toEqual(chosen);

    fireEvent.click(screen.getByRole('button', { name: 'Last 12 months' }));
    await waitFor(
      () => expect(reportBodies().at(-1)).toEqual({ from: '2025-07-01', to: '2026-06-15', groupBy: 'month' }),
      LOADED,
    );
  });

  it('refuses a span that ends before it starts, under the end date', async () => {
    renderScreen();
    await screen.findByRole('table', { name: 'Profit and loss' }, LOADED);
    const calls = reportBodies().length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '10/03/2026' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '09/03/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(PROFIT_LOSS_MSG.dateOrder, {}, LOADED)).toBeTruthy();
    expect(reportBodies()).toHaveLength(calls);
  });

  it('shows skeletons while loading, then says nothing was sold or refunded in the span', async () => {
    let release: () => void = () => {};
    report = EMPTY;
    serve(
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    renderScreen();
    expect(await screen.findByLabelText('Loading profit and loss')).toBeTruthy();
    release();
    expect(await screen.findByText(MSG.noResults)).toBeTruthy();
    expect(screen.getByText(PROFIT_LOSS_MSG.empty)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Profit and loss' })).toBeNull();
    expect(screen.queryByLabelText('Loading profit and loss')).toBeNull();
  });
});
