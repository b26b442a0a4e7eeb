import {
  BOOKING_DETAILS_MSG,
  type BookingDetails,
  type BookingDetailsRequest,
  boardingPassText,
  decodeTicketSlug,
  fareSummary,
  type Segment,
  type SupplierErrorInfo,
  type TicketContact,
  type TicketDetail,
  type TicketExtra,
  type TicketFare,
  type TicketPassenger,
  type UpdateBookingDetailsRequest,
} from '@app/contracts';
import type { Db } from '../../platform/db/client';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { UserRow } from '../accounts/accounts.schema';
import { documentBrand, ticketIssuerOf } from '../documents/document-brand';
import { discountOf } from '../markup/markup.pricing';
import type { SiteRow } from '../site/site.schema';
import { pdf417Svg } from './boarding-barcode';
import { type Adjustments, findSiteBooking, listBookings, patchAdjustments } from './booking-details.queries';
import { legStandings } from './booking-facts';
import type { BookingStatus, FlightBookingRow, FlightOrderRow, TicketedPassenger } from './bookings.schema';
import { legsOfFare } from './order-fulfilment';
import { findFlightOrder, flightOrdersByIds } from './orders.queries';

type Caller = UserRow | null;

const isStaff = (user: Caller) => user?.userType === 'staff';
const isOwner = (user: Caller, row: FlightBookingRow) => user !== null && user.id === row.userId;
/** §2 leaves the fee's editor open; we give it to staff, and markup/discount to the selling agent. */
const canEditMarkup = (user: Caller, row: FlightBookingRow) =>
  isStaff(user) || (isOwner(user, row) && user?.userType === 'travelAgent');

/** Boarding barcodes only for a ticket someone can still fly on. */
const BOARDABLE: readonly BookingStatus[] = ['ticketed', 'changeRequested'];

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Baggage and meals are priced per order; a return pair's extras cannot be split per leg from
 * what is stored, so only a one-leg order shows them on its ticket.
 */
function extrasOf(order: FlightOrderRow | undefined) {
  if (order?.details.fares.length !== 1) return { baggagePrice: 0, mealPrice: 0 };
  const { baggagePrice, mealPrice } = order.details.fareSummary;
  return { baggagePrice, mealPrice };
}

export function ticketFareOf(
  row: Pick<FlightBookingRow, 'fare' | 'adjustments'>,
  order: FlightOrderRow | undefined,
): TicketFare {
  const { fare, adjustments } = row;
  const { baggagePrice, mealPrice } = extrasOf(order);
  const summary = fareSummary({
    publishedFare: fare.publishedFare,
    markup: fare.markup.amount + adjustments.extraMarkup,
    // Like the markup, the e-ticket's discount editor adds to what the rule gave at booking.
    discount: discountOf(fare) + adjustments.discount,
    commissionEarned: 0,
    baggagePrice,
    mealPrice,
    txnFee: adjustments.txnFee,
    userMergeTxnFeeTaxes: adjustments.userMergeTxnFeeTaxes,
  });
  const baseFare = sum(fare.fareBreakdown.map((d) => d.baseFare));
  const otherCharges = sum(fare.fareBreakdown.map((d) => d.offeredOtherCharges));
  // Whatever the supplier's breakdown leaves unexplained of its fare counts as tax, so lines add up.
  const supplierTaxes = fare.publishedFare - baseFare - otherCharges;
  const merged = summary.userMergeTxnFeeTaxes;
  return {
    currency: summary.currency,
    baseFare,
    taxes: supplierTaxes + (merged ? summary.txnFee : 0),
    otherCharges,
    baggageMealCharges: baggagePrice + mealPrice,
    txnFee: merged ? 0 : summary.txnFee,
    serviceFee: summary.markup,
    gstOnServiceFee: summary.gstOnMarkup,
    discount: summary.discount,
    totalPayable: summary.totalPayable,
    adjustments,
  };
}

function svgOrNothing(text: string, segmentIndex: number | null) {
  try {
    return [{ segmentIndex, svg: pdf417Svg(text) }];
  } catch {
    return [];
  }
}

/**
 * The IATA BCBP text generated for one traveller on one flight: the operating carrier's PNR when
 * the airline gave one, else the booking's; the travel date local to the origin (as airlines print
 * it); no seat yet; the traveller's place on the booking as check-in sequence.
 */
export function boardingPassFor(
  pax: Pick<TicketedPassenger, 'firstName' | 'lastName'>,
  segment: Segment,
  bookingPnr: string,
  passengerIndex: number,
) {
  return boardingPassText({
    firstName: pax.firstName,
    lastName: pax.lastName,
    pnr: segment.airlinePnr ?? bookingPnr,
    origin: segment.originAirportCode,
    destination: segment.destinationAirportCode,
    carrier: segment.operatingCarrier || segment.airlineCode,
    flightNumber: segment.flightNumber,
    date: segment.departureTime.slice(0, 10),
    compartment: 'Y',
    seat: '',
    sequence: passengerIndex + 1,
  });
}

