import type { Airport } from '@app/travel-data';
import { z } from 'zod';
import { type Carrier, carrierByCode } from './carriers';
import { FAMILIES, type FamilyCode } from './fares';
import type { Flight, Itinerary } from './inventory';
import type { RouteNetwork } from './routes-network';
import { type AirState, BOOKING_STATUS, type Booking, type ChangeRecord, type Offer } from './store';

/** The file under the sandbox's data folder that holds its airline bookings. */
export const BOOKINGS_FILE = 'airline-bookings.json';
const VERSION = 1;

/** Airports and carriers by code: the file stays small, and a booking read back shares the network's objects. */
type Packed<T> = Omit<T, 'carrier' | 'origin' | 'destination'> & {
  carrier: string;
  origin: string;
  destination: string;
};
type PackedItinerary = Omit<Packed<Itinerary>, 'flights'> & { flights: Packed<Flight>[] };
type PackedOffer = Omit<Offer, 'legs' | 'carrier' | 'family'> & {
  legs: PackedItinerary[];
  carrier: string;
  family: FamilyCode;
};
type PackedBooking = Omit<Booking, 'offer'> & { offer: PackedOffer };

const count = z.int().min(0);
const id = z.int().positive();

/**
 * What is checked when the file is read: everything the sandbox counts on before it answers a
 * call (ids, PNRs, states, the pieces it looks airports and carriers up by). The rest of a booking
 * is the sandbox's own earlier answer, kept as written.
 */
const packedFlight = z.looseObject({
  carrier: z.string(),
  origin: z.string(),
  destination: z.string(),
  key: z.string(),
});
const bookingsFile = z.object({
  version: z.literal(VERSION),
  pnrSeed: z.string(),
  counters: z.object({ booking: count, change: count, ticket: count }),
  carriedSpend: z.number(),
  bookings: z.array(
    z.looseObject({
      bookingId: id,
      pnr: z.string().regex(/^[A-Z0-9]{6}$/),
      status: z.union(Object.values(BOOKING_STATUS).map((s) => z.literal(s))),
      traceId: z.string(),
      createdAt: z.number(),
      changeRequests: z.array(id),
      passengers: z.array(z.looseObject({ PaxType: z.int() })),
      tickets: z.array(z.looseObject({ TicketId: id, TicketNumber: z.string() })),
      result: z.looseObject({ Fare: z.looseObject({ OfferedFare: z.number(), PublishedFare: z.number() }) }),
      offer: z.looseObject({
        carrier: z.string(),
        family: z.enum(Object.keys(FAMILIES) as [FamilyCode, ...FamilyCode[]]),
        pax: z.object({ adults: count, children: count, infants: count }),
        legs: z.array(
          z.looseObject({
            carrier: z.string(),
            origin: z.string(),
            destination: z.string(),
            flights: z.array(packedFlight).min(1),
          }),
        ),
      }),
    }),
  ),
  changes: z.array(
    z.object({
      id,
      bookingId: id,
      ticketId: id,
      requestType: z.int(),
      remarks: z.string(),
      createdAt: z.number(),
      refund: z.number(),
      charge: z.number(),
    }),
  ),
});

function pack(booking: Booking): PackedBooking {
  const codes = <T extends { carrier: Carrier; origin: Airport; destination: Airport }>(x: T) => ({
    ...x,
    carrier: x.carrier.code,
    origin: x.origin.iata,
    destination: x.destination.iata,
  });
  const { offer } = booking;
  return {
    ...booking,
    offer: {
      ...offer,
      carrier: offer.carrier.code,
      family: offer.family.code,
      legs: offer.legs.map((leg) => ({ ...codes(leg), flights: leg.flights.map(codes) })),
    },
  };
}

/** The file's JSON for the store's state. */
export function bookingsFileOf(state: AirState) {
  return { version: VERSION, ...state, bookings: state.bookings.map(pack) };
}

/** The store's state from the file's JSON; throws when it is not a file this sandbox wrote. */
export function readBookingsFile(raw: unknown, network: RouteNetwork): AirState {
  const file = bookingsFile.parse(raw);
  const carriers = carrierByCode();
  const carrier = (code: string) => {
    const found = carriers.get(code);
    if (!found) throw new Error(`unknown carrier ${code}`);
    return found;
  };
  const airport = (code: string) => {
    const found = network.airport(code);
    if (!found) throw new Error(`unknown airport ${code}`);
    return found;
  };
  const objects = <T extends { carrier: string; origin: string; destination: string }>(x: T) => ({
    ...x,
    carrier: carrier(x.carrier),
    origin: airport(x.origin),
    destination: airport(x.destination),
  });
  const bookings = (file.bookings as unknown as PackedBooking[]).map(
    (b): Booking => ({
      ...b,
      offer: {
        ...b.offer,
        carrier: carrier(b.offer.carrier),
        family: FAMILIES[b.offer.family],
        legs: b.offer.legs.map((leg) => ({ ...objects(leg), flights: leg.flights.map(objects) })),
      },
    }),
  );
  return {
    pnrSeed: file.pnrSeed,
    counters: file.counters,
    carriedSpend: file.carriedSpend,
    bookings,
    changes: file.changes satisfies ChangeRecord[],
  };
}
