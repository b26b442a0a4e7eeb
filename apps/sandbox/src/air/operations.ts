import {
  type CalendarFareResponse,
  type calendarFareRequest,
  type FareQuoteResponse,
  type FareRuleResponse,
  type fareRuleRequest,
  type SearchResponse,
  type SsrResponse,
  type searchRequest,
  TBO_JOURNEY,
  type TboSsrItem,
} from '@app/tbo-air';
import type { Airport } from '@app/travel-data';
import type { z } from 'zod';
import { faultNumber } from '../faults';
import type { Air, Call } from './context';
import { ERROR_CODE, invalid, MESSAGES, OK, TboFailure } from './envelope';
import { fareRules } from './fare-rules';
import { priceLeg } from './fares';
import { buildResult } from './results';
import {
  calendar,
  combine,
  discounted,
  type Filters,
  type LegOffer,
  legOffers,
  offerOf,
  resized,
  returnDiscount,
  specialReturnDiscount,
  toResults,
} from './search';
import type { Offer, StoredResult, Trace } from './store';
import { dayOf } from './time';

type SearchBody = z.output<typeof searchRequest>;
type Segment = SearchBody['Segments'][number];

function airportOf(air: Air, code: string, field: string): Airport {
  const found = air.network.airport(code);
  if (!found) throw invalid(`Invalid ${field}: ${code} is not a known airport code.`);
  return found;
}

