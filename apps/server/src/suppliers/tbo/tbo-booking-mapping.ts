import type { Segment } from '@app/contracts';
import {
  TBO_BOOKING_STATUS,
  TBO_CHANGE_REQUEST_STATUS,
  TBO_TICKET_STATUS,
  type TboFlightItinerary,
  type TboItineraryPassenger,
  type TboPassenger,
  type TboSegment,
  type TboSsrItem,
} from '@app/tbo-air';
import {
  type ChangeRequestState,
  type SsrChoice,
  type SupplierBookedPassenger,
  type SupplierBooking,
  type SupplierBookingStatus,
  SupplierError,
  type SupplierPassenger,
} from '../flight-supplier';
import { sourceOf, toFareRule, toPaise, toSegment, toSsrOptions } from './tbo-mapping';

/** Our integer paise back to the decimal rupees TBO expects. */
export const toRupees = (paise: number) => paise / 100;

const toTboDate = (date: string | undefined) => (date ? `${date.slice(0, 10)}T00:00:00` : undefined);
const toOurDate = (dateTime: string | null | undefined) => (dateTime ? dateTime.slice(0, 10) : undefined);

/** TBO reads any field of the SSR item it offered; we send back whatever the caller kept of it. */
function toTboSsr(choice: SsrChoice) {
  return {
    Code: choice.code,
    AirlineCode: choice.airlineCode,
    FlightNumber: choice.flightNumber,
    Origin: choice.origin,
    Destination: choice.destination,
    Weight: choice.weight ?? undefined,
    Quantity: choice.quantity ?? undefined,
    Price: choice.price === undefined ? undefined : toRupees(choice.price),
  };
}

/**
 * TBO's Book/Ticket passenger. Passport issue date and country are fields TBO added for
 * international fares; the protocol schema does not list them yet, so they ride alongside.
 */
export function toTboPassenger(
  p: SupplierPassenger,
): TboPassenger & { PassportIssueDate?: string; PassportIssueCountryCode?: string } {
  return {
    Title: p.title,
    FirstName: p.firstName,
    LastName: p.lastName,
    PaxType: p.paxType,
    Gender: p.gender,
    DateOfBirth: toTboDate(p.dateOfBirth),
    ContactNo: p.contactNo,
    Email: p.email,
    AddressLine1: p.addressLine1,
    City: p.city,
    CountryCode: p.countryCode,
    PassportNo: p.passportNo,
    PassportIssueDate: toTboDate(p.passportIssueDate),
    PassportExpiry: toTboDate(p.passportExpiry),
    PassportIssueCountryCode: p.passportIssueCountryCode,
    PAN: p.pan,
    IsLeadPax: p.isLead,
    Fare: { BaseFare: toRupees(p.fare.baseFare), Tax: toRupees(p.fare.tax) },
    Baggage: p.baggage?.length ? p.baggage.map(toTboSsr) : undefined,
    MealDynamic: p.meals?.length ? p.meals.map(toTboSsr) : undefined,
  };
}

const BOOKING_STATUS: Record<number, SupplierBookingStatus> = {
  [TBO_BOOKING_STATUS.Held]: 'held',
  [TBO_BOOKING_STATUS.Ticketed]: 'ticketed',
  [TBO_BOOKING_STATUS.Released]: 'released',
  [TBO_BOOKING_STATUS.Cancelled]: 'cancelled',
  [TBO_BOOKING_STATUS.TicketedLive]: 'ticketed',
};

/**
 * What TBO's itinerary Status says of the booking. 5 is read as ticketed only with a ticket number
 * on every passenger (TBO does not publish the enum; 0069 §2). Any other number, or a ticketed
 * status without tickets, is 'unknown': a failed or partial booking read as either would mislead
 * the traveller or refund a ticket that was issued, so the caller asks again.
 */
export function toBookingStatus(
  itinerary: Pick<TboFlightItinerary, 'Status' | 'Passenger'>,
): SupplierBookingStatus {
  const ours = BOOKING_STATUS[itinerary.Status] ?? 'unknown';
  const ticketed = itinerary.Passenger.every((p) => Boolean(p.Ticket?.TicketNumber));
  if (itinerary.Status === TBO_BOOKING_STATUS.TicketedLive && !ticketed) return 'unknown';
  return ours;
}

/**
 * What a Ticket answer's TicketStatus says beyond the itinerary: a refusal TBO names is a refusal,
 * a price change is one, and a ticket not yet or not surely made (in progress, not saved, other
 * error, a number TBO does not document) leaves the booking unknown until asked again.
 */
export function withTicketStatus(
  status: SupplierBookingStatus,
  ticketStatus: number | undefined,
): SupplierBookingStatus {
  const T = TBO_TICKET_STATUS;
  if (ticketStatus === undefined || ticketStatus === T.Successful || ticketStatus === T.TicketAlreadyCreated)
    return status;
  if (ticketStatus === T.Failed || ticketStatus === T.NotCreated || ticketStatus === T.NotAllowed)
    throw new SupplierError(
      'invalidRequest',
      `The airline did not issue the ticket (TicketStatus ${ticketStatus}).`,
    );
  if (ticketStatus === T.PriceChanged) return status;
  return 'unknown';
}

