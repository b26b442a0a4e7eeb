import { z } from 'zod';
import { ticketBarcode, ticketSite } from '../bookings/booking-details';
import { PAYMENT_METHODS, PAYMENT_VALIDITY_MINUTES } from '../bookings/order-constants';
import { addDaysIso, isIsoDate } from '../bookings-passengers/dates';
import { passengerInput } from '../bookings-passengers/passengers';
import { itemFacts } from '../commerce/item-standing';
import { integerField, ok, paged, requiredText } from '../common/fields';
import { OWN_MSG } from '../common/messages';
import { siteDay } from '../common/site-time';

/**
 * What orders not paid yet may hold of a departure (decision 0049): per buyer (the account, and
 * apart from it the client's network) at most `orders` orders and `seats` seats; orders paying at
 * the gateway together at most half the block (rounded up). An order is unpaid while it is pending.
 */
export const FD_UNPAID_LIMITS = { orders: 2, seats: 9 } as const;
export const fdOnlineHoldLimit = (seatsTotal: number) => Math.ceil(seatsTotal / 2);
/**
 * A party too big for one order paid online; a wallet order is made only when the wallet covers it,
 * so it is money in hand and may be a whole group.
 */
export const fdPartyTooBigToPayOnline = (seats: number, paymentMethod: string) =>
  paymentMethod === 'gateway' && seats > FD_UNPAID_LIMITS.seats;

const UNPAID_RULE = `At most ${FD_UNPAID_LIMITS.orders} orders and ${FD_UNPAID_LIMITS.seats} seats per buyer may wait for payment on a departure`;
const RUN_OUT = `they run out ${PAYMENT_VALIDITY_MINUTES} minutes after they were made`;

/** What people read about fixed departures (issue 15). */
export const FD_MSG = {
  notFound: 'Fixed departure not found',
  bookingNotFound: 'Fixed departure booking not found',
  closed: 'This departure is no longer open for booking',
  soldOut: 'Sorry, the last seats on this departure were just booked. Nothing was charged.',
  notEnoughSeats: (left: number) =>
    left === 1 ? 'Only 1 seat is left on this departure' : `Only ${left} seats are left on this departure`,
  onlyLeft: (left: number) => (left === 1 ? 'Only 1 seat left' : `Only ${left} seats left`),
  infantsOverAdults: 'Each infant travels on an adult’s lap: add no more infants than adults',
  adultRequired: 'At least one adult travels on every booking',
  nameListClosed: 'The name list for this departure has gone to the airline; names can no longer change',
  /** a departure sold after its name list went to the airline (decision 0060) */
  lateNamesShort: 'The airline’s name list has closed: names are added late, with its approval',
  lateNames: (deadline: string) =>
    `The airline’s name list for this departure closed on ${deadline}. You can still book: your names go to the airline as a late addition, which it has to approve, and your tickets may take longer to issue.`,
  lateAddition: 'Late name-list addition',
  lateAdditionBooking:
    'Booked after the name list closed: the names go to the airline as a late addition, which it has to approve.',
  passengersUpdated: 'Passenger names updated',
  markupSaved: 'Markup saved: the ticket shows the new price',
  onlyConfirmedTickets: 'Only a confirmed booking has a ticket to price',
  samePartyOnly: 'Change names only: the number and type of travellers stay as booked',
  notCancellable: 'This booking can no longer be cancelled',
  nonRefundable: 'This fare is non-refundable: nothing is refunded on cancellation',
  cancelled: (refund: string) => `Booking cancelled. ${refund} is on its way back to you.`,
  cancelledNothingBack: 'Booking cancelled. Nothing is refunded under the fare’s policy.',
  saved: 'Fixed departure saved',
  copied: (n: number) => (n === 1 ? 'Copied to 1 more date' : `Copied to ${n} more dates`),
  closedNow: 'Departure closed for booking',
  seatsBelowSold: (sold: number) => `Seats cannot be fewer than the ${sold} already sold or held`,
  deadlinesOrder: 'The name-list deadline must come before the release date, and both before departure',
  returnBeforeDeparture: 'The return must be after the departure',
  legsRequired: 'Add at least one flight',
  importDone: (n: number) => (n === 1 ? '1 departure imported' : `${n} departures imported`),
  importRefused: 'Nothing was imported: fix the rows below and upload the file again',
  badSheet: 'Upload the template as an .xlsx file',
  noDepartures: 'No fixed departures match your search',
  noBookings: 'No fixed departure bookings yet',
  partyOverUnpaidLimit: `${UNPAID_RULE}: book up to ${FD_UNPAID_LIMITS.seats} seats, pay, then book the rest.`,
  unpaidByYou: `You already have unpaid orders on this departure. ${UNPAID_RULE}: pay for the orders you have open, or wait until ${RUN_OUT}.`,
  unpaidFromNetwork: `Too many unpaid orders on this departure come from your network. Pay for the orders already open, or try again when ${RUN_OUT}.`,
  onlineHoldFull: `Half of this departure's seats are waiting for online payments. Please try again in a few minutes: seats not paid for within ${PAYMENT_VALIDITY_MINUTES} minutes come back.`,
} as const;

