import { randomBytes } from 'node:crypto';
import {
  boardingPassText,
  decodeTicketSlug,
  encodeTicketSlug,
  FD_BOOKINGS_PAGE_SIZE,
  FD_MSG,
  type FdBookingsRequest,
  type FdBookingView,
  type FdCreateOrderRequest,
  type FdPassengerName,
  type FdPrintView,
  type FdSearchRequest,
  fdCancellationRefund,
  fdNameListClosed,
  fdSeatsOf,
  formatInr,
  formatMoney,
  isDomesticTrip,
  mayPayByWallet,
  ORDER_MSG,
  PAYMENT_VALIDITY_MINUTES,
  pageInfo,
  siteDay,
  walletCovers,
  walletShortMessage,
} from '@app/contracts';
import { and, asc, desc, eq, getTableColumns, gte, lte, type SQL, sql } from 'drizzle-orm';
import { moveItem } from '../../commerce/orders/order-items';
import { orderItems } from '../../commerce/orders/order-items.schema';
import { allocateOrderReference } from '../../commerce/orders/order-references';
import { orders } from '../../commerce/orders/orders.schema';
import { openPayment, paidPayment } from '../../commerce/payments/payments';
import type { Refunds } from '../../commerce/payments/refunds';
import { refundsOfItems } from '../../commerce/payments/refunds.queries';
import { clientNetworkOf } from '../../platform/client-network';
import { cappedCount } from '../../platform/db/capped-count';
import type { Db } from '../../platform/db/client';
import { wordsMatch } from '../../platform/db/indexed-matches';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { type UserRow, users } from '../accounts/accounts.schema';
import { pdf417Svg } from '../bookings/boarding-barcode';
import { checkPassengers } from '../bookings/validate-booking.service';
import { documentBrand, ticketIssuerOf } from '../documents/document-brand';
import type { AirportIndex } from '../flights/airport-index';
import type { Buyer } from '../flights/flight-pricing';
import { findDefaultGroupId, listRulesOfKinds } from '../markup/markup.queries';
import type { SiteGateways } from '../payments/site-gateways';
import { hasPermission } from '../rbac/permissions';
import { sites } from '../site/site.schema';
import { siteLocaleOf } from '../site/site-days';
import { walletFundsOf } from '../wallet-credit/credit-limit';
import { cancelSeats, reserveSeats } from './fd-inventory';
import type { FdMails } from './fd-mails';
import { fdPricer, fdQuote, partyOf } from './fd-pricing';
import { checkUnpaidLimits, walletOrdersWaiting } from './fd-unpaid-limits';
import { departureView, fdFactsOf, seatsLeftOf } from './fd-views';
import {
  type FdBookingRow,
  type FixedDepartureRow,
  fdBookings,
  fixedDepartures,
} from './fixed-departures.schema';

type Deps = {
  db: Db;
  /** each site's payment gateway, as its settings say now (decision 0043) */
  gateways: SiteGateways;
  refunds: Refunds;
  airports: Pick<AirportIndex, 'find'>;
  mails: FdMails;
  now?: () => Date;
};

/** Orders are named like flight orders: the gateway's merchant transaction id, letters and digits. */
const newOrderId = () => `FD${randomBytes(10).toString('hex').toUpperCase()}`;

/** Fixed departures are sold from the site's own inventory: the supplier the items name. */
export const FD_SUPPLIER = 'inventory';

/** A booking as the queue reads it: all but the names' search words, which only the filter reads. */
const { passengerWords: _words, ...bookingColumns } = getTableColumns(fdBookings);

/**
 * Fixed departures for buyers (issue 15): departures priced with the FD markup of their group, an
 * order that reserves seats until paid, their bookings, cancellations by the departure's policy and
 * the printable ticket. Paying and fulfilling go through the core's checkout like any product.
 */
