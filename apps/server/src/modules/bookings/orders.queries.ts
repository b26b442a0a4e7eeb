import { and, eq, inArray, sql } from 'drizzle-orm';
import { attentionItems } from '../../commerce/attention/attention.schema';
import { STAFF_TAKES_OVER } from '../../commerce/attention/attention.service';
import type { OrderEvent } from '../../commerce/orders/order-machine';
import { claimOrder, type OrderChanges } from '../../commerce/orders/orders.queries';
import { type OrderRow, type OrderStatus, orders } from '../../commerce/orders/orders.schema';
import type { DbOrTx } from '../../platform/db/client';
import { type FlightOrderRow, flightBookings, flightCheckouts } from './bookings.schema';

/** An order's columns with its flight checkout's: what flight code reads as a flight order. */
const flightOrderColumns = {
  order: orders,
  searchId: flightCheckouts.searchId,
  details: flightCheckouts.details,
};
const asFlightOrder = ({
  order,
  searchId,
  details,
}: {
  order: OrderRow;
  searchId: string;
  details: FlightOrderRow['details'];
}): FlightOrderRow => ({ ...order, searchId, details });

function selectFlightOrders(db: DbOrTx) {
  return db
    .select(flightOrderColumns)
    .from(orders)
    .innerJoin(flightCheckouts, eq(flightCheckouts.orderId, orders.id));
}

export async function findFlightOrder(db: DbOrTx, siteId: string, orderId: string) {
  const [row] = await selectFlightOrders(db).where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)));
  return row && asFlightOrder(row);
}

export async function findFlightOrderAnySite(db: DbOrTx, orderId: string) {
  const [row] = await selectFlightOrders(db).where(eq(orders.id, orderId));
  return row && asFlightOrder(row);
}

/** The flight orders of a site by id (another site's are not there). */
export async function flightOrdersByIds(db: DbOrTx, siteId: string, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  const rows = await selectFlightOrders(db).where(
    and(eq(orders.siteId, siteId), inArray(orders.id, orderIds)),
  );
  return rows.map(asFlightOrder);
}

/** A flight order as the core moved it: its checkout never changes, so it rides along. */
export const withCheckout = (
  order: FlightOrderRow,
  moved: OrderRow | undefined,
): FlightOrderRow | undefined => moved && { ...moved, searchId: order.searchId, details: order.details };

/** Moves a flight order by one event of the state machine (`claimOrder`), keeping its checkout. */
export async function claimFlightOrder(
  db: DbOrTx,
  order: FlightOrderRow,
  from: OrderStatus,
  event: OrderEvent,
  values: OrderChanges = {},
) {
  return withCheckout(order, await claimOrder(db, order.id, from, event, values));
}

export function bookingsOfOrder(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(flightBookings)
    .where(eq(flightBookings.orderId, orderId))
    .orderBy(flightBookings.legIndex);
}

/**
 * Orders a crash left mid-booking: the supplier may or may not have booked (or held) them. A hold
 * being placed was never paid, so its age counts from the order. One handed to staff is theirs.
 */
export async function ordersStuckProcessing(db: DbOrTx, olderThan: Date) {
  const rows = await selectFlightOrders(db).where(
    and(
      eq(orders.status, 'processing'),
      sql`coalesce(${orders.paidAt}, ${orders.createdAt}) < ${olderThan.toISOString()}::timestamptz`,
      sql`not exists (select 1 from ${attentionItems} where ${attentionItems.orderId} = ${orders.id} and ${inArray(attentionItems.kind, [...STAFF_TAKES_OVER])})`,
      // The supplier is being asked about these (the check-flight-booking job): not stuck.
      sql`not exists (select 1 from ${flightBookings} where ${flightBookings.orderId} = ${orders.id} and ${flightBookings.status} = 'unconfirmed')`,
    ),
  );
  return rows.map(asFlightOrder);
}

/** The legs of an order still held at the airline. */
export function heldLegsOf(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(flightBookings)
    .where(and(eq(flightBookings.orderId, orderId), eq(flightBookings.status, 'held')))
    .orderBy(flightBookings.legIndex);
}

/**
 * Holds paid when they were made (decision 0009, before 0024): orders finished with a leg still
 * held. Their time limit is the airline's text on the leg, so the caller reads it.
 */
export async function paidHoldLegs(db: DbOrTx) {
  const rows = await db
    .select({ ...flightOrderColumns, booking: flightBookings })
    .from(flightBookings)
    .innerJoin(orders, eq(orders.id, flightBookings.orderId))
    .innerJoin(flightCheckouts, eq(flightCheckouts.orderId, orders.id))
    .where(
      and(
        eq(flightBookings.status, 'held'),
        eq(orders.status, 'completed'),
        sql`${orders.paidAt} is not null`,
        sql`${orders.heldUntil} is null`,
      ),
    );
  return rows.map(({ booking, ...row }) => ({ order: asFlightOrder(row), booking }));
}

/** The core's order with its flight checkout, for the flight work a paid order needs. */
export async function loadCheckout(db: DbOrTx, order: OrderRow): Promise<FlightOrderRow> {
  const [checkout] = await db.select().from(flightCheckouts).where(eq(flightCheckouts.orderId, order.id));
  if (!checkout) throw new Error(`order ${order.id} has no flight checkout`);
  return { ...order, searchId: checkout.searchId, details: checkout.details };
}