export const FD_TRIP_TYPES = ['oneWay', 'roundTrip'] as const;
export type FdTripType = (typeof FD_TRIP_TYPES)[number];
export const FD_STATUSES = ['open', 'closed', 'released'] as const;
export type FdStatus = (typeof FD_STATUSES)[number];
/** reserved (ordered, not yet paid) → confirmed → cancelled; released when the order ran out of time */
export const FD_BOOKING_STATUSES = ['reserved', 'confirmed', 'cancelled', 'released'] as const;
export type FdBookingStatus = (typeof FD_BOOKING_STATUSES)[number];

/** Days before departure, by default, of the name-list deadline and of the release of unsold seats. */
export const FD_NAME_LIST_DAYS = 7;
export const FD_RELEASE_DAYS = 3;

/**
 * Whether a departure's name list has gone to the airline: its deadline (the last day names may be
 * given or corrected) is over on the site's calendar. Seats are still sold after it, until the
 * release date: their names go to the airline as a late addition, which staff send (decision 0060).
 */
export const fdNameListClosed = (nameListDeadline: string, now: Date | string, timeZone: string) =>
  nameListDeadline < siteDay(now, timeZone);

/** The default deadlines of a departure on `date` (YYYY-MM-DD): D-7 and D-3. */
export const defaultFdDeadlines = (date: string) => ({
  nameListDeadline: addDaysIso(date, -FD_NAME_LIST_DAYS),
  releaseDate: addDaysIso(date, -FD_RELEASE_DAYS),
});

const code = (length: number) =>
  requiredText(length)
    .transform((v) => v.toUpperCase())
    .refine((v) => new RegExp(`^[A-Z0-9]{${length}}$`).test(v), OWN_MSG.wrongType);
const isoDate = () => requiredText(10).refine(isIsoDate, 'Use the date format YYYY-MM-DD');
/** A local time at an airport as the airline prints it: YYYY-MM-DDTHH:mm. */
const localTime = () =>
  requiredText(16).refine(
    (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) && isIsoDate(v.slice(0, 10)),
    'Use the format YYYY-MM-DDTHH:mm',
  );
/** Money in paise, as every amount here. */
const paise = () =>
  integerField().pipe(z.number().min(0, OWN_MSG.notANumber).max(100_000_000, OWN_MSG.notANumber));

/** One flight of a departure, times local to its airports. */
export const fdLeg = z.object({
  airlineCode: code(2),
  flightNumber: requiredText(6).refine((v) => /^[0-9A-Z]{1,5}$/i.test(v), OWN_MSG.wrongType),
  origin: code(3),
  destination: code(3),
  departAt: localTime(),
  arriveAt: localTime(),
});
export type FdLeg = z.output<typeof fdLeg>;

