import { z } from 'zod';
import { isIsoDate } from '../bookings-passengers/dates';
import { ok, optionalText } from '../common/fields';
import { blankToUndefined, FILTER_MSG, pageField } from '../common/filter-fields';

/**
 * POST reports/supplierReport (/flight/supplierReport, staff, permission reports.supplier,
 * decision 0044): the site's flight bookings at each supplier, one row per supplier booking (a leg:
 * a return pair is two), booked on the site's calendar days from–to (the day the supplier answered
 * the booking), with what the supplier charges, what the buyer paid and what the supplier gave
 * back; totals per supplier. GET reports/supplierReport/export answers the same rows and totals
 * as a sheet. Money is paise.
 */
export const supplierReportPath = 'reports/supplierReport';
export const exportSupplierReportPath = 'reports/supplierReport/export';
export const SUPPLIER_REPORT_FILE_NAME = 'supplier-report.xlsx';
export const SUPPLIER_REPORT_PAGE_SIZE = 50;

/**
 * A supplier booking as the report reads it: the leg's own status, except that a cancelled one
 * whose refund the supplier has paid is `refunded`.
 */
export const SUPPLIER_BOOKING_STATUSES = [
  'ticketed',
  'changeRequested',
  'cancelled',
  'refunded',
  'failed',
  'held',
  'released',
  'unconfirmed',
] as const;
export type SupplierBookingStatus = (typeof SUPPLIER_BOOKING_STATUSES)[number];

export const SUPPLIER_BOOKING_STATUS_LABELS: Record<SupplierBookingStatus, string> = {
  ticketed: 'Ticketed',
  changeRequested: 'Change requested',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  failed: 'Failed',
  held: 'Held',
  released: 'Released',
  unconfirmed: 'Awaiting the supplier',
};

/** The statuses whose ticket the supplier issued, and so charged for: only these count in the totals. */
export const SUPPLIER_CHARGED_STATUSES: readonly SupplierBookingStatus[] = [
  'ticketed',
  'changeRequested',
  'cancelled',
  'refunded',
];

export const SUPPLIER_REPORT_MSG = {
  ...FILTER_MSG,
  status: 'Choose a status from the list',
  pastLastPage: (page: number, last: number) => `Page ${page} is past the last page (${last})`,
  empty: 'No supplier bookings in this period',
  emptyFiltered: 'No supplier booking matches these filters.',
} as const;

const day = z.string({ error: FILTER_MSG.date }).refine(isIsoDate, FILTER_MSG.date);

const filters = {
  /** the site's calendar days (its own time zone), both inclusive */
  from: day,
  to: day,
  /** one supplier's bookings only (its code, e.g. TBO) */
  supplier: optionalText(40),
  status: z.preprocess(
    blankToUndefined,
    z.enum(SUPPLIER_BOOKING_STATUSES, { error: SUPPLIER_REPORT_MSG.status }).optional(),
  ),
};
const spanInOrder = (v: { from: string; to: string }, ctx: z.RefinementCtx) => {
  // ISO dates compare correctly as text.
  if (v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: FILTER_MSG.dateOrder });
};

export const supplierReportRequest = z
  .object({ page: pageField(), ...filters })
  .strict()
  .superRefine(spanInOrder);
export type SupplierReportRequest = z.input<typeof supplierReportRequest>;
export type SupplierReportFilters = z.output<typeof supplierReportRequest>;

/** The export's query: the same filters, every row. */
export const supplierReportExportRequest = z.object(filters).strict().superRefine(spanInOrder);
export type SupplierReportExportRequest = z.input<typeof supplierReportExportRequest>;

const paise = z.number().int();

export const supplierReportRow = z.object({
  /** our id of the supplier booking */
  id: z.string(),
  supplier: z.string(),
  supplierBookingId: z.string().nullable(),
  pnr: z.string().nullable(),
  orderId: z.string(),
  orderReference: z.string(),
  bookedAt: z.string(),
  travelDate: z.string(),
  origin: z.string(),
  destination: z.string(),
  airlineCode: z.string(),
  passengerCount: z.number().int(),
  status: z.enum(SUPPLIER_BOOKING_STATUSES),
  /** the supplier's published fare of the booking, every passenger */
  publishedFare: paise,
  /** what the supplier charges: the fare and the extras (baggage, meals) bought from it */
  netCost: paise,
  /** what the buyer paid for this booking: net cost + our markup + GST on it − discount − commission passed on + TDS */
  sellingPrice: paise,
  /** what the supplier refunded on completed cancellations; null when nothing is known */
  supplierRefund: paise.nullable(),
});
export type SupplierReportRow = z.infer<typeof supplierReportRow>;

/** Money of the issued tickets only (SUPPLIER_CHARGED_STATUSES); bookings counts every row. */
export const supplierTotals = z.object({
  bookings: z.number().int(),
  ticketed: z.number().int(),
  passengers: z.number().int(),
  publishedFare: paise,
  netCost: paise,
  sellingPrice: paise,
  supplierRefund: paise,
});
export type SupplierTotals = z.infer<typeof supplierTotals>;

export const supplierReport = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** by supplier code */
  suppliers: z.array(supplierTotals.extend({ supplier: z.string() })),
  totals: supplierTotals,
  records: z.array(supplierReportRow),
  totalRecords: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
});
export type SupplierReport = z.infer<typeof supplierReport>;
export const supplierReportResponse = ok({ data: supplierReport });

export const NO_SUPPLIER_TOTALS: SupplierTotals = {
  bookings: 0,
  ticketed: 0,
  passengers: 0,
  publishedFare: 0,
  netCost: 0,
  sellingPrice: 0,
  supplierRefund: 0,
};
