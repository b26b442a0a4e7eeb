import { randomUUID } from 'node:crypto';
import { CHANGE_REQUEST_STATUS, type FlightResult, type Segment } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { orderItems } from '../commerce/orders/order-items.schema';
import { allocateOrderReference } from '../commerce/orders/order-references';
import { orders } from '../commerce/orders/orders.schema';
import { claimSupplierRefs } from '../commerce/orders/supplier-refs';
import { payments } from '../commerce/payments/payments.schema';
import { type RefundRow, refunds } from '../commerce/payments/refunds.schema';
import {
  changeRequests,
  type FlightBookingRow,
  flightBookings,
  flightCheckouts,
  type OrderDetails,
  type TicketedPassenger,
} from '../modules/bookings/bookings.schema';
import { ITEM_STATE_OF_LEG, supplierRefsOf } from '../modules/bookings/leg-items';
import type { DbOrTx } from '../platform/db/client';

const unique = () => randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase();
const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function segmentFor(origin: string, destination: string, date: string, airlineCode = '6E'): Segment {
  return {
    airlineName: airlineCode === '6E' ? 'IndiGo Airlines' : airlineCode,
    airlineCode,
    flightNumber: '2135',
    fareClass: 'R',
    originAirportCode: origin,
    originAirportName: `${origin} Airport`,
    originCityName: origin,
    originTerminal: '1',
    destinationAirportCode: destination,
    destinationAirportName: `${destination} Airport`,
    destinationCityName: destination,
    destinationCityCode: destination,
    destinationTerminal: '2',
    departureTime: `${date}T07:10:00`,
    arrivalTime: `${date}T09:25:00`,
    duration: 135,
    groundTime: 0,
    flightStatus: 'Confirmed',
    baggage: '15 KG',
    cabinBaggage: '7 KG',
    airlinePnr: null,
    operatingCarrier: airlineCode,
    craft: 'A320',
    stopPoint: '',
    stopPointArrivalTime: null,
    stopPointDepartureTime: null,
  };
}

export function passengerFor(firstName: string, lastName: string, index: number): TicketedPassenger {
  return {
    title: 'Mr',
    firstName,
    lastName,
    paxType: 1,
    gender: 1,
    dateOfBirth: '1990-04-12',
    email: index === 0 ? 'lead@example.test' : undefined,
    phoneCode: index === 0 ? '+91' : undefined,
    mobileNo: index === 0 ? '9876543210' : undefined,
    ticket: { ticketId: 1000 + index, ticketNumber: `6E${unique()}`, validatingAirline: '6E' },
    barcodes: [],
  };
}

export type BookingInput = Partial<typeof flightBookings.$inferInsert> & {
  passengerNames?: [string, string][];
  /** the fare the customer paid, paise */
  price?: number;
};

/**
 * The rows of a booking as the order flow leaves them (an order paid from the wallet, one leg
 * ticketed), before they are written: `createBooking` writes them through today's schema, and a
 * migration test writes the same through the schema before it.
 */
export function bookingFixture(siteId: string, userId: string, input: BookingInput = {}) {
  const { passengerNames = [['Riya', 'Sharma']], price = 650_000, ...values } = input;
  const origin = values.origin ?? 'DEL';
  const destination = values.destination ?? 'BOM';
  const travelDate = values.travelDate ?? addDays(10);
  const airlineCode = values.airlineCode ?? '6E';
  const segments = [segmentFor(origin, destination, travelDate, airlineCode)];
  const markup = 29_900;
  const fare: FlightResult = {
    resultIndex: 'OB1',
    traceId: randomUUID(),
    source: airlineCode,
    isLcc: true,
    isRefundable: false,
    airlineCode,
    airlineName: segments[0]?.airlineName ?? airlineCode,
    segments: [segments],
    currency: 'INR',
    publishedFare: price - markup,
    publishedPrice: price,
    fareBreakdown: [
      {
        passengerType: 1,
        passengerCount: passengerNames.length,
        baseFare: price - markup - 80_000,
        tax: 80_000,
        offeredOtherCharges: 0,
        publishedFare: price - markup,
        publishedPrice: price,
      },
    ],
    markup: { ruleId: null, amount: markup },
    seatsAvailable: 9,
    lastTicketDate: null,
    airlineRemark: '',
  };
  const passengers = passengerNames.map(([first, last], i) => passengerFor(first, last, i));
  const orderId = `FD${unique()}`;
  const searchId = randomUUID();
  const now = new Date();
  return {
    order: {
      id: orderId,
      siteId,
      userId,
      status: 'completed' as const,
      paymentMethod: 'wallet' as const,
      amount: price,
      expiresAt: new Date(now.getTime() + 15 * 60_000),
      paidAt: now,
      completedAt: now,
    },
    checkout: {
      orderId,
      searchId,
      details: {
        fares: [fare],
        passengers,
        extras: [],
        isDomestic: true,
        fareSummary: {
          totalFare: price - markup,
          commissionEarned: 0,
          markup,
          gstOnMarkup: 0,
          tds: 0,
          discount: 0,
          totalPayable: price,
          totalPayableAmt: price,
          currency: 'INR',
          baggagePrice: 0,
          mealPrice: 0,
          txnFee: 0,
          userMergeTxnFeeTaxes: false,
        },
      } satisfies OrderDetails,
    },
    item: {
      siteId,
      orderId,
      position: 0,
      productKind: 'flight' as const,
      supplierCode: 'TBO',
      net: price - markup,
      markup,
      total: price,
    },
    booking: {
      siteId,
      orderId,
      userId,
      legIndex: 0,
      searchId,
      source: airlineCode,
      isLcc: true,
      isDomestic: true,
      supplierBookingId: Math.floor(Math.random() * 1e9),
      pnr: unique().slice(0, 6),
      status: 'ticketed' as const,
      origin,
      destination,
      airlineCode,
      travelDate,
      fare,
      segments,
      passengers,
      accounting: { middleManWl: price - markup, endCustomer: price },
      ...values,
    },
  };
}