/** A departure as staff create or edit it (fixedDeparture/manage/save). */
export const fdDepartureInput = z
  .object({
    id: z.string().max(64).optional(),
    tripType: z.enum(FD_TRIP_TYPES),
    outbound: z.array(fdLeg).min(1, FD_MSG.legsRequired).max(4),
    inbound: z.array(fdLeg).max(4).default([]),
    seatsTotal: integerField().pipe(z.number().min(1, OWN_MSG.notANumber).max(999, OWN_MSG.notANumber)),
    fareAdult: paise(),
    fareChild: paise(),
    fareInfant: paise(),
    baggage: requiredText(40),
    cabinBaggage: requiredText(40),
    blockPnr: requiredText(8).transform((v) => v.toUpperCase()),
    isRefundable: z.boolean(),
    /** what a cancellation costs per passenger, paise (ignored for a non-refundable fare) */
    cancellationCharge: paise(),
    cancellationPolicy: requiredText(500),
    /** defaults D-7 and D-3 before departure */
    nameListDeadline: isoDate().optional(),
    releaseDate: isoDate().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.tripType === 'roundTrip' && v.inbound.length === 0)
      ctx.addIssue({ code: 'custom', path: ['inbound'], message: FD_MSG.legsRequired });
    const out = v.outbound[0]?.departAt ?? '';
    const back = v.inbound[0]?.departAt ?? '';
    if (v.tripType === 'roundTrip' && back && out && back <= out)
      ctx.addIssue({ code: 'custom', path: ['inbound'], message: FD_MSG.returnBeforeDeparture });
    const date = out.slice(0, 10);
    const { nameListDeadline = '', releaseDate = '' } = v;
    if (date && nameListDeadline && releaseDate && !(nameListDeadline <= releaseDate && releaseDate < date))
      ctx.addIssue({ code: 'custom', path: ['releaseDate'], message: FD_MSG.deadlinesOrder });
  });
export type FdDepartureInput = z.input<typeof fdDepartureInput>;

/** What a buyer pays per passenger type, paise: the net fare plus the FD markup of their group. */
export const fdFares = z.object({ adult: z.number(), child: z.number(), infant: z.number() });
export type FdFares = z.infer<typeof fdFares>;

/** A departure as buyers see it: their prices, what is left, and the policy. */
export const fdDepartureView = z.object({
  id: z.string(),
  tripType: z.enum(FD_TRIP_TYPES),
  origin: z.string(),
  destination: z.string(),
  airlineCode: z.string(),
  airlineName: z.string(),
  outbound: z.array(fdLeg),
  inbound: z.array(fdLeg),
  departureDate: z.string(),
  returnDate: z.string().nullable(),
  seatsLeft: z.number(),
  /** one traveller of each type alone (a child's and an infant's: what they add to an adult's) */
  fares: fdFares,
  /** what the party asked about pays in all, paise: the amount its order will charge */
  total: z.number(),
  baggage: z.string(),
  cabinBaggage: z.string(),
  isRefundable: z.boolean(),
  cancellationCharge: z.number(),
  cancellationPolicy: z.string(),
  nameListDeadline: z.string(),
  status: z.enum(FD_STATUSES),
});
export type FdDepartureView = z.infer<typeof fdDepartureView>;

/** The same departure as staff manage it: the block behind the prices. */
export const fdStaffDepartureView = fdDepartureView.extend({
  seatsTotal: z.number(),
  seatsSold: z.number(),
  seatsHeld: z.number(),
  netFares: fdFares,
  blockPnr: z.string(),
  releaseDate: z.string(),
  bookings: z.number(),
});
export type FdStaffDepartureView = z.infer<typeof fdStaffDepartureView>;

const counts = {
  adultCount: integerField().pipe(z.number().min(1, OWN_MSG.notANumber).max(9, OWN_MSG.notANumber)),
  childCount: integerField().pipe(z.number().min(0).max(8, OWN_MSG.notANumber)).default(0),
  infantCount: integerField().pipe(z.number().min(0).max(9, OWN_MSG.notANumber)).default(0),
};

