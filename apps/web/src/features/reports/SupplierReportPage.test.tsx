import { MSG, SUPPLIER_REPORT_MSG, type SupplierReport, type SupplierReportRow } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequirePermission } from '../../app/RequirePermission';
import { permissionsAnswer } from '../../test/permission-fixtures';
import { bodiesOf, renderRoutes, STAFF, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { guardOf } from '../payments/payment-screens.harness';
import { SupplierReportPage } from './SupplierReportPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const row = (over: Partial<SupplierReportRow> = {}): SupplierReportRow => ({
  id: 'b-1',
  supplier: 'TBO',
  supplierBookingId: '1234567',
  pnr: 'QX7P2L',
  orderId: 'FD1',
  orderReference: 'FLD-26-000001',
  bookedAt: '2026-06-03T05:00:00.000Z',
  travelDate: '2026-06-20',
  origin: 'DEL',
  destination: 'BOM',
  airlineCode: '6E',
  passengerCount: 2,
  status: 'ticketed',
  publishedFare: 1_000_000,
  netCost: 1_020_000,
  sellingPrice: 1_080_000,
  supplierRefund: null,
  ...over,
});
const refunded = row({
  id: 'b-2',
  supplierBookingId: '7654321',
  pnr: 'ZZ9K1M',
  orderId: 'FD2',
  orderReference: 'FLD-26-000002',
  passengerCount: 1,
  status: 'refunded',
  publishedFare: 500_000,
  netCost: 500_000,
  sellingPrice: 540_000,
  supplierRefund: 350_000,
});
const totals = {
  bookings: 2,
  ticketed: 2,
  passengers: 3,
  publishedFare: 1_500_000,
  netCost: 1_520_000,
  sellingPrice: 1_620_000,
  supplierRefund: 350_000,
};
const FULL: SupplierReport = {
  from: '2026-06-01',
  to: '2026-06-15',
  currency: 'INR',
  suppliers: [{ supplier: 'TBO', ...totals }],
  totals,
  records: [row(), refunded],
  totalRecords: 2,
  totalPages: 1,
  currentPage: 1,
};

const fetchMock = stubFetchEachTest(STAFF);
const PATH = 'reports/supplierReport';
let report: SupplierReport;

const renderScreen = () =>
  renderRoutes(
    [
      {
        path: 'flight/supplierReport',
        element: (
          <RequirePermission permission="reports.supplier">
            <SupplierReportPage />
          </RequirePermission>
        ),
      },
      { path: 'flight/order/:orderId', element: <p>order page</p> },
    ],
    '/flight/supplierReport',
  );
/** A busy machine may take a while to render the first answer. */
const LOADED = { timeout: 15_000 };
const cellsOf = (tr: HTMLElement) =>
  [...within(tr).queryAllByRole('rowheader'), ...within(tr).queryAllByRole('cell')].map((c) => c.textContent);

beforeEach(() => {
  // 15 June 2026 in India: the report opens on 1–15 June.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T05:00:00Z'));
  report = FULL;
  serveCalls(fetchMock, {
    getPermissionsFromSession: () => Response.json(permissionsAnswer(['reports.supplier'])),
    [PATH]: () => Response.json({ success: true, data: report }),
    [`${PATH}/export`]: () => new Response(new Blob(['xlsx'])),
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('/flight/supplierReport', () => {
  it('is routed behind reports.supplier', () => {
    expect(guardOf('/flight/supplierReport')).toBe('reports.supplier');
  });

  it('shows a skeleton, then the totals per supplier and each booking with its figures', async () => {
    renderScreen();
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    const perSupplier = await screen.findByRole('table', { name: 'Totals per supplier' }, LOADED);
    const [, tbo, total] = within(perSupplier).getAllByRole('row');
    expect(cellsOf(tbo!)).toEqual(['TBO', '2', '2', '3', '₹15,000', '₹15,200', '₹16,200', '₹3,500']);
    expect(cellsOf(total!)[0]).toBe('Total');
    const bookings = screen.getByRole('table', { name: 'Supplier bookings' });
    const [, first, second] = within(bookings).getAllByRole('row');
    expect(cellsOf(first!)).toEqual([
      'TBO',
      '3 Jun 2026, 10:30',
      '1234567 / QX7P2L',
      'FLD-26-000001',
      'DEL–BOM · 6E · 2026-06-20',
      '2',
      'Ticketed',
      '₹10,000',
      '₹10,200',
      '₹10,800',
      '—',
    ]);
    expect(cellsOf(second!).slice(6)).toEqual(['Refunded', '₹5,000', '₹5,000', '₹5,400', '₹3,500']);
    expect(within(first!).getByRole('link', { name: 'FLD-26-000001' }).getAttribute('href')).toBe(
      '/flight/order/FD1',
    );
    expect(bodiesOf(fetchMock, PATH)[0]).toEqual({ from: '2026-06-01', to: '2026-06-15', page: 1 });
  });

  it('asks for the days, supplier and status chosen, and exports the same filters', async () => {
    const createObjectURL = vi.fn(() => 'blob:sheet');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderScreen();
    await screen.findByRole('table', { name: 'Supplier bookings' }, LOADED);
    fireEvent.change(screen.getByLabelText('Booked from'), { target: { value: '01/05/2026' } });
    fireEvent.change(screen.getByLabelText('Booked to'), { target: { value: '31/05/2026' } });
    fireEvent.change(screen.getByLabelText('Supplier code'), { target: { value: 'TBO' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'refunded' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const chosen = { from: '2026-05-01', to: '2026-05-31', supplier: 'TBO', status: 'refunded' };
    await waitFor(() => expect(bodiesOf(fetchMock, PATH).at(-1)).toEqual({ ...chosen, page: 1 }));

    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const exported = fetchMock.mock.calls.map(([input]) => String(input)).find((u) => u.includes('/export'));
    expect(Object.fromEntries(new URL(exported ?? '', 'http://x').searchParams)).toEqual(chosen);
  });

  it('says under the end date when the span runs backwards, and asks nothing', async () => {
    renderScreen();
    await screen.findByRole('table', { name: 'Supplier bookings' }, LOADED);
    const asked = bodiesOf(fetchMock, PATH).length;
    fireEvent.change(screen.getByLabelText('Booked from'), { target: { value: '10/06/2026' } });
    fireEvent.change(screen.getByLabelText('Booked to'), { target: { value: '01/06/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(SUPPLIER_REPORT_MSG.dateOrder)).toBeTruthy();
    expect(bodiesOf(fetchMock, PATH)).toHaveLength(asked);
  });

  it('says when nothing was booked in the span', async () => {
    report = { ...FULL, suppliers: [], records: [], totalRecords: 0, totals: { ...totals, bookings: 0 } };
    renderScreen();
    expect(await screen.findByText(SUPPLIER_REPORT_MSG.empty, undefined, LOADED)).toBeTruthy();
    expect(screen.getByText(MSG.noResults)).toBeTruthy();
  });
});
