import { randomBytes } from 'node:crypto';
import {
  type BookingPassenger,
  fareSummary,
  ORDER_MSG,
  type OrderOutcome,
  PAYMENT_VALIDITY_MINUTES,
  type PaymentMethod,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { type FlightSupplier, SupplierError } from '../../suppliers/flight-supplier';
import type { UserRow } from '../accounts/accounts.schema';
import { type Buyer, supplierFailure } from '../flights/flight-pricing';
import { discountOf } from '../markup/markup.pricing';
import { type PaymentGateway, PaymentGatewayError } from '../payments/payment-gateway';
import { type FlightOrderRow, flightBookings, flightOrders } from './bookings.schema';
import { bookLegs, fareRulesToKeep, type LegOutcome, ticketedPassengers } from './order-fulfilment';
import { createOrderPayments } from './order-payments';
import {
  bookingsOfOrder,
  findOrder,
  ordersStuckProcessing,
  stalePendingGatewayOrders,
} from './orders.queries';
import type { ValidateBookingService } from './validate-booking.service';

type Deps = {
  db: Db;
  supplier: FlightSupplier;
  gateway: PaymentGateway;
  validation: ValidateBookingService;
  log: FastifyBaseLogger;
  now?: () => Date;
};

type SetFlightDetails = {
  searchId: string;
  resultIndexes: string[];
  passengers: BookingPassenger[];
  paymentMethod: PaymentMethod;
  holdBooking: boolean;
};

const WALLET_USERS: readonly string[] = ['travelAgent', 'corporate'];
const eqId = (orderId: string) => eq(flightOrders.id, orderId);
/** Merchant transaction ids at the gateway: letters and digits, at most 35. */
const newOrderId = () => `FD${randomBytes(10).toString('hex').toUpperCase()}`;

/**
 * An order from the user's confirmation to tickets: paid once (wallet debit or a gateway payment
 * confirmed by its signed status API), booked once, and refunded — or flagged for staff — when the
 * airline fails after the money was taken.
 */
export function createOrderService({ db, supplier, gateway, validation, log, now = () => new Date() }: Deps) {
  const { shareOf, refund, payFromWallet, settleGatewayPayment } = createOrderPayments({
    db,
    gateway,
    log,
    now,
  });
  async function ownOrder(buyer: Buyer, user: UserRow, orderId: string) {
    const order = await findOrder(db, buyer.siteId, orderId);
    if (!order || (order.userId !== user.id && user.userType !== 'staff'))
      throw notFound(ORDER_MSG.orderNotFound);
    return order;
  }

  async function outcome(orderId: string): Promise<OrderOutcome> {
    const [order] = await db.select().from(flightOrders).where(eqId(orderId));
    if (!order) throw notFound(ORDER_MSG.orderNotFound);
    const bookings = await bookingsOfOrder(db, orderId);
    const messages: Record<FlightOrderRow['status'], string> = {
      pending: 'Waiting for the payment to be confirmed.',
      paid: 'Payment received. Booking your flight…',
      processing: 'Payment received. Booking your flight…',
      completed: order.failureReason ?? ORDER_MSG.paymentSuccessful,
      failed: order.failureReason ?? ORDER_MSG.paymentUnsuccessful,
      expired: ORDER_MSG.orderExpired,
    };
    const [outbound, inbound] = bookings;
    return {
      orderId,
      status: order.status,
      amount: order.amount,
      message: messages[order.status],
      searchId: order.searchId,
      showReturn:
        order.details.fares.length === 2 && outbound?.status !== 'failed' && inbound?.status === 'failed',
      bookings: bookings.map((b) => ({
        bookingId: b.id,
        pnr: b.pnr,
        status: b.status,
        legIndex: b.legIndex,
      })),
    };
  }

  /** Books a claimed (processing) order at the supplier, outside any transaction. */
  async function fulfil(order: FlightOrderRow, endUserIp: string) {
    const legs = await bookLegs(supplier, order.details, { hold: order.holdRequested, endUserIp });
    for (const leg of legs) {
      const segments = leg.ok ? leg.booking.segments.flat() : leg.fare.segments.flat();
      const first = segments[0];
      const lastOfFirstLeg = (leg.ok ? leg.booking.segments[0] : leg.fare.segments[0])?.at(-1);
      await db
        .insert(flightBookings)
        .values({
          siteId: order.siteId,
          orderId: order.id,
          userId: order.userId,
          legIndex: leg.legIndex,
          searchId: order.searchId,
          source: leg.fare.source,
          isLcc: leg.fare.isLcc,
          isDomestic: order.details.isDomestic,
          supplierBookingId: leg.ok ? leg.booking.bookingId : null,
          pnr: leg.ok ? leg.booking.pnr : null,
          status: leg.ok ? (leg.booking.status === 'held' ? 'held' : 'ticketed') : 'failed',
          origin: first?.originAirportCode ?? '',
          destination: lastOfFirstLeg?.destinationAirportCode ?? '',
          airlineCode: leg.fare.airlineCode,
          travelDate: (first?.departureTime ?? now().toISOString()).slice(0, 10),
          lastTicketDate: leg.ok ? leg.booking.lastTicketDate : null,
          fare: leg.fare,
          segments,
          passengers: leg.ok
            ? ticketedPassengers(order.details.passengers, leg.booking)
            : order.details.passengers,
          fareRules: leg.ok
            ? fareRulesToKeep(leg.booking.fareRules, order.details.fareRules?.[leg.legIndex])
            : [],
          accounting: {
            middleManWl: leg.ok ? leg.booking.fare.publishedFare : leg.fare.publishedFare,
            endCustomer: shareOf(order, leg.legIndex),
          },
          failureReason: leg.ok ? null : leg.reason,
          failureCode: leg.ok ? null : leg.code,
          invoiceCreatedOn: leg.ok ? leg.booking.invoiceCreatedOn : null,
        })
        .onConflictDoNothing();
    }
    const failed = legs.filter((l): l is Extract<LegOutcome, { ok: false }> => !l.ok);
    let failureReason: string | null = null;
    for (const leg of failed) failureReason = ORDER_MSG.bookingFailed(leg.reason, await refund(order, leg));
    await db
      .update(flightOrders)
      .set({
        status: failed.length === legs.length ? 'failed' : 'completed',
        completedAt: now(),
        failureReason,
      })
      .where(eqId(order.id));
  }

  return {
    outcome,

    async setFlightDetails(buyer: Buyer, user: UserRow, request: SetFlightDetails) {
      if (request.paymentMethod === 'wallet' && !WALLET_USERS.includes(user.userType))
        throw forbidden(ORDER_MSG.walletNotAllowed);
      const { meta, fares, extras } = await validation.prepare(buyer, request);
      const fareRules = await validation.quotedFareRules(buyer, request.searchId, request.resultIndexes);
      if (request.holdBooking && (!user.isFlightHoldAllowed || fares.some((f) => f.isLcc)))
        throw badRequest(ORDER_MSG.holdNotAllowed);
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      const summary = fareSummary({
        publishedFare: sum(fares.map((f) => f.publishedFare)),
        markup: sum(fares.map((f) => f.markup.amount)),
        // The discount the fares were shown with; GST stays on the whole markup, as on the e-ticket.
        discount: sum(fares.map(discountOf)),
        commissionEarned: 0,
        baggagePrice: sum(extras.filter((e) => e.kind === 'baggage').map((e) => e.option.price)),
        mealPrice: sum(extras.filter((e) => e.kind === 'meals').map((e) => e.option.price)),
        txnFee: 0,
      });
      const expiresAt = new Date(now().getTime() + PAYMENT_VALIDITY_MINUTES * 60_000);
      const orderId = newOrderId();
      await db.insert(flightOrders).values({
        id: orderId,
        siteId: buyer.siteId,
        userId: user.id,
        searchId: request.searchId,
        paymentMethod: request.paymentMethod,
        gatewayProvider: request.paymentMethod === 'gateway' ? gateway.provider : null,
        amount: summary.totalPayable,
        holdRequested: request.holdBooking,
        details: {
          fares,
          fareSummary: summary,
          passengers: request.passengers,
          extras,
          isDomestic: meta.searchBy.isDomestic,
          fareRules,
        },
        expiresAt,
      });
      return {
        amount: summary.totalPayable,
        orderId,
        isPayingOnline: request.paymentMethod === 'gateway',
        expiryTime: expiresAt.toISOString(),
      };
    },

    async createPayment(buyer: Buyer, user: UserRow, orderId: string, appBase: string, apiBase: string) {
      const order = await ownOrder(buyer, user, orderId);
      if (order.paymentMethod !== 'gateway' || order.status !== 'pending')
        throw new AppError(409, 'This order is not waiting for an online payment');
      if (order.expiresAt <= now()) throw new AppError(410, ORDER_MSG.orderExpired);
      try {
        const { payPageUrl } = await gateway.createPayment({
          orderId,
          userId: user.id,
          amount: order.amount,
          returnUrl: `${appBase}/${gateway.provider}/verify/${orderId}`,
          callbackUrl: `${apiBase}/payment/${gateway.provider}/callback`,
        });
        return {
          orderId,
          redirectUrl: payPageUrl,
          expiryTime: order.expiresAt.toISOString(),
          amount: order.amount,
        };
      } catch (error) {
        if (error instanceof PaymentGatewayError) throw new AppError(503, ORDER_MSG.paymentUnsuccessful);
        throw error;
      }
    },

    /** api/payments/orderSuccessCallback: pays a wallet order, or finishes a gateway order once paid. */
    async orderSuccessCallback(buyer: Buyer, user: UserRow, orderId: string) {
      const order = await ownOrder(buyer, user, orderId);
      const claimed =
        order.paymentMethod === 'wallet' ? await payFromWallet(order) : await settleGatewayPayment(order);
      if (claimed) await fulfil(claimed, buyer.endUserIp);
      return outcome(orderId);
    },

    async verifyPayment(buyer: Buyer, user: UserRow, provider: string, orderId: string) {
      const order = await ownOrder(buyer, user, orderId);
      if (provider !== gateway.provider || order.paymentMethod !== 'gateway')
        throw notFound(ORDER_MSG.orderNotFound);
      const claimed = await settleGatewayPayment(order);
      if (claimed) await fulfil(claimed, buyer.endUserIp);
      return outcome(orderId);
    },

    async flightDetails(buyer: Buyer, user: UserRow, orderId: string) {
      const order = await ownOrder(buyer, user, orderId);
      return {
        orderId: order.id,
        searchId: order.searchId,
        status: order.status,
        amount: order.amount,
        expiryTime: order.expiresAt.toISOString(),
        isPayingOnline: order.paymentMethod === 'gateway',
        fares: order.details.fares,
        fareSummary: order.details.fareSummary,
        passengers: order.details.passengers,
      };
    },

    /** Tickets a held booking (paid when it was held) before the airline's time limit. */
    async ticketHeldBooking(buyer: Buyer, user: UserRow, bookingId: string) {
      const [booking] = await db
        .select()
        .from(flightBookings)
        .where(and(eq(flightBookings.siteId, buyer.siteId), eq(flightBookings.id, bookingId)));
      if (!booking || (booking.userId !== user.id && user.userType !== 'staff'))
        throw notFound('Booking not found');
      if (booking.status !== 'held' || booking.supplierBookingId === null || booking.pnr === null)
        throw new AppError(409, 'Only a held booking can be ticketed');
      let ticketed: Awaited<ReturnType<FlightSupplier['ticket']>>;
      try {
        ticketed = await supplier.ticket({
          kind: 'held',
          traceId: booking.fare.traceId,
          bookingId: booking.supplierBookingId ?? 0,
          pnr: booking.pnr ?? '',
          endUserIp: buyer.endUserIp,
        });
      } catch (error) {
        // The held booking keeps the refusal and its code, for staff to see on its ticket.
        if (error instanceof SupplierError)
          await db
            .update(flightBookings)
            .set({ failureReason: error.message, failureCode: error.code ?? null })
            .where(eq(flightBookings.id, booking.id));
        throw supplierFailure(error);
      }
      const [saved] = await db
        .update(flightBookings)
        .set({
          status: 'ticketed',
          passengers: booking.passengers.map((p, i) => ({
            ...p,
            ticket: ticketed.passengers[i]?.ticket ?? null,
            barcodes: ticketed.passengers[i]?.barcodes ?? [],
          })),
          invoiceCreatedOn: ticketed.invoiceCreatedOn,
          failureReason: null,
          failureCode: null,
        })
        .where(and(eq(flightBookings.id, booking.id), eq(flightBookings.status, 'held')))
        .returning();
      return { bookingId: booking.id, pnr: booking.pnr, status: saved?.status ?? 'ticketed' };
    },

    /** The gateway said something happened to an order: ask its status API and finish it if paid. */
    async settleFromGateway(order: FlightOrderRow, endUserIp: string) {
      const claimed = await settleGatewayPayment(order);
      if (claimed) await fulfil(claimed, endUserIp);
    },

    /**
     * After a restart (and every few minutes): gateway orders paid but never confirmed are
     * finished; orders a crash left mid-booking are flagged for staff, because only the airline
     * knows whether they were booked.
     */
    async recover() {
      const cutoff = new Date(now().getTime() - 60_000);
      for (const order of await stalePendingGatewayOrders(db, cutoff)) {
        const claimed = await settleGatewayPayment(order);
        if (claimed) await fulfil(claimed, '127.0.0.1');
      }
      for (const order of await ordersStuckProcessing(db, new Date(now().getTime() - 5 * 60_000))) {
        log.error({ orderId: order.id }, 'order left mid-booking; flagged for staff');
        await db.update(flightOrders).set({ needsStaffAttention: true }).where(eqId(order.id));
      }
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
