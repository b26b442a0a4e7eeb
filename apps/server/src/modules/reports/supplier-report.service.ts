import {
  NO_SUPPLIER_TOTALS,
  SUPPLIER_REPORT_MSG,
  SUPPLIER_REPORT_PAGE_SIZE,
  type SupplierReport,
  type SupplierReportFilters,
  type SupplierReportRow,
  type SupplierTotals,
} from '@app/contracts';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { siteLocaleOf } from '../site/site-days';
import {
  type SupplierBookingRow,
  type SupplierReportQuery,
  supplierBookings,
  supplierTotals,
} from './supplier-report.queries';

/** A booking row as the report's answer and sheet carry it (ids as text, times as ISO). */
export const reportRowOf = (row: SupplierBookingRow): SupplierReportRow => ({
  ...row,
  supplierBookingId: row.supplierBookingId === null ? null : String(row.supplierBookingId),
  bookedAt: row.bookedAt.toISOString(),
});

const addTotals = (a: SupplierTotals, b: SupplierTotals): SupplierTotals => ({
  bookings: a.bookings + b.bookings,
  ticketed: a.ticketed + b.ticketed,
  passengers: a.passengers + b.passengers,
  publishedFare: a.publishedFare + b.publishedFare,
  netCost: a.netCost + b.netCost,
  sellingPrice: a.sellingPrice + b.sellingPrice,
  supplierRefund: a.supplierRefund + b.supplierRefund,
});

/** /flight/supplierReport (decision 0044): the site's supplier bookings of a span, per supplier. */
export function createSupplierReport({ db }: { db: Db }) {
  /** The totals per supplier and over all of them, with the site's currency. */
  async function summary(siteId: string, f: SupplierReportQuery) {
    const [suppliers, locale] = await Promise.all([supplierTotals(db, siteId, f), siteLocaleOf(db, siteId)]);
    const totals = suppliers.reduce<SupplierTotals>(
      (sum, { supplier: _, ...row }) => addTotals(sum, row),
      NO_SUPPLIER_TOTALS,
    );
    return { from: f.from, to: f.to, currency: locale.currency, suppliers, totals, locale };
  }

  return {
    summary,

    async report(siteId: string, filters: SupplierReportFilters): Promise<SupplierReport> {
      const { page, ...f } = filters;
      const { locale: _, ...head } = await summary(siteId, f);
      const totalPages = Math.max(1, Math.ceil(head.totals.bookings / SUPPLIER_REPORT_PAGE_SIZE));
      // A page past the end is a stale link, not an empty list.
      if (page > totalPages) {
        const message = SUPPLIER_REPORT_MSG.pastLastPage(page, totalPages);
        throw badRequest(message, { page: message });
      }
      const rows = await supplierBookings(
        db,
        siteId,
        f,
        (page - 1) * SUPPLIER_REPORT_PAGE_SIZE,
        SUPPLIER_REPORT_PAGE_SIZE,
      );
      return {
        ...head,
        records: rows.map(reportRowOf),
        totalRecords: head.totals.bookings,
        totalPages,
        currentPage: page,
      };
    },
  };
}
export type SupplierReportService = ReturnType<typeof createSupplierReport>;