/** A booking as the order flow leaves it, for tests and queues that need rows without the supplier. */
export async function createBooking(db: DbOrTx, siteId: string, userId: string, input: BookingInput = {}) {
  const { order, checkout, item: item0, booking } = bookingFixture(siteId, userId, input);
  await db
    .insert(orders)
    .values({ ...order, reference: await allocateOrderReference(db, siteId, order.paidAt) });
  await db.insert(payments).values({
    id: order.id,
    siteId,
    orderId: order.id,
    method: order.paymentMethod,
    amount: order.amount,
    state: 'paid',
    settledAt: order.paidAt,
  });
  await db.insert(flightCheckouts).values(checkout);
  // The item says what the leg says, as the order flow leaves them.
  const [item] = await db
    .insert(orderItems)
    .values({
      ...item0,
      state: ITEM_STATE_OF_LEG[booking.status],
      supplierRef: booking.supplierBookingId == null ? null : String(booking.supplierBookingId),
    })
    .returning();
  if (!item) throw new Error('no item made');
  const [row] = await db
    .insert(flightBookings)
    .values({ ...booking, orderItemId: item.id })
    .returning();
  if (!row) throw new Error('no booking made');
  // As the order flow does, the item claims what the supplier gave it (decision 0059).
  await claimSupplierRefs(db, item, supplierRefsOf(row));
  return row;
}

export type RefundInput = Partial<typeof refunds.$inferInsert> & { orderId: string };

/**
 * A refund row of an order as the refunds service leaves it: owed to the order's buyer, returning
 * its payment (`createBooking`'s has the order's id), to the card unless said otherwise.
 */
export async function createRefund(db: DbOrTx, input: RefundInput): Promise<RefundRow> {
  const [order] = await db
    .select({ siteId: orders.siteId, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, input.orderId));
  if (!order) throw new Error(`no order ${input.orderId} to refund`);
  const [row] = await db
    .insert(refunds)
    .values({
      siteId: order.siteId,
      userId: order.userId,
      method: 'gateway',
      amount: 10_000,
      reason: 'the airline cancelled',
      reference: `R${unique()}`,
      paymentId: input.orderId,
      ...input,
    })
    .returning();
  if (!row) throw new Error('no refund made');
  return row;
}

/**
 * A change request the airline opened on a booking (a full refund of every passenger and sector,
 * with the airline working on it, unless said otherwise), as the change-request flow records it.
 */
export async function createChangeRequest(
  db: DbOrTx,
  booking: FlightBookingRow,
  input: Partial<typeof changeRequests.$inferInsert> = {},
) {
  const [row] = await db
    .insert(changeRequests)
    .values({
      siteId: booking.siteId,
      bookingId: booking.id,
      supplierChangeRequestId: Math.floor(Math.random() * 1e9),
      requestType: 1,
      remarks: 'Plans changed',
      status: CHANGE_REQUEST_STATUS.Acknowledged,
      statusText: 'Acknowledged',
      passengers: booking.passengers.map((_, i) => String(i)),
      sectors: booking.segments.map((s) => ({
        origin: s.originAirportCode,
        destination: s.destinationAirportCode,
      })),
      createdById: booking.userId,
      ...input,
    })
    .returning();
  if (!row) throw new Error('no change request made');
  return row;
}
