import { type FdDepartureView, fdSearchCall } from '@app/contracts';
import { unwrap } from '../../api/api-failure';
import { http } from '../../api/client';
import type { FdParty } from './api/departures';
import type { FdFlightSearch } from './fd-flight-fares';

/**
 * The fixed departures a flight search also matches: same sector and date, and the same kind of
 * trip (a return search: a round-trip block coming back on the return date). Nothing for a multi-stop.
 */
function matchesSearch(d: FdDepartureView, searchBy: FdFlightSearch) {
  const back = searchBy.segments[1]?.preferredDepartureTime.slice(0, 10);
  if (searchBy.JourneyType === 1) return d.tripType === 'oneWay';
  if (searchBy.JourneyType === 2) return d.tripType === 'roundTrip' && d.returnDate === back;
  return false;
}

/** The party of a flight search, as fixed departures price it. */
export const partyOf = (search: FdFlightSearch): FdParty => ({
  adultCount: search.adultCount,
  childCount: search.childCount ?? 0,
  infantCount: search.infantCount ?? 0,
});

/**
 * fixedDeparture/search for a flight search's sector, date and party, kept to the departures that
 * match it. Quiet: the flights are what was asked for, so a failure here only leaves these out.
 */
export async function fdFaresFor(search: FdFlightSearch): Promise<FdDepartureView[]> {
  const first = search.segments[0];
  if (!first || search.JourneyType === 3) return [];
  const request = {
    origin: first.origin,
    destination: first.destination,
    date: first.preferredDepartureTime.slice(0, 10),
    ...partyOf(search),
  };
  const { data } = await unwrap(http.call(fdSearchCall, request, { quiet: true }));
  return data.departures.filter((d) => matchesSearch(d, search));
}
