import { sql } from 'drizzle-orm';
import { allocateOrderReference } from '../commerce/orders/order-references';
import type { DbOrTx } from '../platform/db/client';
import { type BookingInput, bookingFixture } from '../seed/booking-factories';

/**
 * A paid, ticketed flight booking written as the code before decision 0035 wrote it: one
 * `flight_orders` row carrying the checkout, and its leg. For migration tests on a database migrated
 * up to 0014; `order` overrides the order's columns (a gateway payment, a payment attempt's ref).
 */
export async function oldFlightBooking(
  db: DbOrTx,
  siteId: string,
  userId: string,
  input: BookingInput & {
    order?: { paymentMethod?: 'wallet' | 'gateway'; paymentRef?: string; gatewayTransactionId?: string };
  } = {},
) {
  const { order: columns = {}, ...rest } = input;
  const { order, checkout, booking } = bookingFixture(siteId, userId, rest);
  const reference = await allocateOrderReference(db, siteId, order.paidAt);
  const method = columns.paymentMethod ?? order.paymentMethod;
  await db.execute(sql`insert into flight_orders
    (id, site_id, reference, user_id, search_id, status, payment_method, gateway_provider,
     gateway_transaction_id, payment_ref, amount, details, expires_at, paid_at, completed_at)
    values (${order.id}, ${siteId}, ${reference}, ${userId}, ${checkout.searchId}, ${order.status},
     ${method}, ${method === 'gateway' ? 'phonepe' : null}, ${columns.gatewayTransactionId ?? null},
     ${columns.paymentRef ?? null}, ${order.amount}, ${JSON.stringify(checkout.details)}::jsonb,
     ${order.expiresAt.toISOString()}::timestamptz, ${order.paidAt.toISOString()}::timestamptz,
     ${order.completedAt.toISOString()}::timestamptz)`);
  const id = crypto.randomUUID();
  await db.execute(sql`insert into flight_bookings
    (id, site_id, order_id, user_id, leg_index, search_id, source, is_lcc, is_domestic,
     supplier_booking_id, pnr, status, origin, destination, airline_code, travel_date, fare, segments,
     passengers, accounting)
    values (${id}, ${siteId}, ${order.id}, ${userId}, ${booking.legIndex}, ${booking.searchId},
     ${booking.source}, ${booking.isLcc}, ${booking.isDomestic}, ${booking.supplierBookingId}, ${booking.pnr},
     ${booking.status}, ${booking.origin}, ${booking.destination}, ${booking.airlineCode}, ${booking.travelDate},
     ${JSON.stringify(booking.fare)}::jsonb, ${JSON.stringify(booking.segments)}::jsonb,
     ${JSON.stringify(booking.passengers)}::jsonb, ${JSON.stringify(booking.accounting)}::jsonb)`);
  return { id, orderId: order.id, reference, amount: order.amount, pnr: booking.pnr };
}