/** fixedDeparture/search: departures of a sector by month or day, for this many travellers. */
export const fdSearchRequest = z
  .object({
    origin: code(3).optional(),
    destination: code(3).optional(),
    /** YYYY-MM */
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the format YYYY-MM')
      .optional(),
    date: isoDate().optional(),
    airlineCode: code(2).optional(),
    ...counts,
  })
  .refine((v) => v.infantCount <= v.adultCount, { path: ['infantCount'], message: FD_MSG.infantsOverAdults });
export type FdSearchRequest = z.input<typeof fdSearchRequest>;
export const fdSearchResponse = ok({ data: z.object({ departures: z.array(fdDepartureView) }) });

export const fdIdRequest = z.object({ id: z.string().min(1).max(64) });
/** fixedDeparture/getDeparture: one departure, priced for this party. */
export const fdDepartureRequest = z
  .object({ id: z.string().min(1).max(64), ...counts })
  .refine((v) => v.infantCount <= v.adultCount, { path: ['infantCount'], message: FD_MSG.infantsOverAdults });
export const fdDepartureResponse = ok({ data: fdDepartureView });

/** fixedDeparture/createOrder: seats for these passengers, paid by wallet or at the gateway. */
export const fdCreateOrderRequest = z.object({
  departureId: z.string().min(1).max(64),
  passengers: z.array(passengerInput).min(1).max(18),
  paymentMethod: z.enum(PAYMENT_METHODS),
});
export type FdCreateOrderRequest = z.input<typeof fdCreateOrderRequest>;
export const fdCreateOrderResponse = ok({
  data: z.object({
    orderId: z.string(),
    amount: z.number(),
    isPayingOnline: z.boolean(),
    expiryTime: z.string(),
  }),
});

/** One FD booking as the queue shows it. */
export const fdBookingView = z.object({
  bookingId: z.string(),
  orderId: z.string(),
  reference: z.string(),
  departureId: z.string(),
  sector: z.string(),
  airlineCode: z.string(),
  departureDate: z.string(),
  pnr: z.string(),
  passengers: z.array(
    z.object({ title: z.string(), firstName: z.string(), lastName: z.string(), paxType: z.number() }),
  ),
  seats: z.number(),
  amount: z.number(),
  status: z.enum(FD_BOOKING_STATUSES),
  /** what the booking is now, and where its refund went once cancelled (decision 0058) */
  facts: itemFacts,
  /** the printable ticket's slug, while the booking is confirmed */
  slug: z.string().nullable(),
  /** the last day names may be corrected (the name list goes to the airline after it) */
  nameListDeadline: z.string(),
  /** booked after the name-list deadline: its names go to the airline as a late addition */
  lateAddition: z.boolean(),
  bookedBy: z.string(),
  createdAt: z.string(),
});
export type FdBookingView = z.infer<typeof fdBookingView>;

export const fdBookingFilters = z.object({
  sector: z.string().trim().max(7).optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
  pnr: z.string().trim().max(8).optional(),
  passenger: z.string().trim().max(64).optional(),
  status: z.enum(FD_BOOKING_STATUSES).optional(),
  /** 'late': only the late additions, bookings made after their departure's name list closed */
  nameList: z.enum(['late']).optional(),
});
export const fdBookingsRequest = z.object({
  page: integerField().pipe(z.number().min(1)).default(1),
  filters: fdBookingFilters.default({}),
});
export type FdBookingsRequest = z.input<typeof fdBookingsRequest>;
export const FD_BOOKINGS_PAGE_SIZE = 20;
export const fdBookingsResponse = ok({
  data: z.object({
    ...paged(fdBookingView),
  }),
});

export const fdCancelRequest = z.object({ bookingId: z.string().min(1).max(64) });

/**
 * fixedDeparture/updatePassengers: corrected names before the name list goes to the airline, one per
 * traveller in booking order; everything else about a traveller stays as booked.
 */
