import { encodeTicketSlug, type OrderMoney, type OrderView } from '@app/contracts';
import type { OrderEventRow } from '../../commerce/orders/order-events.schema';
import type { OrderRow } from '../../commerce/orders/orders.schema';
import type { RefundRow } from '../../commerce/payments/refunds.schema';
import { orderRefundOf } from '../payments/refund-views';
import type { LegStanding } from './booking-facts';
import type { BookingStatus, FlightBookingRow, FlightOrderRow } from './bookings.schema';

/** Legs whose money went back: refused by the airline after payment, or released from a paid hold. */
const GIVEN_BACK: readonly BookingStatus[] = ['failed', 'released'];

function slugOf(leg: FlightBookingRow) {
  if (!leg.pnr || !['ticketed', 'changeRequested', 'cancelled'].includes(leg.status)) return null;
  try {
    return encodeTicketSlug(leg.id, leg.pnr);
  } catch {
    // A supplier PNR the slug cannot carry: no e-ticket link, as on the ticket queue.
    return null;
  }
}

/** A leg's facts, read with the order's legs (`legStandings`). */
function factsOf(leg: FlightBookingRow, standings: Map<string, LegStanding>) {
  const standing = standings.get(leg.id);
  if (!standing) throw new Error(`leg ${leg.id} was not read with its order`);
  return standing.facts;
}

/**
 * What happened to the buyer's money, from the order and its legs: nothing taken (a hold, a
 * declined payment), the amount, or part or all of it back the way it came.
 */
export function moneyOf(
  order: OrderRow,
  legs: FlightBookingRow[],
  { withStaff, taken }: { withStaff: boolean; taken: boolean },
): OrderMoney {
  if (order.paidAt === null) {
    // Taken, but not the amount due: the order failed and staff return it.
    return { charged: 0, refunded: 0, refundedTo: withStaff && taken ? 'staff' : null };
  }
  const refunded = legs
    .filter((leg) => GIVEN_BACK.includes(leg.status))
    .reduce((sum, leg) => sum + leg.accounting.endCustomer, 0);
  const refundedTo = refunded === 0 ? null : withStaff ? 'staff' : order.paymentMethod;
  return { charged: order.amount - refunded, refunded, refundedTo };
}

/** An order as its page shows it: confirmation, held booking, or what went wrong and where the money is. */
export function orderViewOf(
  order: FlightOrderRow,
  legs: FlightBookingRow[],
  {
    message,
    standings,
    refunds,
    events,
    withStaff,
    taken,
  }: {
    message: string;
    /** what each leg is now (decision 0058) */
    standings: Map<string, LegStanding>;
    refunds: RefundRow[];
    /** the order's timeline: staff's only */
    events: OrderEventRow[];
    /** an attention case handed the order's money to staff */
    withStaff: boolean;
    /** the buyer's money was taken (paid, or taken by the gateway for a payment we declined) */
    taken: boolean;
  },
): OrderView {
  return {
    orderId: order.id,
    reference: order.reference,
    searchId: order.searchId,
    status: order.status,
    message,
    amount: order.amount,
    expiryTime: order.expiresAt.toISOString(),
    isPayingOnline: order.paymentMethod === 'gateway' && !order.holdRequested,
    paymentMethod: order.paymentMethod,
    heldUntil: order.heldUntil?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    money: moneyOf(order, legs, { withStaff, taken }),
    contactEmail: order.details.passengers[0]?.email?.trim() || null,
    fares: order.details.fares,
    fareSummary: order.details.fareSummary,
    passengers: order.details.passengers.map((p) => ({
      title: p.title,
      firstName: p.firstName,
      lastName: p.lastName,
      paxType: p.paxType,
    })),
    bookings: legs.map((leg) => ({
      bookingId: leg.id,
      legIndex: leg.legIndex,
      pnr: leg.pnr,
      status: leg.status,
      slug: slugOf(leg),
      facts: factsOf(leg, standings),
    })),
    // Oldest first: the order in which the money went back.
    refunds: [...refunds].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map(orderRefundOf),
    events: events.map((e) => ({
      at: e.at.toISOString(),
      event: e.event,
      toStatus: e.toStatus ?? null,
      note: e.note,
      amount: typeof e.data?.amount === 'number' ? e.data.amount : null,
    })),
  };
}
