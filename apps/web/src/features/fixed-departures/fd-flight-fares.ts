import type { SearchBy } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { lazyPage } from '../../app/lazy-page';
import { fdKeys } from './api/keys';

/** What of a flight search (the URL's, or the server's answer) fixed departures are matched on. */
export type FdFlightSearch = Pick<SearchBy, 'JourneyType' | 'segments' | 'adultCount'> &
  Partial<Pick<SearchBy, 'childCount' | 'infantCount'>>;

/** The fixed-departure cards among flight results: loaded by the query below when it finds some. */
export const FdFlightResults = lazyPage(() => import('./FdFlightResults'), 'FdFlightResults');

/** The key's part of a search: the same trip from the URL or from the server's answer is one key. */
const keyOf = (s: FdFlightSearch) => ({
  journeyType: s.JourneyType,
  legs: s.segments.map((l) => `${l.origin}-${l.destination}-${l.preferredDepartureTime.slice(0, 10)}`),
  party: [s.adultCount, s.childCount ?? 0, s.infantCount ?? 0],
});

/**
 * The fixed departures matching a flight search, asked as soon as its results page opens, beside
 * the fares: the page shows both together, so cards never arrive above flights already on screen
 * (decision 0061). The call's code and, when it finds departures, the cards' code load apart from
 * the results page: most searches find none and load no card code at all.
 */
export const fdFlightFaresQuery = (search: FdFlightSearch) =>
  queryOptions({
    queryKey: [...fdKeys.all, 'flightFares', keyOf(search)] as const,
    queryFn: async () => {
      const departures = await (await import('./fd-fares')).fdFaresFor(search);
      if (departures.length > 0) await FdFlightResults.preload();
      return departures;
    },
    // Seats change all the time: every visit asks again.
    staleTime: 0,
  });
