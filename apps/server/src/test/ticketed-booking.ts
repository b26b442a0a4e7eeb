import { CHANGE_REQUEST_TYPES } from '@app/contracts';
import { createCache } from '../platform/cache';
import { createBooking, passengerFor } from '../seed/booking-factories';
import type { SupplierBooking } from '../suppliers/flight-supplier';
import { createTboSupplier } from '../suppliers/tbo/tbo-supplier';
import type { TestSandbox } from './sandbox';
import type { TestApp } from './test-app';
import { supplierTraveller } from './travellers';

const endUserIp = '203.0.113.9';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The adults of a test booking, lead first. */
const ADULTS = ['Arun', 'Vikram'];

/**
 * Adults (two, or one) on a DEL→BOM fare, ticketed at the sandbox and stored for `ownerId` as the
 * order flow stores it: what the change-request tests cancel. A GDS fare (held, then ticketed) by
 * default: its cancellation is Pending until the airline completes it; a low-cost one's is Completed
 * as it is sent, as TBO answers them (decision 0069).
 */
export async function ticketedBooking(
  t: TestApp,
  sandbox: TestSandbox,
  siteId: string,
  ownerId: string,
  { adults = 2, lcc = false }: { adults?: 1 | 2; lcc?: boolean } = {},
) {
  const supplier = createTboSupplier(sandbox.supplierConfig(), createCache(undefined));
  const found = await supplier.search({
    journeyType: 1,
    cabinClass: 2,
    segments: [{ origin: 'DEL', destination: 'BOM', departureDate: inDays(8) }],
    adults,
    children: 0,
    infants: 0,
    endUserIp,
  });
  const fare = found.results[0]?.find((f) => f.isLcc === lcc);
  if (!fare) throw new Error(`no ${lcc ? 'low-cost' : 'GDS'} fare`);
  const traveller = (firstName: string, isLead: boolean) =>
    supplierTraveller(fare, { title: 'Mr', firstName, gender: 1, email: 'rao@example.com', isLead });
  const journey = {
    traceId: found.traceId,
    resultIndex: fare.resultIndex,
    endUserIp,
    passengers: ADULTS.slice(0, adults).map((name, i) => traveller(name, i === 0)),
  };
  const held = lcc ? null : await supplier.hold(journey);
  const booked = held
    ? await supplier.ticket({
        kind: 'held',
        traceId: found.traceId,
        bookingId: held.bookingId,
        pnr: held.pnr,
        endUserIp,
      })
    : await supplier.ticket({ kind: 'direct', ...journey });
  const row = await createBooking(t.db, siteId, ownerId, {
    supplierBookingId: Number(booked.bookingId),
    pnr: booked.pnr,
    segments: booked.segments.flat(),
    fareRules: booked.fareRules,
    passengers: booked.passengers.map((p, i) => ({
      ...passengerFor(p.firstName, p.lastName, i),
      ticket: p.ticket,
    })),
  });
  return { supplierBooking: booked, bookingId: Number(booked.bookingId), row };
}

export const sectorsOf = (b: SupplierBooking) =>
  b.segments.flat().map((s) => ({ origin: s.originAirportCode, destination: s.destinationAirportCode }));

/** The change request form asking a refund of the whole booking, agreed. */
export const refundOf = (b: SupplierBooking) => ({
  bookingId: Number(b.bookingId),
  requestType: CHANGE_REQUEST_TYPES.Refund,
  passengers: b.passengers.map((_, i) => String(i)),
  sectors: sectorsOf(b),
  remarks: 'Plans changed',
  agreed: true,
});
