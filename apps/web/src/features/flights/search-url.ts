import { CABIN_CLASSES, RETURN_TYPES, type SearchRequest, TRIP_TYPES } from '@app/contracts';

/**
 * The flight URLs. A results URL carries the whole search in its query so the page can run it again
 * when the search has expired: origin, destination and departure (YYYY-MM-DD) of the first flight,
 * adt/chd/inf, `return` for a return date, tripType/returnType/cabin, and `leg=DEL_GOI_YYYY-MM-DD` for
 * every further flight of a Multi Stop.
 */

export const SEARCH_PATH = '/flight/search';
export const CALENDAR_PATH = '/flight/calendarFareResult';

const day = (dateTime: string) => dateTime.slice(0, 10);

export function resultsPath(searchId: string, r: SearchRequest): string {
  const [first, ...rest] = r.segments;
  const query = new URLSearchParams({
    origin: first?.origin ?? '',
    destination: first?.destination ?? '',
    departure: day(first?.preferredDepartureTime ?? ''),
    adt: String(r.adultCount),
    chd: String(r.childCount ?? 0),
    inf: String(r.infantCount ?? 0),
  });
  if (r.JourneyType === TRIP_TYPES.Return && rest[0])
    query.set('return', day(rest[0].preferredDepartureTime));
  query.set('tripType', String(r.JourneyType));
  if (r.returnType !== undefined) query.set('returnType', String(r.returnType));
  query.set('cabin', String(r.cabinClass ?? CABIN_CLASSES.Economy));
  if (r.JourneyType === TRIP_TYPES.MultiStop)
    for (const s of rest)
      query.append('leg', `${s.origin}_${s.destination}_${day(s.preferredDepartureTime)}`);
  return `/flight/searchResult/${encodeURIComponent(searchId)}?${query}`;
}

const CODE = /^[A-Za-z]{3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const count = (raw: string | null, fallback: number) => {
  const n = raw === null ? fallback : Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= 9 ? n : null;
};
const oneOf = <T extends number>(values: readonly T[], raw: string | null, fallback: T): T | null => {
  if (raw === null) return fallback;
  const n = Number(raw);
  return values.find((v) => v === n) ?? null;
};

/** The search a results URL describes, or null when its query does not make one. */
export function requestFromQuery(q: URLSearchParams): SearchRequest | null {
  const origin = q.get('origin')?.toUpperCase() ?? '';
  const destination = q.get('destination')?.toUpperCase() ?? '';
  const departure = q.get('departure') ?? '';
  if (!CODE.test(origin) || !CODE.test(destination) || !DATE.test(departure)) return null;
  const back = q.get('return');
  const journeyType = oneOf(
    Object.values(TRIP_TYPES),
    q.get('tripType'),
    back ? TRIP_TYPES.Return : TRIP_TYPES.OneWay,
  );
  const cabinClass = oneOf(Object.values(CABIN_CLASSES), q.get('cabin'), CABIN_CLASSES.Economy);
  const adultCount = count(q.get('adt'), 1);
  const childCount = count(q.get('chd'), 0);
  const infantCount = count(q.get('inf'), 0);
  if (
    journeyType === null ||
    cabinClass === null ||
    !adultCount ||
    childCount === null ||
    infantCount === null
  )
    return null;

  const segments = [{ origin, destination, preferredDepartureTime: departure }];
  let returnType: SearchRequest['returnType'];
  if (journeyType === TRIP_TYPES.Return) {
    if (!back || !DATE.test(back)) return null;
    segments.push({ origin: destination, destination: origin, preferredDepartureTime: back });
    returnType =
      oneOf(Object.values(RETURN_TYPES), q.get('returnType'), RETURN_TYPES.Normal) ?? RETURN_TYPES.Normal;
  }
  if (journeyType === TRIP_TYPES.MultiStop) {
    for (const leg of q.getAll('leg')) {
      const [from = '', to = '', date = ''] = leg.toUpperCase().split('_');
      if (!CODE.test(from) || !CODE.test(to) || !DATE.test(date)) return null;
      segments.push({ origin: from, destination: to, preferredDepartureTime: date });
    }
    if (segments.length < 2) return null;
  }
  return {
    JourneyType: journeyType,
    ...(returnType === undefined ? {} : { returnType }),
    cabinClass,
    segments,
    adultCount,
    childCount,
    infantCount,
  };
}

/** The fare calendar of a route for a month (YYYY-MM). */
export const calendarPath = (origin: string, destination: string, month: string): string =>
  `${CALENDAR_PATH}?${new URLSearchParams({ origin, destination, month: month.slice(0, 7) })}`;

/** One adult, one way, economy, on a day: what a fare calendar day searches. */
export const oneWayRequest = (origin: string, destination: string, date: string): SearchRequest => ({
  JourneyType: TRIP_TYPES.OneWay,
  cabinClass: CABIN_CLASSES.Economy,
  segments: [{ origin, destination, preferredDepartureTime: date }],
  adultCount: 1,
  childCount: 0,
  infantCount: 0,
});

/** 'DEL → BOM', 'DEL ⇄ BOM' for a return, 'DEL → BOM → GOI' for a Multi Stop. */
export function routeLabel(r: {
  JourneyType: number;
  segments: readonly { origin: string; destination: string }[];
}): string {
  const [first] = r.segments;
  if (!first) return '';
  if (r.JourneyType === TRIP_TYPES.Return) return `${first.origin} ⇄ ${first.destination}`;
  const stops = [first.origin];
  for (const s of r.segments) {
    if (stops.at(-1) !== s.origin) stops.push(s.origin);
    stops.push(s.destination);
  }
  return stops.join(' → ');
}

/**
 * Booking (a later release) starts from the passenger details of the chosen fare; a domestic return
 * names its outbound and return fares in that order: `?resultIndex=OB&resultIndex=IB`.
 */
export function passengerPath(searchId: string, resultIndexes: readonly string[]): string {
  const query = new URLSearchParams();
  for (const index of resultIndexes) query.append('resultIndex', index);
  return `/flight/passengerDetails/${encodeURIComponent(searchId)}?${query}`;
}