/**
 * Supplier barcodes when sent, else one generated BCBP per segment (spec §9); none for a flight
 * cancelled for this traveller (decision 0058). The supplier's barcodes name no flight, so a
 * traveller with one flight cancelled gets ours for the others.
 */
function barcodesOf(
  row: FlightBookingRow,
  pax: TicketedPassenger,
  index: number,
  pnr: string,
  cancelled: readonly number[],
) {
  if (!BOARDABLE.includes(row.status)) return [];
  const supplied = (pax.barcodes ?? []).filter((text) => text.trim() !== '');
  if (supplied.length > 0 && cancelled.length === 0)
    return supplied.flatMap((text) => svgOrNothing(text, null));
  return row.segments.flatMap((s, segmentIndex) => {
    if (cancelled.includes(segmentIndex)) return [];
    let text: string;
    try {
      text = boardingPassFor(pax, s, pnr, index);
    } catch {
      // Odd supplier data (a long PNR, a lettered flight number) loses the barcode, not the ticket.
      return [];
    }
    return svgOrNothing(text, segmentIndex);
  });
}

function passengerOf(
  row: FlightBookingRow,
  pax: TicketedPassenger,
  index: number,
  pnr: string,
  cancelledSegments: readonly number[],
): TicketPassenger {
  const first = row.segments[0];
  return {
    index,
    title: pax.title,
    firstName: pax.firstName,
    lastName: pax.lastName,
    paxType: pax.paxType,
    ticketNumber: pax.ticket?.ticketNumber ?? null,
    baggage: first?.baggage ?? '',
    cabinBaggage: first?.cabinBaggage ?? '',
    barcodes: barcodesOf(row, pax, index, pnr, cancelledSegments),
    cancelledSegments: [...cancelledSegments],
  };
}

/** A booking of the site its owner or the site's staff ask for; anyone else is told it is missing. */
export async function ownedBooking(db: Db, siteId: string, user: UserRow, bookingId: string) {
  const row = await findSiteBooking(db, siteId, bookingId);
  // Someone else's booking answers as missing: its existence is not the caller's business.
  if (!row || !(isStaff(user) || isOwner(user, row))) throw notFound(BOOKING_DETAILS_MSG.bookingNotFound);
  return row;
}

/** The lead passenger's contact data as entered; only owner and staff get it (see ticketDetail). */
function contactOf(row: FlightBookingRow): TicketContact {
  const lead = row.passengers[0];
  const text = (parts: (string | null | undefined)[], separator: string) =>
    parts.filter((p) => p?.trim()).join(separator) || null;
  return {
    email: lead?.email?.trim() || null,
    phone: lead?.mobileNo?.trim() ? text([lead.phoneCode, lead.mobileNo], ' ') : null,
    address: text([lead?.addressLine1, lead?.city, lead?.countryCode], ', '),
  };
}

/** The baggage and meals bought for this booking's flights (extras are kept per order, by trip-wide leg). */
function extrasOfBooking(row: FlightBookingRow, order: FlightOrderRow | undefined, seesPrice: boolean) {
  const baggages: TicketExtra[] = [];
  const meals: TicketExtra[] = [];
  if (!order) return { baggages, meals };
  const legs = legsOfFare(order.details.fares, row.legIndex);
  for (const extra of order.details.extras) {
    if (!legs.includes(extra.leg)) continue;
    const { option } = extra;
    (extra.kind === 'baggage' ? baggages : meals).push({
      passengerIndex: extra.passenger,
      description: option.description,
      airlineCode: option.airlineCode,
      flightNumber: option.flightNumber,
      origin: option.origin,
      destination: option.destination,
      weight: option.weight,
      quantity: option.quantity,
      price: seesPrice ? option.price : null,
    });
  }
  return { baggages, meals };
}

/** Staff chase the supplier with its error code; customers already saw the message when it failed. */
function supplierErrorOf(row: FlightBookingRow, user: Caller): SupplierErrorInfo | null {
  if (!isStaff(user) || row.failureReason === null) return null;
  return { code: row.failureCode, message: row.failureReason };
}

/** An order of a return pair whose outbound is booked and whose return is not (yet). */
function needsReturn(order: FlightOrderRow, rows: FlightBookingRow[]) {
  if (order.details.fares.length !== 2) return false;
  const live = (leg: number) =>
    rows.some(
      (r) =>
        r.orderId === order.id &&
        r.legIndex === leg &&
        ['held', 'ticketed', 'changeRequested'].includes(r.status),
    );
  return live(0) && !live(1);
}