export function createFixedDepartureService({
  db,
  gateways,
  refunds,
  airports,
  mails,
  now = () => new Date(),
}: Deps) {
  async function pricerFor(
    buyer: Buyer,
    d: Pick<FixedDepartureRow, 'origin' | 'destination'>,
    today: string,
  ) {
    const [rules, defaultGroupId] = await Promise.all([
      listRulesOfKinds(db, buyer.siteId, ['fixedDeparture']),
      findDefaultGroupId(db, buyer.siteId),
    ]);
    const isDomestic = isDomesticTrip(
      [airports.find(d.origin)?.countryCode, airports.find(d.destination)?.countryCode],
      buyer.homeCountry ?? 'IN',
    );
    return fdPricer(rules, {
      groupId: buyer.user?.markupGroupId ?? defaultGroupId,
      isDomestic,
      cabinClass: 2,
      today,
    });
  }

  /** The site's calendar day now, and its time zone (the name-list rule reads it). */
  async function siteClock(siteId: string) {
    const { timeZone } = await siteLocaleOf(db, siteId);
    return { today: siteDay(now(), timeZone), timeZone };
  }
  const siteToday = async (siteId: string) => (await siteClock(siteId)).today;

  async function findDeparture(siteId: string, id: string) {
    const [row] = await db
      .select()
      .from(fixedDepartures)
      .where(and(eq(fixedDepartures.id, id), eq(fixedDepartures.siteId, siteId)));
    if (!row) throw notFound(FD_MSG.notFound);
    return row;
  }

  /** The booking, if the caller may see it: their own, or any of the site's for staff. */
  async function bookingInScope(user: UserRow, bookingId: string) {
    const [row] = await db
      .select({ booking: fdBookings, departure: fixedDepartures })
      .from(fdBookings)
      .innerJoin(fixedDepartures, eq(fixedDepartures.id, fdBookings.departureId))
      .where(and(eq(fdBookings.id, bookingId), eq(fdBookings.siteId, user.siteId)));
    if (!row || (row.booking.userId !== user.id && user.userType !== 'staff'))
      throw notFound(FD_MSG.bookingNotFound);
    return row;
  }

  /** §2 leaves the ticket's price editor open: staff, and the agent who sold it on, as on flight e-tickets. */
  const mayMarkUp = (caller: UserRow | null, booking: FdBookingRow) =>
    caller !== null &&
    (caller.userType === 'staff' || (caller.id === booking.userId && caller.userType === 'travelAgent'));

  const slugOf = (booking: Pick<FdBookingRow, 'id' | 'status'>, pnr: string) =>
    booking.status === 'confirmed' ? encodeTicketSlug(booking.id, pnr) : null;

  return {
    async search(
      buyer: Buyer,
      request: FdSearchRequest & { adultCount: number; childCount: number; infantCount: number },
    ) {
      const today = await siteToday(buyer.siteId);
      const where: (SQL | undefined)[] = [
        eq(fixedDepartures.siteId, buyer.siteId),
        eq(fixedDepartures.status, 'open'),
        gte(fixedDepartures.departureDate, today),
        request.origin ? eq(fixedDepartures.origin, request.origin) : undefined,
        request.destination ? eq(fixedDepartures.destination, request.destination) : undefined,
        request.airlineCode ? eq(fixedDepartures.airlineCode, request.airlineCode) : undefined,
        request.date ? eq(fixedDepartures.departureDate, request.date) : undefined,
        request.month
          ? sql`to_char(${fixedDepartures.departureDate}, 'YYYY-MM') = ${request.month}`
          : undefined,
      ];
      const rows = await db
        .select()
        .from(fixedDepartures)
        .where(and(...where))
        .orderBy(asc(fixedDepartures.departureDate), asc(fixedDepartures.origin))
        .limit(200);
      const party = {
        adults: request.adultCount,
        children: request.childCount,
        infants: request.infantCount,
      };
      const seats = party.adults + party.children;
      const views = [];
      for (const d of rows) {
        if (seatsLeftOf(d) < seats) continue;
        views.push(departureView(d, await pricerFor(buyer, d, today), party));
      }
      return { departures: views };
    },

    async getDeparture(
      buyer: Buyer,
      request: { id: string; adultCount: number; childCount: number; infantCount: number },
    ) {
      const d = await findDeparture(buyer.siteId, request.id);
      const party = {
        adults: request.adultCount,
        children: request.childCount,
        infants: request.infantCount,
      };
      return departureView(d, await pricerFor(buyer, d, await siteToday(buyer.siteId)), party);
    },

    /**
     * Reserves the party's seats and makes the order (its item, its payment under way) in one
     * transaction: of two buyers racing for the last seat, one gets the order, the other a plain
     * answer and no order. The seats go back if the order is not paid in time (the sweep). What
     * unpaid orders may hold is limited per account, per client network (`clientIp`: the request's)
     * and at the gateway (decision 0049).
     */
    async createOrder(buyer: Buyer, user: UserRow, request: FdCreateOrderRequest, clientIp: string) {
      if (request.paymentMethod === 'wallet' && !mayPayByWallet(user.userType))
        throw forbidden(ORDER_MSG.walletNotAllowed);
      const d = await findDeparture(buyer.siteId, request.departureId);
      const { today, timeZone } = await siteClock(buyer.siteId);
      if (d.status !== 'open' || d.releaseDate <= today) throw conflict(FD_MSG.closed);
      // Still sold until the release date; names given now reach the airline late (decision 0060).
      const lateAddition = fdNameListClosed(d.nameListDeadline, now(), timeZone);
      const passengers = request.passengers as Parameters<typeof checkPassengers>[0];
      const party = partyOf(passengers);
      if (party.adults === 0) throw badRequest(FD_MSG.adultRequired);
      if (party.infants > party.adults) throw badRequest(FD_MSG.infantsOverAdults);
      const pricer = await pricerFor(buyer, d, today);
      const international = !isDomesticTrip(
        [airports.find(d.origin)?.countryCode, airports.find(d.destination)?.countryCode],
        buyer.homeCountry ?? 'IN',
      );
      checkPassengers(passengers, { travelDate: d.returnDate ?? d.departureDate, international, today });
      const quote = fdQuote(d, party, pricer);
      const seats = fdSeatsOf(passengers);
      const orderId = newOrderId();
      const expiresAt = new Date(now().getTime() + PAYMENT_VALIDITY_MINUTES * 60_000);
      // A site that takes no online payments is told before any seat is reserved.
      const provider =
        request.paymentMethod === 'gateway' ? await gateways.onlineProvider(buyer.siteId) : null;
      // A wallet that cannot pay this and the buyer's other wallet orders waiting would only hold
      // seats nobody pays for (decision 0049).
      if (request.paymentMethod === 'wallet') {
        const funds = await walletFundsOf(db, buyer.siteId, user.id);
        const waiting = await walletOrdersWaiting(db, buyer.siteId, user.id);
        if (!walletCovers(funds, waiting + quote.total))
          throw new AppError(402, walletShortMessage(funds, waiting + quote.total, formatInr));
      }
      const network = clientNetworkOf(clientIp);
      await db.transaction(async (tx) => {
        const reserved = await reserveSeats(tx, buyer.siteId, d.id, seats);
        if (!reserved) {
          const [current] = await tx.select().from(fixedDepartures).where(eq(fixedDepartures.id, d.id));
          const left = current ? seatsLeftOf(current) : 0;
          throw conflict(left === 0 ? FD_MSG.soldOut : FD_MSG.notEnoughSeats(left));
        }
        // Counted under the departure's row lock that reserveSeats took.
        await checkUnpaidLimits(
          tx,
          reserved,
          { userId: user.id, network },
          { seats, paymentMethod: request.paymentMethod },
        );
        const [order] = await tx
          .insert(orders)
          .values({
            id: orderId,
            siteId: buyer.siteId,
            reference: await allocateOrderReference(tx, buyer.siteId, now()),
            userId: user.id,
            paymentMethod: request.paymentMethod,
            amount: quote.total,
            expiresAt,
          })
          .returning();
        if (!order) throw new Error('order not made');
        const [item] = await tx
          .insert(orderItems)
          .values({
            siteId: buyer.siteId,
            orderId,
            position: 0,
            productKind: 'fixedDeparture',
            supplierCode: FD_SUPPLIER,
            net: quote.net,
            markup: quote.markup,
            discount: quote.discount,
            gstOnMarkup: quote.gstOnMarkup,
            total: quote.total,
            data: { departureId: d.id, markupRuleId: quote.markupRuleId },
          })
          .returning();
        if (!item) throw new Error('order item not made');
        await openPayment(tx, order, order.paymentMethod, provider, {
          remark: `Fixed departure ${order.reference}`,
        });
        await tx.insert(fdBookings).values({
          siteId: buyer.siteId,
          departureId: d.id,
          orderId,
          orderItemId: item.id,
          userId: user.id,
          passengers,
          seats,
          amount: quote.total,
          clientNetwork: network,
          lateAddition,
        });
      });
      return {
        orderId,
        amount: quote.total,
        isPayingOnline: request.paymentMethod === 'gateway',
        expiryTime: expiresAt.toISOString(),
      };
    },

    /** The caller's FD bookings, newest first; staff allowed to see them, the site's. */
    async bookings(user: UserRow, request: FdBookingsRequest & { page: number }) {
      const everyone =
        user.userType === 'staff' && (await hasPermission(db, user, 'fixedDepartures.bookings'));
      const f = request.filters ?? {};
      const [origin, destination] = (f.sector ?? '').toUpperCase().split(/[-–\s]+/);
      const where = and(
        eq(fdBookings.siteId, user.siteId),
        everyone ? undefined : eq(fdBookings.userId, user.id),
        origin ? eq(fixedDepartures.origin, origin) : undefined,
        destination ? eq(fixedDepartures.destination, destination) : undefined,
        f.from ? gte(fixedDepartures.departureDate, f.from) : undefined,
        f.to ? lte(fixedDepartures.departureDate, f.to) : undefined,
        f.pnr ? eq(fixedDepartures.blockPnr, f.pnr.toUpperCase()) : undefined,
        f.passenger ? wordsMatch(fdBookings.passengerWords, f.passenger) : undefined,
        f.status ? eq(fdBookings.status, f.status) : undefined,
        f.nameList === 'late' ? eq(fdBookings.lateAddition, true) : undefined,
      );
      const rows = await db
        .select({
          booking: bookingColumns,
          departure: fixedDepartures,
          reference: orders.reference,
          buyer: users.email,
        })
        .from(fdBookings)
        .innerJoin(fixedDepartures, eq(fixedDepartures.id, fdBookings.departureId))
        .innerJoin(orders, eq(orders.id, fdBookings.orderId))
        .innerJoin(users, eq(users.id, fdBookings.userId))
        .where(where)
        .orderBy(desc(fdBookings.createdAt), desc(fdBookings.id))
        .limit(FD_BOOKINGS_PAGE_SIZE)
        .offset((request.page - 1) * FD_BOOKINGS_PAGE_SIZE);
      // Counted down one index of the bookings alone unless a filter reads the departure.
      const readsDeparture = Boolean(origin || destination || f.from || f.to || f.pnr);
      const counted = db.select({ one: sql`1` }).from(fdBookings);
      const total = await cappedCount(
        db,
        readsDeparture
          ? counted.innerJoin(fixedDepartures, eq(fixedDepartures.id, fdBookings.departureId)).where(where)
          : counted.where(where),
      );
      const refunds = await refundsOfItems(
        db,
        rows.map(({ booking }) => booking.orderItemId),
      );
      const records: FdBookingView[] = rows.map(({ booking, departure, reference, buyer }) => ({
        bookingId: booking.id,
        orderId: booking.orderId,
        reference,
        departureId: departure.id,
        sector: `${departure.origin}-${departure.destination}`,
        airlineCode: departure.airlineCode,
        departureDate: departure.departureDate,
        pnr: departure.blockPnr,
        passengers: booking.passengers.map((p) => ({
          title: p.title,
          firstName: p.firstName,
          lastName: p.lastName,
          paxType: p.paxType,
        })),
        seats: booking.seats,
        amount: booking.amount,
        status: booking.status,
        facts: fdFactsOf(booking.status, refunds.get(booking.orderItemId) ?? []),
        slug: slugOf(booking, departure.blockPnr),
        nameListDeadline: departure.nameListDeadline,
        lateAddition: booking.lateAddition,
        bookedBy: buyer ?? '',
        createdAt: booking.createdAt.toISOString(),
      }));
      return { records, ...pageInfo(total, request.page, FD_BOOKINGS_PAGE_SIZE) };
    },

    /**
     * Cancels a confirmed booking before departure: its seats go back to the block and what the
     * policy leaves of the amount paid goes back the way it came. Once: the booking's own status
     * decides, so a second cancel finds nothing to cancel.
     */
    async cancel(user: UserRow, bookingId: string) {
      const { booking, departure } = await bookingInScope(user, bookingId);
      const today = await siteToday(user.siteId);
      if (booking.status !== 'confirmed' || departure.departureDate <= today)
        throw conflict(FD_MSG.notCancellable);
      const { refund, charge } = fdCancellationRefund(booking.amount, booking.passengers.length, departure);
      const payment = await paidPayment(db, booking.orderId);
      const [order] = await db.select().from(orders).where(eq(orders.id, booking.orderId));
      const locale = await siteLocaleOf(db, user.siteId);
      await db.transaction(async (tx) => {
        const cancelled = await cancelSeats(tx, booking, charge);
        if (!cancelled) throw conflict(FD_MSG.notCancellable);
        await moveItem(tx, booking.orderItemId, 'cancelled');
        if (refund > 0 && payment && order)
          await refunds.request(tx, {
            siteId: user.siteId,
            orderId: booking.orderId,
            userId: booking.userId,
            orderItemId: booking.orderItemId,
            payment,
            amount: refund,
            reason: `fixed departure cancelled (${charge > 0 ? 'less the cancellation charge' : 'in full'})`,
            reference: payment.method === 'wallet' ? `${payment.id}:cancel` : `${payment.id}RC`,
            description: `Refund of order ${order.reference}: fixed departure cancelled`,
            createdById: user.id,
          });
        await mails.cancelled(tx, booking);
      });
      return {
        bookingId,
        refunded: refund,
        charge,
        message: refund > 0 ? FD_MSG.cancelled(formatMoney(refund, locale)) : FD_MSG.cancelledNothingBack,
      };
    },

    /**
     * Corrected names for a booking, until the name list goes to the airline: one per traveller as
     * booked (the party itself cannot change), checked by the same rules as when it was booked.
     */
    async updatePassengers(buyer: Buyer, user: UserRow, bookingId: string, names: FdPassengerName[]) {
      const { booking, departure } = await bookingInScope(user, bookingId);
      const { today, timeZone } = await siteClock(user.siteId);
      if (!['reserved', 'confirmed'].includes(booking.status)) throw conflict(FD_MSG.notCancellable);
      if (fdNameListClosed(departure.nameListDeadline, now(), timeZone))
        throw conflict(FD_MSG.nameListClosed);
      if (names.length !== booking.passengers.length) throw badRequest(FD_MSG.samePartyOnly);
      const passengers = booking.passengers.map((p, i) => ({ ...p, ...names[i] }));
      const international = !isDomesticTrip(
        [airports.find(departure.origin)?.countryCode, airports.find(departure.destination)?.countryCode],
        buyer.homeCountry ?? 'IN',
      );
      checkPassengers(passengers, {
        travelDate: departure.returnDate ?? departure.departureDate,
        international,
        today,
      });
      await db
        .update(fdBookings)
        .set({ passengers, updatedAt: new Date() })
        .where(and(eq(fdBookings.id, booking.id), eq(fdBookings.status, booking.status)));
      return { bookingId, message: FD_MSG.passengersUpdated };
    },

    /**
     * What the agent who sold a booking on prints as its traveller's price: its markup over what it
     * paid (decision 0053). Only a confirmed booking has a ticket; anyone but its owner and staff is
     * told it is missing, a retail owner that it is not theirs to change.
     */
    async setTicketMarkup(user: UserRow, bookingId: string, markup: number) {
      const { booking } = await bookingInScope(user, bookingId);
      if (!mayMarkUp(user, booking)) throw forbidden();
      const [saved] = await db
        .update(fdBookings)
        .set({ agentMarkup: markup, updatedAt: new Date() })
        .where(and(eq(fdBookings.id, booking.id), eq(fdBookings.status, 'confirmed')))
        .returning();
      if (!saved) throw conflict(FD_MSG.onlyConfirmedTickets);
      return {
        amount: saved.amount + saved.agentMarkup,
        markup: saved.agentMarkup,
        message: FD_MSG.markupSaved,
      };
    },

    /**
     * The printable ticket of a confirmed booking, in its issuer's name (an agency's, decision
     * 0045); the traveller's price only to its buyer and staff.
     */
    async print(siteId: string, caller: UserRow | null, slug: string): Promise<FdPrintView> {
      const decoded = decodeTicketSlug(slug);
      if (!decoded) throw notFound(FD_MSG.bookingNotFound);
      const [row] = await db
        .select({ booking: fdBookings, departure: fixedDepartures, order: orders })
        .from(fdBookings)
        .innerJoin(fixedDepartures, eq(fixedDepartures.id, fdBookings.departureId))
        .innerJoin(orders, eq(orders.id, fdBookings.orderId))
        .where(and(eq(fdBookings.id, decoded.bookingId), eq(fdBookings.siteId, siteId)));
      if (!row || row.departure.blockPnr !== decoded.pnr || row.booking.status !== 'confirmed')
        throw notFound(FD_MSG.bookingNotFound);
      const { booking, departure, order } = row;
      const [site] = await db.select().from(sites).where(eq(sites.id, siteId));
      if (!site) throw notFound(FD_MSG.bookingNotFound);
      const legs = [...departure.outbound, ...departure.inbound];
      const seesPrice = caller !== null && (caller.id === booking.userId || caller.userType === 'staff');
      const {
        fares: _fares,
        seatsLeft: _left,
        total: _total,
        ...shown
      } = departureView(
        departure,
        { ruleFor: () => undefined, discountFor: () => undefined },
        { adults: 1, children: 0, infants: 0 },
      );
      return {
        bookingId: booking.id,
        reference: order.reference,
        pnr: departure.blockPnr,
        status: booking.status,
        departure: shown,
        passengers: booking.passengers.map((p, index) => ({
          index,
          title: p.title,
          firstName: p.firstName,
          lastName: p.lastName,
          paxType: p.paxType,
          barcodes: legs.map((leg, segmentIndex) => ({
            segmentIndex,
            svg: pdf417Svg(
              boardingPassText({
                firstName: p.firstName,
                lastName: p.lastName,
                pnr: departure.blockPnr.slice(0, 7),
                origin: leg.origin,
                destination: leg.destination,
                carrier: leg.airlineCode,
                flightNumber: leg.flightNumber,
                date: leg.departAt.slice(0, 10),
                compartment: 'Y',
                seat: '',
                sequence: index + 1,
              }),
            ),
          })),
        })),
        amount: seesPrice ? booking.amount + booking.agentMarkup : null,
        markup: mayMarkUp(caller, booking) ? booking.agentMarkup : null,
        site: ticketIssuerOf(site, await documentBrand(db, site, booking.userId, 'eTickets')),
        bookedAt: booking.createdAt.toISOString(),
      };
    },
  };
}
export type FixedDepartureService = ReturnType<typeof createFixedDepartureService>;