export const fdPassengerName = passengerInput.pick({ title: true, firstName: true, lastName: true });
export type FdPassengerName = z.input<typeof fdPassengerName>;
export const fdUpdatePassengersRequest = z.object({
  bookingId: z.string().min(1).max(64),
  names: z.array(fdPassengerName).min(1).max(18),
});
export const fdUpdatePassengersResponse = ok({
  data: z.object({ bookingId: z.string(), message: z.string() }),
});
export const fdCancelResponse = ok({
  data: z.object({ bookingId: z.string(), refunded: z.number(), charge: z.number(), message: z.string() }),
});

/** What a cancellation gives back: the amount paid less the policy's charge per passenger. */
export function fdCancellationRefund(
  paid: number,
  passengers: number,
  policy: { isRefundable: boolean; cancellationCharge: number },
) {
  if (!policy.isRefundable) return { charge: paid, refund: 0 };
  const charge = Math.min(paid, policy.cancellationCharge * passengers);
  return { charge, refund: paid - charge };
}

/** The seats a party takes: infants fly on an adult's lap. */
export const fdSeatsOf = (passengers: readonly { paxType: number }[]) =>
  passengers.filter((p) => p.paxType !== 3).length;

/** Staff's list and the manage calls. */
export const fdManageListRequest = z.object({
  from: isoDate().optional(),
  status: z.enum(FD_STATUSES).optional(),
});
export const fdManageListResponse = ok({ data: z.object({ departures: z.array(fdStaffDepartureView) }) });
export const fdSaveResponse = ok({ data: z.object({ id: z.string(), message: z.string() }) });
export const fdCopyRequest = z.object({
  id: z.string().min(1).max(64),
  /** the new departure dates; each copy keeps the times of day and moves every leg by the same days */
  dates: z.array(isoDate()).min(1).max(60),
});
export const fdCopyResponse = ok({ data: z.object({ ids: z.array(z.string()), message: z.string() }) });
export const fdMessageResponse = ok({ data: z.object({ message: z.string() }) });
/** fixedDeparture/manage/import: the template's rows, each valid, or nothing saved. */
export const fdImportResponse = ok({
  data: z.object({
    imported: z.number(),
    message: z.string(),
    /** row number (as the sheet shows it) and what is wrong there */
    errors: z.array(z.object({ row: z.number(), field: z.string(), message: z.string() })),
  }),
});

/** /flight/fixedDeparture/print/{fdSlug}: the printable ticket, a page per passenger. */
export const fdPrintView = z.object({
  bookingId: z.string(),
  reference: z.string(),
  pnr: z.string(),
  status: z.enum(FD_BOOKING_STATUSES),
  departure: fdDepartureView.omit({ fares: true, seatsLeft: true, total: true }),
  passengers: z.array(
    z.object({
      index: z.number(),
      title: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      paxType: z.number(),
      /** one PDF417 boarding barcode per flight of the trip */
      barcodes: z.array(ticketBarcode),
    }),
  ),
  /**
   * What the traveller paid, paise: the buyer's payment, and for a travel agent's booking the
   * markup it adds over it (decision 0053); null for whoever holds the link but is neither the
   * buyer nor staff.
   */
  amount: z.number().nullable(),
  /** the selling agent's markup within `amount`, for whoever may change it (the agent, staff); else null */
  markup: z.number().nullable(),
  /** who issues the ticket: the site, or the agency that sold it (decision 0045) */
  site: ticketSite,
  bookedAt: z.string(),
});
export type FdPrintView = z.infer<typeof fdPrintView>;
export const fdPrintResponse = ok({ data: fdPrintView });

/**
 * fixedDeparture/ticketMarkup: what a selling agent adds over what it paid, printed on the ticket
 * as the traveller's price (decision 0053), like the flight e-ticket's markup.
 */
export const fdTicketMarkupRequest = z.object({ bookingId: z.string().min(1).max(64), markup: paise() });
export type FdTicketMarkupRequest = z.input<typeof fdTicketMarkupRequest>;
export const fdTicketMarkupResponse = ok({
  data: z.object({ amount: z.number(), markup: z.number(), message: z.string() }),
});