export function createBookingDetailsService({ db }: { db: Db }) {
  return {
    async ticketDetail(site: SiteRow, user: Caller, slug: string): Promise<TicketDetail> {
      const ids = decodeTicketSlug(slug);
      const row = ids ? await findSiteBooking(db, site.id, ids.bookingId) : undefined;
      if (!ids || !row || row.pnr === null || row.pnr !== ids.pnr) {
        throw notFound(BOOKING_DETAILS_MSG.ticketNotFound);
      }
      const pnr = row.pnr;
      // The slug is only the booking id and PNR: whoever holds the link sees what a printed ticket
      // shows; prices and contact data are for the booking's owner and the site's staff.
      const privileged = isStaff(user) || isOwner(user, row);
      const order = await findFlightOrder(db, site.id, row.orderId);
      const fare = privileged ? ticketFareOf(row, order) : undefined;
      const standing = (await legStandings(db, [row])).get(row.id);
      if (!standing) throw new Error(`ticket ${row.id} has no standing`);
      return {
        bookingId: row.id,
        orderReference: order?.reference ?? row.orderId,
        pnr,
        status: row.status,
        // Whoever holds the link sees that it is cancelled; what went back, and where, is the buyer's.
        facts: privileged ? standing.facts : { ...standing.facts, refunds: [] },
        createdAt: row.createdAt.toISOString(),
        invoiceCreatedOn: row.invoiceCreatedOn,
        isLcc: row.isLcc,
        isDomestic: row.isDomestic,
        isRefundable: row.fare.isRefundable,
        airlineRemark: row.fare.airlineRemark,
        airlineName: row.fare.airlineName,
        segments: row.segments,
        passengers: row.passengers.map((p, i) =>
          passengerOf(row, p, i, pnr, standing.cancelledSegments[i] ?? []),
        ),
        priceHidden: !privileged,
        ...(fare ? { fare } : {}),
        contact: privileged ? contactOf(row) : null,
        ...extrasOfBooking(row, order, privileged),
        fareRules: row.fareRules,
        supplierError: supplierErrorOf(row, user),
        canEdit: {
          markup: canEditMarkup(user, row),
          discount: canEditMarkup(user, row),
          txnFee: isStaff(user),
        },
        canEmail: privileged,
        // An agent's traveller sees the agency that sold the trip, unless it switched that off.
        site: ticketIssuerOf(site, await documentBrand(db, site, row.userId, 'eTickets')),
      };
    },

    async bookingDetails(
      siteId: string,
      user: UserRow,
      request: BookingDetailsRequest,
    ): Promise<BookingDetails> {
      const ownerId = isStaff(user) ? null : user.id;
      let rows: FlightBookingRow[];
      if ('searchId' in request) {
        rows = await listBookings(db, siteId, { searchId: request.searchId }, ownerId);
      } else {
        const row = await ownedBooking(db, siteId, user, request.bookingId);
        rows = await listBookings(db, siteId, { orderId: row.orderId }, ownerId);
      }
      const first = rows[0];
      if (!first) throw notFound(BOOKING_DETAILS_MSG.bookingNotFound);
      const orders = await flightOrdersByIds(db, siteId, [...new Set(rows.map((r) => r.orderId))]);
      const referenceOf = new Map(orders.map((o) => [o.id, o.reference]));
      return {
        searchId: first.searchId,
        showReturn: orders.some((o) => needsReturn(o, rows)),
        bookings: rows.map((r) => ({
          bookingId: r.id,
          orderId: r.orderId,
          orderReference: referenceOf.get(r.orderId) ?? r.orderId,
          legIndex: r.legIndex,
          pnr: r.pnr,
          status: r.status,
          origin: r.origin,
          destination: r.destination,
          travelDate: r.travelDate,
          airlineCode: r.airlineCode,
          airlineName: r.fare.airlineName,
          passengerNames: r.passengers.map((p) => `${p.title} ${p.firstName} ${p.lastName}`),
          createdAt: r.createdAt.toISOString(),
          supplierError: supplierErrorOf(r, user),
        })),
      };
    },

    async updateFare(
      siteId: string,
      user: UserRow,
      request: UpdateBookingDetailsRequest,
    ): Promise<TicketFare> {
      const row = await ownedBooking(db, siteId, user, request.bookingId);
      const change = request.fare;
      let patch: Partial<Adjustments>;
      if ('txnFee' in change) {
        if (!isStaff(user)) throw forbidden();
        patch = { txnFee: change.txnFee, userMergeTxnFeeTaxes: change.userMergeTxnFeeTaxes };
      } else {
        if (!canEditMarkup(user, row)) throw forbidden();
        patch = 'discount' in change ? { discount: change.discount } : { extraMarkup: change.markup };
      }
      const next = { ...row.adjustments, ...patch };
      // Lowering the markup under an existing discount is refused too: the discount would exceed the fare.
      const discount = discountOf(row.fare) + next.discount;
      if (discount > row.fare.publishedFare + row.fare.markup.amount + next.extraMarkup) {
        throw badRequest(BOOKING_DETAILS_MSG.discountTooHigh, {
          [`fare.${'discount' in change ? 'discount' : 'markup'}`]: BOOKING_DETAILS_MSG.discountTooHigh,
        });
      }
      const saved = await patchAdjustments(db, siteId, row.id, patch);
      if (!saved) throw notFound(BOOKING_DETAILS_MSG.bookingNotFound);
      return ticketFareOf(saved, await findFlightOrder(db, siteId, saved.orderId));
    },
  };
}
export type BookingDetailsService = ReturnType<typeof createBookingDetailsService>;
