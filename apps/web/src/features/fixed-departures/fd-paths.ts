import { encodeTicketSlug } from '@app/contracts';
import type { FdParty } from './api/departures';

/**
 * The fixed-departure screens' addresses. The party travels as adt/chd/inf, as on the flight
 * results, so a link to a booking page says who it is priced for.
 */
export const FD_LIST_PATH = '/fixed-departures';
export const FD_QUEUE_PATH = '/flight/fixedDepartureQueue';
export const FD_MANAGE_PATH = '/staff/fixed-departures';

export const partyQuery = (party: FdParty) =>
  new URLSearchParams({
    adt: String(party.adultCount),
    chd: String(party.childCount),
    inf: String(party.infantCount),
  });

export const fdBookPath = (departureId: string, party: FdParty) =>
  `${FD_LIST_PATH}/${encodeURIComponent(departureId)}/book?${partyQuery(party)}`;

/** The order's own page: its confirmation, or what became of the payment. */
export const fdOrderPath = (orderId: string) => `${FD_LIST_PATH}/order/${encodeURIComponent(orderId)}`;

/** The printable ticket; the slug is built like the e-ticket's (spec §2). */
export const fdPrintPath = (slug: string, query = '') =>
  `/flight/fixedDeparture/print/${encodeURIComponent(slug)}${query}`;

export const fdPrintPathOf = (bookingId: string, pnr: string) =>
  fdPrintPath(encodeTicketSlug(bookingId, pnr));

const count = (raw: string | null, fallback: number, min: number, max: number) => {
  const n = raw === null ? fallback : Number(raw);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/** The party a query names: 1 adult by default (spec §9), infants never more than adults. */
export function partyFromQuery(query: URLSearchParams): FdParty {
  const adultCount = count(query.get('adt'), 1, 1, 9);
  return {
    adultCount,
    childCount: count(query.get('chd'), 0, 0, 8),
    infantCount: Math.min(count(query.get('inf'), 0, 0, 9), adultCount),
  };
}
