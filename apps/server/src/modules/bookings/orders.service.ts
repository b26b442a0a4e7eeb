import { randomBytes } from 'node:crypto';
import {
  type BookingPassenger,
  commissionTermsOf,
  mayPayByWallet,
  ORDER_MSG,
  type OrderOutcome,
  PAYMENT_VALIDITY_MINUTES,
  type PaymentMethod,
  pricedFareOf,
  TICKET_LIST_MSG,
  type TicketHeldOrderResult,
  tripFareSummary,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { raiseAttention, STAFF_TAKES_OVER, wasRaised } from '../../commerce/attention/attention.service';
import type { JobKind, JobQueue } from '../../commerce/jobs/job-queue';
import type { MailJobs } from '../../commerce/mail/send-mail';
import type { Checkout } from '../../commerce/orders/checkout';
import { orderTimeline } from '../../commerce/orders/order-events';
import { finishOrder } from '../../commerce/orders/order-fulfilment';
import { orderItems } from '../../commerce/orders/order-items.schema';
import { allocateOrderReference } from '../../commerce/orders/order-references';
import { claimOrder, findOrder } from '../../commerce/orders/orders.queries';
import { type OrderRow, orders } from '../../commerce/orders/orders.schema';
import { createItemRefunds } from '../../commerce/payments/item-refunds';
import type { PaymentLinks } from '../../commerce/payments/order-payments';
import { openPayment, paidPayment } from '../../commerce/payments/payments';
import type { Refunds } from '../../commerce/payments/refunds';
import type { OrderContext, ProductLine } from '../../commerce/products';
import type { Db } from '../../platform/db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { FlightSupplier } from '../../suppliers/flight-supplier';
import { findLegalEntity } from '../accounts/accounts.queries';
import { type UserRow, users } from '../accounts/accounts.schema';
import type { Buyer } from '../flights/flight-pricing';
import { PaymentGatewayError } from '../payments/payment-gateway';
import type { SiteGateways } from '../payments/site-gateways';
import { legStandings } from './booking-facts';
import { type FlightBookingRow, type FlightOrderRow, flightCheckouts } from './bookings.schema';
import { flightItemsOf, moveLegs, ticketedLegsSharingRefs } from './leg-items';
import { createOrderAnnouncer } from './order-announcements';
import { bookLegs, extrasPrice } from './order-fulfilment';
import { createOrderHolds } from './order-holds';
import { saveLegs } from './order-legs';
import { orderViewOf } from './order-view';
import { bookingsOfOrder, findFlightOrder, findFlightOrderAnySite, loadCheckout } from './orders.queries';
import { createTicketChecks } from './ticket-checks';
import { findBookingInScope } from './tickets.queries';
import type { ValidateBookingService } from './validate-booking.service';

type Deps = {
  db: Db;
  supplier: FlightSupplier;
  /** each site's payment gateway, as its settings say now (decision 0043) */
  gateways: SiteGateways;
  /** the core's payment calls; flights pay and fulfil through it */
  checkout: Checkout;
  validation: ValidateBookingService;
  /** the buyer's mails, sent as jobs */
  mails: MailJobs;
  log: FastifyBaseLogger;
  refunds: Refunds;
  jobs: () => JobQueue;
  now?: () => Date;
};

type SetFlightDetails = {
  searchId: string;
  resultIndexes: string[];
  passengers: BookingPassenger[];
  paymentMethod: PaymentMethod;
  holdBooking: boolean;
};

/** Merchant transaction ids at the gateway: letters and digits, at most 35. */
const newOrderId = () => `FD${randomBytes(10).toString('hex').toUpperCase()}`;
/** The background job acts for nobody in particular. */
const JOB: OrderContext = { endUserIp: '127.0.0.1' };

/**
 * An order from the user's confirmation to tickets: paid once (wallet debit or a gateway payment
 * confirmed by its signed status API), booked once, and refunded — or flagged for staff — when the
 * airline fails after the money was taken. A hold takes no money until it is ticketed (0024).
 */
export function createOrderService(deps: Deps) {
  const {
    db,
    supplier,
    gateways,
    checkout,
    validation,
    mails,
    log,
    refunds,
    jobs,
    now = () => new Date(),
  } = deps;
  const announce = createOrderAnnouncer(mails, log);
  const { payments } = checkout;
  const refundItem = createItemRefunds({ db, refunds });
  const checks = createTicketChecks({
    db,
    supplier,
    refundItem,
    jobs,
    log,
    onSettled: (order) => finish(order, JOB),
  });
  const holds = createOrderHolds({
    db,
    supplier,
    payments,
    refundItem,
    checks,
    log,
    now,
    announce,
  });

  async function ownOrder(buyer: Buyer, user: UserRow, orderId: string) {
    const order = await findFlightOrder(db, buyer.siteId, orderId);
    if (!order || (order.userId !== user.id && user.userType !== 'staff'))
      throw notFound(ORDER_MSG.orderNotFound);
    return order;
  }

  function messageOf(order: OrderRow, legs: FlightBookingRow[]) {
    const holding = order.holdRequested && order.heldUntil === null && order.paidAt === null;
    switch (order.status) {
      case 'pending':
        return 'Waiting for the payment to be confirmed.';
      case 'paid':
      case 'processing':
        if (legs.some((leg) => leg.status === 'unconfirmed')) return ORDER_MSG.ticketUnconfirmed;
        return holding ? 'Holding your booking…' : 'Payment received. Booking your flight…';
      case 'completed':
        return order.failureReason ?? ORDER_MSG.paymentSuccessful;
      case 'failed':
        return order.failureReason ?? ORDER_MSG.paymentUnsuccessful;
      case 'expired':
        return ORDER_MSG.orderExpired;
      case 'held':
        return order.failureReason ?? ORDER_MSG.held;
      case 'released':
        return ORDER_MSG.released;
      case 'lapsed':
        return ORDER_MSG.lapsed;
    }
  }

  async function outcome(orderId: string): Promise<OrderOutcome> {
    const order = await findFlightOrderAnySite(db, orderId);
    if (!order) throw notFound(ORDER_MSG.orderNotFound);
    const bookings = await bookingsOfOrder(db, orderId);
    const [outbound, inbound] = bookings;
    return {
      orderId,
      reference: order.reference,
      status: order.status,
      amount: order.amount,
      heldUntil: order.heldUntil?.toISOString() ?? null,
      message: messageOf(order, bookings),
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

  /**
   * Books a claimed (processing) order at the supplier, outside any transaction. A leg the airline
   * refused is refunded now; a leg whose ticket call went unanswered is asked about by a job, and
   * the order is finished once every leg is known.
   */
  async function book(order: FlightOrderRow, context: OrderContext) {
    const legs = await bookLegs(supplier, order.details, { hold: false, endUserIp: context.endUserIp });
    await saveLegs(db, order, legs, { now: now() });
    for (const leg of legs)
      if (leg.state === 'failed')
        await refundItem(order, leg.legIndex, 'the airline could not issue the ticket');
    const saved = await bookingsOfOrder(db, order.id);
    await checks.schedule(saved.filter((b) => b.status === 'unconfirmed'));
    await finish(order, context);
  }

  /**
   * Ends a processing order once the airline has answered for every leg: completed with at least
   * one ticket (the buyer is sent the confirmation), failed with none; a hold whose ticketing
   * came to nothing is held again. Conditional: of two runs, one finishes it.
   */
  function finish(order: OrderRow, context: OrderContext) {
    // The buyer is mailed the confirmation, or why it failed.
    return finishOrder(db, order, {
      now: now(),
      failureText: ORDER_MSG.bookingFailed,
      announce: (done) => announce(done, context),
    });
  }

  /**
   * An order a crash or restart left mid-booking: only the airline knows what it booked. A paid
   * order's legs not known yet are asked about as after an unanswered ticket call (a hold being
   * ticketed may have been); a hold being placed took no money, and goes to staff to look at.
   */
  async function resume(paid: OrderRow) {
    const order = await loadCheckout(db, paid);
    if (order.paidAt === null)
      return raiseAttention(db, {
        siteId: order.siteId,
        orderId: order.id,
        kind: 'left-mid-booking',
        summary: `A hold for order ${order.reference} stopped while being placed. Nothing was paid; the airline may be holding seats until its time limit.`,
        tried: 'found placing a hold for over 5 minutes after a restart or crash',
        actions: ['resolve'],
      });
    const reason = 'the booking stopped mid-way (a restart or crash)';
    const unknown = order.details.fares.map((fare, legIndex) => ({
      state: 'unconfirmed' as const,
      legIndex,
      fare,
      reason,
      held: null,
    }));
    // Legs already saved keep what they say; a hold being ticketed may have been ticketed.
    await saveLegs(db, order, unknown, { now: now() });
    if (order.heldUntil)
      await moveLegs(db, { orderId: order.id }, 'held', { status: 'unconfirmed', failureReason: reason });
    const legs = await bookingsOfOrder(db, order.id);
    await checks.schedule(legs.filter((leg) => leg.status === 'unconfirmed'));
    await finish(order, JOB);
  }

  /** What a claimed order needs next: its hold placed, its held legs ticketed, or its fares booked. */
  async function fulfil(order: OrderRow, context: OrderContext) {
    if (order.heldUntil) return holds.ticket(order, context);
    const flight = await loadCheckout(db, order);
    if (order.holdRequested && order.paidAt === null) return holds.place(flight, context);
    return book(flight, context);
  }

  /** The gateway a payment made now goes through (none for the wallet); refused when the site takes none. */
  const providerFor = (siteId: string, method: PaymentMethod) =>
    method === 'gateway' ? gateways.onlineProvider(siteId) : null;

  /** The payment state's flight details (spec §3): the search's trace and the supplier. */
  const flightPayment = (fares: readonly { traceId: string }[], reference: string) => ({
    serviceName: 'flight',
    traceId: fares[0]?.traceId ?? null,
    supplierSiteId: supplier.name,
    remark: `${product.label} ${reference}`,
  });

  /** Whether the order's buyer may pay from a wallet: travel agents and corporate customers. */
  async function walletAllowed(order: OrderRow, user: UserRow) {
    if (order.userId === user.id) return mayPayByWallet(user.userType);
    const [owner] = await db.select({ type: users.userType }).from(users).where(eq(users.id, order.userId));
    return mayPayByWallet(owner?.type);
  }

  /** Flights as a product line of the core (decision 0035). */
  const product: ProductLine = {
    kind: 'flight',
    label: 'Flight booking',
    fulfil,
    resume,
    outcome: (order) => outcome(order.id),
    announce,
    giveUp: async (tx, order, why) => {
      await moveLegs(tx, { orderId: order.id }, 'unconfirmed', { status: 'failed', failureReason: why });
      for (const id of await ticketedLegsSharingRefs(tx, order.id))
        await moveLegs(tx, { id }, 'ticketed', { status: 'cancelled', failureReason: why });
    },
    markFulfilled: checks.markTicketed,
    // Holds past the airline's time limit lapse: the seats go back, money only if paid at hold.
    sweep: (context) => holds.lapse(context),
    jobs: checks.kinds as JobKind<never>[],
  };

  return {
    product,
    /** asks the supplier about an unconfirmed leg now, as its job would */
    checkTicket: checks.check,

    async setFlightDetails(buyer: Buyer, user: UserRow, request: SetFlightDetails) {
      if (request.paymentMethod === 'wallet' && !mayPayByWallet(user.userType))
        throw forbidden(ORDER_MSG.walletNotAllowed);
      const { meta, fares, extras, txnFee } = await validation.prepare(buyer, request);
      const fareRules = await validation.quotedFareRules(buyer, request.searchId, request.resultIndexes);
      if (request.holdBooking && (!user.isFlightHoldAllowed || fares.some((f) => f.isLcc)))
        throw badRequest(ORDER_MSG.holdNotAllowed);
      // Each fare as its price was shown, discount and GST on its service fee included, plus extras;
      // an agent or API consumer is charged the net of the commission passed on to them.
      const company = await findLegalEntity(db, user.siteId, user.legalEntityId);
      const terms = commissionTermsOf(user.userType, company?.isTdsDeductable ?? false);
      const summary = tripFareSummary(fares.map(pricedFareOf), { ...extrasPrice(extras), txnFee }, terms);
      const expiresAt = new Date(now().getTime() + PAYMENT_VALIDITY_MINUTES * 60_000);
      const orderId = newOrderId();
      // A hold is paid when it is ticketed: its gateway is asked then.
      const provider = await providerFor(
        buyer.siteId,
        request.holdBooking ? 'wallet' : request.paymentMethod,
      );
      await db.transaction(async (tx) => {
        const [order] = await tx
          .insert(orders)
          .values({
            id: orderId,
            siteId: buyer.siteId,
            reference: await allocateOrderReference(tx, buyer.siteId, now()),
            userId: user.id,
            paymentMethod: request.paymentMethod,
            amount: summary.totalPayableAmt,
            holdRequested: request.holdBooking,
            expiresAt,
          })
          .returning();
        // A hold is paid when it is ticketed; anything else is paid now.
        if (order && !order.holdRequested)
          await openPayment(tx, order, order.paymentMethod, provider, flightPayment(fares, order.reference));
        await tx.insert(flightCheckouts).values({
          orderId,
          searchId: request.searchId,
          details: {
            fares,
            fareSummary: summary,
            passengers: request.passengers,
            extras,
            isDomestic: meta.searchBy.isDomestic,
            fareRules,
          },
        });
        const items = flightItemsOf(fares, extras, terms, supplier.name, txnFee);
        await tx.insert(orderItems).values(items.map((item) => ({ ...item, siteId: buyer.siteId, orderId })));
      });
      return {
        amount: summary.totalPayableAmt,
        orderId,
        // A hold is paid when it is ticketed, never now.
        isPayingOnline: request.paymentMethod === 'gateway' && !request.holdBooking,
        expiryTime: expiresAt.toISOString(),
      };
    },

    /** api/getFlightDetails: the order as its page shows it. */
    async flightDetails(buyer: Buyer, user: UserRow, orderId: string) {
      const order = await ownOrder(buyer, user, orderId);
      const legs = await bookingsOfOrder(db, order.id);
      const owedBack = await refunds.ofOrder(order.siteId, order.id);
      // The timeline is staff's: what the system tried is not the buyer's to read.
      const events = user.userType === 'staff' ? await orderTimeline(db, order.siteId, order.id) : [];
      const withStaff = await wasRaised(db, order.id, STAFF_TAKES_OVER);
      return orderViewOf(order, legs, {
        message: messageOf(order, legs),
        standings: await legStandings(db, legs),
        refunds: owedBack,
        events,
        withStaff,
        taken: (await paidPayment(db, order.id)) !== undefined,
      });
    },

    /**
     * Ticket now: a hold made without money is paid here (the wallet at once, the gateway through
     * its page) and then ticketed; a hold paid when it was made (0009) is ticketed at once.
     */
    async ticketHeldOrder(
      buyer: Buyer,
      user: UserRow,
      request: { orderId: string; paymentMethod: PaymentMethod },
      context: OrderContext,
      links: PaymentLinks,
    ): Promise<TicketHeldOrderResult> {
      const order = await ownOrder(buyer, user, request.orderId);
      if (order.heldUntil === null) {
        const paidHold = order.paidAt !== null && order.status === 'completed';
        if (!paidHold || !(await bookingsOfOrder(db, order.id)).some((b) => b.status === 'held'))
          throw conflict(ORDER_MSG.notHeld);
        await holds.ticket(order, context);
        return { outcome: await outcome(order.id), payment: null };
      }
      const { paid, current } = await payments.closeAttempt(order);
      if (paid) {
        await fulfil(paid, context);
        return { outcome: await outcome(order.id), payment: null };
      }
      if (current?.status !== 'held' || !current.heldUntil) throw conflict(ORDER_MSG.notHeld);
      if (current.heldUntil <= now()) throw new AppError(410, ORDER_MSG.holdExpired);
      if (request.paymentMethod === 'wallet' && !(await walletAllowed(current, user)))
        throw forbidden(ORDER_MSG.walletNotAllowed);
      const validity = now().getTime() + PAYMENT_VALIDITY_MINUTES * 60_000;
      const heldUntil = current.heldUntil;
      const provider = await providerFor(current.siteId, request.paymentMethod);
      const { fares } = (await loadCheckout(db, current)).details;
      const attempt = await db.transaction(async (tx) => {
        const paying = await claimOrder(tx, current.id, 'held', 'payHold', {
          paymentMethod: request.paymentMethod,
          expiresAt: new Date(Math.min(validity, heldUntil.getTime())),
          failureReason: null,
        });
        if (!paying) return undefined;
        const payment = await openPayment(
          tx,
          paying,
          paying.paymentMethod,
          provider,
          flightPayment(fares, paying.reference),
        );
        return { order: paying, paymentId: payment.id };
      });
      if (!attempt) throw conflict(ORDER_MSG.notHeld);
      try {
        if (request.paymentMethod === 'gateway')
          return {
            outcome: null,
            payment: await payments.gatewayPage(attempt.order, links, attempt.paymentId),
          };
        await checkout.payAndFulfil(attempt.order, context, attempt.paymentId);
        return { outcome: await outcome(order.id), payment: null };
      } catch (error) {
        // Nothing was taken (too little balance, the gateway down): the booking stays held.
        await payments.abandonAttempt(attempt.order, attempt.paymentId);
        if (error instanceof PaymentGatewayError) throw new AppError(503, ORDER_MSG.paymentUnsuccessful);
        throw error;
      }
    },

    /** api/releaseFlight: the held booking's whole order goes back to the airline; answers the buyer's message. */
    async releaseHold(user: UserRow, bookingId: string, context: OrderContext) {
      const scope = { siteId: user.siteId, userId: user.userType === 'staff' ? undefined : user.id };
      const booking = await findBookingInScope(db, scope, bookingId);
      if (!booking) throw notFound(TICKET_LIST_MSG.notFound);
      if (booking.status !== 'held') throw conflict(TICKET_LIST_MSG.notHeld);
      const order = await findOrder(db, booking.siteId, booking.orderId);
      if (!order) throw notFound(ORDER_MSG.orderNotFound);
      return { bookingId, message: await holds.release(order, context.endUserIp, context) };
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