function legOf(air: Air, call: Call, seg: Segment, i: number) {
  const origin = airportOf(air, seg.Origin, `Segments[${i}].Origin`);
  const destination = airportOf(air, seg.Destination, `Segments[${i}].Destination`);
  if (origin.iata === destination.iata) throw invalid(`Segments[${i}]: Origin and Destination are the same.`);
  const day = seg.PreferredDepartureTime.slice(0, 10);
  if (Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    throw invalid(`Segments[${i}].PreferredDepartureTime is not a date.`);
  if (day < dayOf(call.nowMs)) throw invalid(`Segments[${i}].PreferredDepartureTime ${day} is in the past.`);
  return { origin, destination, day };
}

function filtersOf(
  body: { Sources?: string[] | null; PreferredAirlines?: string[] | null },
  cabin: number,
): Omit<Filters, 'direct' | 'oneStop'> {
  return { sources: body.Sources ?? null, preferred: body.PreferredAirlines ?? null, cabin };
}

export function search(air: Air, call: Call, body: SearchBody): SearchResponse {
  const legs = body.Segments.map((s, i) => legOf(air, call, s, i));
  const first = legs[0];
  const firstSeg = body.Segments[0];
  if (!first || !firstSeg) throw invalid('Segments is required.');
  const journey = body.JourneyType;
  if ((journey === TBO_JOURNEY.Return || journey === TBO_JOURNEY.SpecialReturn) && legs.length !== 2)
    throw invalid('Segments must hold the outbound and the inbound journey for a return search.');
  if (journey === TBO_JOURNEY.MultiStop && legs.length < 2)
    throw invalid('Segments must hold at least two legs for a multi-stop search.');
  for (let i = 1; i < legs.length; i++) {
    if ((legs[i]?.day ?? '') < (legs[i - 1]?.day ?? ''))
      throw invalid(`Segments[${i}].PreferredDepartureTime is before the previous leg.`);
  }
  const pax = { adults: body.AdultCount, children: body.ChildCount, infants: body.InfantCount };
  if (pax.infants > pax.adults) throw invalid('InfantCount cannot exceed AdultCount.');
  const seats = pax.adults + pax.children;
  const filters: Filters = {
    ...filtersOf(body, firstSeg.FlightCabinClass),
    direct: body.DirectFlight,
    oneStop: body.OneStopFlight,
  };
  const offersFor = (leg: (typeof legs)[number], f: Filters = filters) =>
    legOffers(air.inventory, leg.origin, leg.destination, leg.day, f, seats, call.pricing);

  let lists: StoredResult[][];
  const trace = air.store.createTrace(call.nowMs, air.config.traceTtlSeconds);
  // The `results=N` fault sizes every list to N (search.ts, resized).
  const count = call.faults.has('results') ? Math.max(1, faultNumber(call.faults, 'results', 1)) : 0;
  const store = (offers: Offer[], prefix: string) => {
    const entries = toResults(offers, prefix, call.nowMs);
    return (count ? resized(entries, count, prefix) : entries).map((e) => {
      const stored = { offer: e.offer, result: e.result };
      trace.results.set(e.index, stored);
      return stored;
    });
  };
  const oneLeg = journey === TBO_JOURNEY.OneWay ? [first] : legs;
  const domesticReturn =
    journey === TBO_JOURNEY.Return && first.origin.countryCode === first.destination.countryCode;
  if (journey === TBO_JOURNEY.OneWay || domesticReturn) {
    lists = oneLeg.map((leg, i) => {
      const offers = offersFor(leg).map((o) => offerOf([o], [i + 1], pax));
      return store(offers, i === 0 ? 'OB' : 'IB');
    });
  } else {
    let discount = 1;
    let perLeg: LegOffer[][];
    if (journey === TBO_JOURNEY.SpecialReturn) {
      discount = specialReturnDiscount();
      const gdsOnly = filters.sources?.length === 1 && filters.sources[0] === 'GDS';
      perLeg = legs.map((leg) => offersFor(leg).filter((o) => o.itin.lcc !== gdsOnly));
    } else {
      if (journey === TBO_JOURNEY.Return) discount = returnDiscount();
      perLeg = legs.map((leg) => offersFor(leg));
    }
    const trips = legs.map((_, i) => i + 1);
    const offers = combine(perLeg, discount).map((combo) => offerOf(combo, trips, pax, discount));
    lists = [store(offers, 'OB')];
  }
  air.store.keepTrace(trace, call.nowMs);
  if (lists.every((l) => l.length === 0)) {
    throw new TboFailure(2, ERROR_CODE.NoResult, MESSAGES.noResult);
  }
  if (lists.some((l) => l.length === 0)) throw new TboFailure(2, ERROR_CODE.NoResult, MESSAGES.noResult);
  const last = legs[legs.length - 1] ?? first;
  return {
    Response: {
      ...OK,
      TraceId: trace.id,
      Origin: first.origin.iata,
      Destination: journey === TBO_JOURNEY.MultiStop ? last.destination.iata : first.destination.iata,
      Results: lists.map((l) => l.map((s) => s.result)),
    },
  };
}

export function calendarFare(
  air: Air,
  call: Call,
  body: z.output<typeof calendarFareRequest>,
): CalendarFareResponse {
  const seg = body.Segments[0];
  if (!seg) throw invalid('Segments is required.');
  const leg = legOf(air, call, seg, 0);
  const filters: Filters = { ...filtersOf(body, seg.FlightCabinClass), direct: false, oneStop: false };
  const days = calendar(air.inventory, leg.origin, leg.destination, leg.day, filters, call.pricing);
  if (days.length === 0) throw new TboFailure(2, ERROR_CODE.NoResult, MESSAGES.noResult);
  return {
    Response: {
      ...OK,
      TraceId: '',
      Origin: leg.origin.iata,
      Destination: leg.destination.iata,
      SearchResults: days,
    },
  };
}

function storedResult(
  call: Call,
  body: { TraceId: string; ResultIndex: string },
): { trace: Trace; stored: StoredResult } {
  const trace = call.trace(body.TraceId);
  const stored = trace.results.get(body.ResultIndex);
  if (!stored) throw invalid(`ResultIndex ${body.ResultIndex} is not valid for this TraceId.`);
  return { trace, stored };
}

export function fareRule(_air: Air, call: Call, body: z.output<typeof fareRuleRequest>): FareRuleResponse {
  const { stored } = storedResult(call, body);
  const baggage = (leg: number) => stored.result.Segments[leg]?.[0]?.Baggage ?? '15 KG';
  return { Response: { ...OK, TraceId: body.TraceId, FareRules: fareRules(stored.offer, baggage) } };
}

/**
 * Re-prices against current loads; an injected priceChange raises the fare by PERCENT (default 5) and
 * timeChange moves the departure by 15 minutes, each flagged as TBO flags them.
 */
export function fareQuote(_air: Air, call: Call, body: z.output<typeof fareRuleRequest>): FareQuoteResponse {
  const { stored } = storedResult(call, body);
  const before = stored.result.Fare.PublishedFare;
  const offer = stored.offer;
  offer.prices = offer.legs.map((itin) =>
    discounted(priceLeg(itin, offer.family, call.pricing), offer.discount),
  );
  if (call.faults.has('priceChange')) offer.uplift = 1 + faultNumber(call.faults, 'priceChange', 5) / 100;
  const timeChanged = call.faults.has('timeChange');
  const result = buildResult(stored.result.ResultIndex, offer, call.nowMs, timeChanged ? 15 : 0);
  result.FareRules = stored.result.FareRules;
  // `documents=pan|passport`: this fare's airline demands them of every passenger, as TBO flags it.
  const demanded = (call.faults.get('documents') ?? '').split('|');
  if (demanded.includes('pan')) result.IsPanRequiredAtBook = true;
  if (demanded.includes('passport')) result.IsPassportRequiredAtBook = true;
  stored.result = result;
  return {
    Response: {
      ...OK,
      TraceId: body.TraceId,
      IsPriceChanged: result.Fare.PublishedFare !== before,
      IsTimeChanged: timeChanged,
      Results: result,
    },
  };
}

const BAGGAGE_KG = [5, 10, 15, 20, 30];
const MEALS = [
  ['VGML', 'Veg Sandwich Combo', 350],
  ['NVML', 'Chicken Sandwich Combo', 400],
  ['JNML', 'Jain Meal Combo', 350],
  ['DBML', 'Diabetic Meal', 450],
] as const;

/** LCC fares sell extra baggage per leg and meals per flight; GDS fares carry no dynamic SSRs. */
export function ssr(_air: Air, call: Call, body: z.output<typeof fareRuleRequest>): SsrResponse {
  const { stored } = storedResult(call, body);
  const offer = stored.offer;
  if (!offer.lcc) throw new TboFailure(2, ERROR_CODE.NoSsr, 'No SSR details found');
  const item = (
    flightCode: string,
    flightNumber: string,
    way: number,
    origin: string,
    destination: string,
  ): Omit<TboSsrItem, 'Code' | 'Description' | 'Price'> => ({
    AirlineCode: flightCode,
    FlightNumber: flightNumber,
    WayType: way,
    Currency: 'INR',
    Origin: origin,
    Destination: destination,
  });
  const Baggage = offer.legs.map((itin, leg) => {
    const f = itin.flights[0];
    if (!f) return [];
    const base = item(f.carrier.code, f.flightNumber, leg + 1, itin.origin.iata, itin.destination.iata);
    const domestic = itin.origin.countryCode === itin.destination.countryCode;
    return [
      { ...base, Code: 'NoBaggage', Description: 2, Weight: 0, Price: 0 },
      ...BAGGAGE_KG.map((kg) => ({
        ...base,
        Code: `XBP${kg}`,
        Description: 2,
        AirlineDescription: `Prepaid Excess Baggage ${kg} Kg`,
        Weight: kg,
        Price: kg * (domestic ? 500 : 850),
      })),
    ];
  });
  const MealDynamic = offer.legs.flatMap((itin, leg) =>
    itin.flights.map((f) => {
      const base = item(f.carrier.code, f.flightNumber, leg + 1, f.origin.iata, f.destination.iata);
      return [
        { ...base, Code: 'NoMeal', Description: 2, Quantity: 0, Price: 0 },
        ...MEALS.map(([code, name, price]) => ({
          ...base,
          Code: code,
          Description: 2,
          AirlineDescription: name,
          Quantity: 1,
          Price: price,
        })),
      ];
    }),
  );
  return { Response: { ...OK, TraceId: body.TraceId, Baggage, MealDynamic } };
}
