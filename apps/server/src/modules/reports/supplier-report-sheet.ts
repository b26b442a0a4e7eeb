import type { Writable } from 'node:stream';
import {
  formatSiteDateTime,
  SUPPLIER_BOOKING_STATUS_LABELS,
  type SupplierTotals,
  type TimeLocale,
} from '@app/contracts';
import ExcelJS from 'exceljs';
import type { SupplierBookingRow } from './supplier-report.queries';

type Summary = {
  currency: string;
  suppliers: (SupplierTotals & { supplier: string })[];
  totals: SupplierTotals;
};

const MONEY_HEADERS = ['Published fare', 'Net cost', 'Selling price', 'Supplier refund'] as const;

/** The sheet's columns: a booking row's cells, and a totals row's in the same places. */
export const supplierReportHeaders = (currency: string) => [
  'Supplier',
  'Booked',
  'Supplier booking id',
  'PNR',
  'Order',
  'Travel date',
  'Sector',
  'Airline',
  'Passengers',
  'Status',
  ...MONEY_HEADERS.map((label) => `${label} (${currency})`),
];

/**
 * Writes the supplier report batch by batch: every booking in the report's order, then a totals
 * row per supplier and one over all of them (money of issued tickets only, as on the screen).
 * Money is in the site's major unit (what the supplier's statement shows); times on the site's clock.
 */
export async function writeSupplierReportSheet(
  out: Writable,
  summary: Summary,
  batches: AsyncIterable<SupplierBookingRow[]>,
  locale: TimeLocale,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet('Supplier report', { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = [12, 20, 20, 10, 18, 12, 12, 8, 11, 18, 16, 16, 16, 16];
  sheet.columns = supplierReportHeaders(summary.currency).map((header, i) => ({
    header,
    width: widths[i],
    ...(i >= 10 ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const units = (paise: number | null) => (paise === null ? null : paise / 100);
  for await (const batch of batches)
    for (const row of batch)
      sheet
        .addRow([
          row.supplier,
          formatSiteDateTime(row.bookedAt, locale),
          row.supplierBookingId === null ? '' : String(row.supplierBookingId),
          row.pnr ?? '',
          row.orderReference,
          row.travelDate,
          `${row.origin}-${row.destination}`,
          row.airlineCode,
          row.passengerCount,
          SUPPLIER_BOOKING_STATUS_LABELS[row.status],
          units(row.publishedFare),
          units(row.netCost),
          units(row.sellingPrice),
          units(row.supplierRefund),
        ])
        .commit();
  const totalsRow = (label: string, t: SupplierTotals) => {
    const row = sheet.addRow([
      label,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      t.passengers,
      `${t.ticketed} of ${t.bookings} issued`,
      units(t.publishedFare),
      units(t.netCost),
      units(t.sellingPrice),
      units(t.supplierRefund),
    ]);
    row.font = { bold: true };
    row.commit();
  };
  for (const { supplier, ...t } of summary.suppliers) totalsRow(`Total ${supplier}`, t);
  totalsRow('Total', summary.totals);
  sheet.commit();
  await workbook.commit();
}
