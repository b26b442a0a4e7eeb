import {
  CHANGE_REQUEST_STATUS,
  type SupplierBookingStatus,
  type SupplierReportExportRequest,
} from '@app/contracts';
import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { orderItems } from '../../commerce/orders/order-items.schema';
import { orders } from '../../commerce/orders/orders.schema';
import type { DbOrTx } from '../../platform/db/client';
import { type BookingStatus, changeRequests, flightBookings } from '../bookings/bookings.schema';
import { startOfSiteDay } from '../site/site-days';

/*
 * The supplier report (decision 0044) reads each supplier booking (a leg) with the order item it
 * is: the supplier is the item's `supplier_code`; the net cost (fare + extras bought from the
 * supplier) and the selling price (what the buyer paid for it) are the item's `net` and `total`,
 * the figures profit and loss counts; the published fare is the fare the supplier booked at
 * (`accounting.middleManWl`, as the supplier-wallet spend reads it). The supplier's refund is what
 * its completed change requests gave back, which is what was credited to the buyer.
 */

export type SupplierReportQuery = Omit<SupplierReportExportRequest, 'supplier' | 'status'> & {
  supplier?: string | null;
  status?: SupplierBookingStatus;
};

/** The leg statuses whose ticket the supplier issued: what it charges for. */
const CHARGED: BookingStatus[] = ['ticketed', 'changeRequested', 'cancelled'];

const supplierRefund = sql`(select sum(${changeRequests.refundedAmount}) from ${changeRequests}
  where ${changeRequests.bookingId} = ${flightBookings.id}
  and ${changeRequests.status} = ${CHANGE_REQUEST_STATUS.Completed})`;

/** A cancelled leg whose refund the supplier has paid reads as refunded. */
const reportStatus = sql<SupplierBookingStatus>`case
  when ${flightBookings.status} = 'cancelled' and coalesce(${supplierRefund}, 0) > 0 then 'refunded'
  else ${flightBookings.status} end`;

const publishedFare = sql`(${flightBookings.accounting}->>'middleManWl')::bigint`;
const passengerCount = sql`jsonb_array_length(${flightBookings.passengers})`;

function matching(siteId: string, f: SupplierReportQuery): SQL | undefined {
  return and(
    eq(flightBookings.siteId, siteId),
    // Bounds on the raw timestamp, [from, to + 1 day), so an index can serve the range.
    gte(flightBookings.createdAt, startOfSiteDay(siteId, f.from)),
    lt(flightBookings.createdAt, startOfSiteDay(siteId, f.to, 1)),
    f.supplier ? eq(orderItems.supplierCode, f.supplier) : undefined,
    f.status ? sql`${reportStatus} = ${f.status}` : undefined,
  );
}

const rowColumns = {
  id: flightBookings.id,
  supplier: orderItems.supplierCode,
  supplierBookingId: flightBookings.supplierBookingId,
  pnr: flightBookings.pnr,
  orderId: orders.id,
  orderReference: orders.reference,
  bookedAt: flightBookings.createdAt,
  travelDate: flightBookings.travelDate,
  origin: flightBookings.origin,
  destination: flightBookings.destination,
  airlineCode: flightBookings.airlineCode,
  passengerCount: passengerCount.mapWith(Number),
  status: reportStatus,
  publishedFare: publishedFare.mapWith(Number),
  netCost: orderItems.net,
  sellingPrice: orderItems.total,
  supplierRefund: supplierRefund.mapWith(Number),
};

/** The bookings the filters keep, by supplier, then in the order they were booked. */
export async function supplierBookings(
  db: DbOrTx,
  siteId: string,
  f: SupplierReportQuery,
  offset: number,
  limit: number,
) {
  const rows = await db
    .select(rowColumns)
    .from(flightBookings)
    .innerJoin(orderItems, eq(orderItems.id, flightBookings.orderItemId))
    .innerJoin(orders, eq(orders.id, flightBookings.orderId))
    .where(matching(siteId, f))
    .orderBy(asc(orderItems.supplierCode), asc(flightBookings.createdAt), asc(flightBookings.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    ...row,
    supplierRefund: row.supplierRefund as number | null,
  }));
}
export type SupplierBookingRow = Awaited<ReturnType<typeof supplierBookings>>[number];

/** Batches of every matching booking, in the report's order, for the export. */
export async function* supplierBookingBatches(
  db: DbOrTx,
  siteId: string,
  f: SupplierReportQuery,
  size = 500,
) {
  for (let offset = 0; ; offset += size) {
    const batch = await supplierBookings(db, siteId, f, offset, size);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
  }
}

const charged = inArray(flightBookings.status, CHARGED);
const chargedSum = (value: SQL | PgColumn) =>
  sql`coalesce(sum(${value}) filter (where ${charged}), 0)`.mapWith(Number);

/** Per supplier: every booking counted; the money of the tickets it issued only. */
export function supplierTotals(db: DbOrTx, siteId: string, f: SupplierReportQuery) {
  return db
    .select({
      supplier: orderItems.supplierCode,
      bookings: sql`count(*)`.mapWith(Number),
      ticketed: sql`count(*) filter (where ${charged})`.mapWith(Number),
      passengers: chargedSum(passengerCount),
      publishedFare: chargedSum(publishedFare),
      netCost: chargedSum(orderItems.net),
      sellingPrice: chargedSum(orderItems.total),
      supplierRefund: chargedSum(supplierRefund),
    })
    .from(flightBookings)
    .innerJoin(orderItems, eq(orderItems.id, flightBookings.orderItemId))
    .innerJoin(orders, eq(orders.id, flightBookings.orderId))
    .where(matching(siteId, f))
    .groupBy(orderItems.supplierCode)
    .orderBy(asc(orderItems.supplierCode));
}