/**
 * Real TBO echoes the contact and passport fields and the chosen SSRs on each passenger; the
 * protocol type (and so the sandbox) leaves them out, so they are read when present.
 */
type ItineraryPassenger = TboItineraryPassenger &
  Partial<{
    ContactNo: string;
    Email: string;
    AddressLine1: string;
    City: string;
    CountryCode: string;
    PassportIssueDate: string;
    PassportExpiry: string;
    PassportIssueCountryCode: string;
    Baggage: TboSsrItem[];
    MealDynamic: TboSsrItem[];
  }>;

function toBookedPassenger(p: ItineraryPassenger): SupplierBookedPassenger {
  const baseFare = toPaise(p.Fare.BaseFare);
  const tax = toPaise(p.Fare.Tax);
  return {
    title: p.Title,
    firstName: p.FirstName,
    lastName: p.LastName,
    paxType: p.PaxType,
    gender: p.Gender,
    dateOfBirth: toOurDate(p.DateOfBirth),
    contactNo: p.ContactNo,
    email: p.Email,
    addressLine1: p.AddressLine1,
    city: p.City,
    countryCode: p.CountryCode,
    passportNo: p.PassportNo || undefined,
    passportIssueDate: toOurDate(p.PassportIssueDate),
    passportExpiry: toOurDate(p.PassportExpiry),
    passportIssueCountryCode: p.PassportIssueCountryCode,
    isLead: p.IsLeadPax,
    fare: { baseFare, tax, publishedFare: toPaise(p.Fare.PublishedFare) },
    ticket: p.Ticket
      ? {
          ticketId: p.Ticket.TicketId,
          ticketNumber: p.Ticket.TicketNumber,
          validatingAirline: p.Ticket.ValidatingAirline,
        }
      : null,
    barcodes: (p.BarcodeDetails?.Barcode ?? []).map((b) => b.Content),
    baggageAllowance: (p.SegmentAdditionalInfo ?? []).map((s) => s.Baggage),
    // TBO echoes the "nothing" rows on passengers who bought none: they are no extra.
    baggage: toSsrOptions(p.Baggage ?? []),
    meals: toSsrOptions(p.MealDynamic ?? []),
  };
}

/** The itinerary lists flights flat; TripIndicator says which leg each belongs to. */
function toLegs(segments: TboSegment[]): Segment[][] {
  const legs = new Map<number, Segment[]>();
  for (const s of segments) {
    const trip = s.TripIndicator || 1;
    legs.set(trip, [...(legs.get(trip) ?? []), toSegment(s)]);
  }
  return [...legs.entries()].sort(([a], [b]) => a - b).map(([, leg]) => leg);
}

export function toSupplierBooking(
  itinerary: TboFlightItinerary,
  changes: { isPriceChanged?: boolean; isTimeChanged?: boolean; ticketStatus?: number } = {},
): SupplierBooking {
  return {
    bookingId: String(itinerary.BookingId),
    pnr: itinerary.PNR,
    status: withTicketStatus(toBookingStatus(itinerary), changes.ticketStatus),
    isLcc: itinerary.IsLCC,
    source: sourceOf(itinerary),
    supplierSource: itinerary.Source,
    lastTicketDate: itinerary.LastTicketDate ?? null,
    isPriceChanged:
      changes.isPriceChanged === true || changes.ticketStatus === TBO_TICKET_STATUS.PriceChanged,
    isTimeChanged: changes.isTimeChanged ?? false,
    fare: {
      currency: itinerary.Fare.Currency,
      publishedFare: toPaise(itinerary.Fare.PublishedFare),
      baseFare: toPaise(itinerary.Fare.BaseFare),
      tax: toPaise(itinerary.Fare.Tax),
      otherCharges: toPaise(itinerary.Fare.OtherCharges),
    },
    segments: toLegs(itinerary.Segments),
    passengers: itinerary.Passenger.map(toBookedPassenger),
    fareRules: (itinerary.FareRules ?? []).map(toFareRule),
    invoiceCreatedOn: itinerary.InvoiceCreatedOn || null,
  };
}

/** TBO's name of each ChangeRequestStatus number, the word its support desk uses. */
const CHANGE_REQUEST_STATUS_NAME = new Map<number, string>(
  Object.entries(TBO_CHANGE_REQUEST_STATUS).map(([name, value]) => [value, name]),
);

/**
 * A change request as TBO answered it. A partial cancellation's answer leaves the status out: that is
 * no answer yet (NotSet), asked again like any status not final, never read as done or declined.
 */
export function toChangeRequestState(
  changeRequestId: number,
  status: number | undefined,
): ChangeRequestState {
  const known = status ?? TBO_CHANGE_REQUEST_STATUS.NotSet;
  return {
    changeRequestId: String(changeRequestId),
    status: known,
    statusText: CHANGE_REQUEST_STATUS_NAME.get(known) ?? `Unknown (${known})`,
  };
}

/** TBO numbers its bookings and change requests; an id that is not such a number is not TBO's. */
export function toTboId(id: string): number {
  if (!/^\d{1,15}$/.test(id)) throw new SupplierError('invalidRequest', `${id} is not a TBO id`);
  return Number(id);
}
