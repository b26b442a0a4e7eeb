import type { FlightSource } from '@app/contracts';
import {
  agencyBalanceResponse,
  calendarFareResponse,
  fareQuoteResponse,
  fareRuleResponse,
  ssrResponse,
  TBO_AGENCY_TYPE,
  TBO_JOURNEY,
} from '@app/tbo-air';
import { airlinesByCode } from '@app/travel-data';
import type { SupplierConfig } from '../../config';
import type { Cache } from '../../platform/cache';
import {
  capabilitiesOf,
  type FlightSupplier,
  requireCapability,
  type SupplierBalance,
  type SupplierCapability,
  SupplierError,
  type SupplierSearch,
} from '../flight-supplier';
import { createTboBooking } from './tbo-booking';
import { createTboClient } from './tbo-client';
import { toFareRule, toPaise, toSsrOptions, toSupplierFare } from './tbo-mapping';
import { searchAnswer } from './tbo-search-answer';

/** The content sources TBO documents: the GDS and the low-cost carriers it connects directly. */
const TBO_SOURCES = ['GDS', '6E', 'SG', 'IX', 'G8', 'FZ', 'G9', 'AK'];

const AGENCY_TYPES: Record<number, SupplierBalance['agencyType']> = {
  [TBO_AGENCY_TYPE.Cash]: 'cash',
  [TBO_AGENCY_TYPE.Credit]: 'credit',
};

const midnight = (date: string) => `${date}T00:00:00`;

/** TBO's Air API holds GDS fares, sells extras, quotes cancellation and cancels part of a booking. */
const TBO_CAPABILITIES: SupplierCapability[] = ['hold', 'ssr', 'cancellationCharges', 'partialCancel'];

export function createTboSupplier(config: SupplierConfig, cache: Cache): FlightSupplier {
  const client = createTboClient(config, cache);
  const identity = { name: 'TBO', capabilities: capabilitiesOf(TBO_CAPABILITIES, config.capabilities) };

  function journeyOf(query: SupplierSearch) {
    if (query.journeyType === 2 && query.special) return TBO_JOURNEY.SpecialReturn;
    return query.journeyType;
  }

  return {
    ...identity,

    sources(): FlightSource[] {
      const airlines = airlinesByCode();
      return TBO_SOURCES.map((code) => ({
        code,
        name: code === 'GDS' ? 'GDS (full-service airlines)' : (airlines.get(code)?.name ?? code),
        isLcc: code !== 'GDS',
      }));
    },

    async search(query) {
      const sources = query.special === 'gds' ? ['GDS'] : query.sources;
      // Checked where we read it, not parsed: a parse would copy all 300+ results (decision 0031).
      const response = await client.call(
        'Search',
        searchAnswer,
        {
          EndUserIp: query.endUserIp,
          AdultCount: query.adults,
          ChildCount: query.children,
          InfantCount: query.infants,
          DirectFlight: false,
          OneStopFlight: false,
          JourneyType: journeyOf(query),
          PreferredAirlines: null,
          Segments: query.segments.map((s) => ({
            Origin: s.origin,
            Destination: s.destination,
            FlightCabinClass: query.cabinClass,
            PreferredDepartureTime: midnight(s.departureDate),
          })),
          Sources: sources?.length ? sources : null,
        },
        { allowNoResult: true },
      );
      const lists = response.Results ?? [];
      return {
        traceId: response.TraceId,
        expiresAt: new Date(Date.now() + config.traceTtlSeconds * 1000),
        results: lists.map((list) => list.map((r) => toSupplierFare(r, response.TraceId))),
      };
    },

    async calendarFare(query) {
      const response = await client.call(
        'GetCalendarFare',
        calendarFareResponse,
        {
          EndUserIp: query.endUserIp,
          JourneyType: TBO_JOURNEY.OneWay,
          PreferredAirlines: null,
          Segments: [
            {
              Origin: query.origin,
              Destination: query.destination,
              FlightCabinClass: 2,
              PreferredDepartureTime: midnight(query.fromDate),
            },
          ],
          Sources: query.sources?.length ? query.sources : null,
        },
        { allowNoResult: true },
      );
      return (response.SearchResults ?? []).map((day) => ({
        date: day.DepartureDate.slice(0, 10),
        airlineCode: day.AirlineCode,
        airlineName: day.AirlineName,
        fare: toPaise(day.Fare),
      }));
    },

    async fareRules(ref) {
      const response = await client.call('FareRule', fareRuleResponse, {
        EndUserIp: ref.endUserIp,
        TraceId: ref.traceId,
        ResultIndex: ref.resultIndex,
      });
      return (response.FareRules ?? []).map(toFareRule);
    },

    async fareQuote(ref) {
      const response = await client.call('FareQuote', fareQuoteResponse, {
        EndUserIp: ref.endUserIp,
        TraceId: ref.traceId,
        ResultIndex: ref.resultIndex,
      });
      return {
        fare: toSupplierFare(response.Results, ref.traceId),
        isPriceChanged: response.IsPriceChanged,
        isTimeChanged: response.IsTimeChanged ?? false,
      };
    },

    async ssr(ref) {
      requireCapability(identity, 'ssr');
      const response = await client.call('SSR', ssrResponse, {
        EndUserIp: ref.endUserIp,
        TraceId: ref.traceId,
        ResultIndex: ref.resultIndex,
      });
      return {
        baggage: (response.Baggage ?? []).map(toSsrOptions),
        meals: (response.MealDynamic ?? []).map(toSsrOptions),
      };
    },

    async agencyBalance(query) {
      const answer = await client.sharedCall('GetAgencyBalance', agencyBalanceResponse, {
        EndUserIp: query.endUserIp,
      });
      if (typeof answer.CashBalance !== 'number' || typeof answer.CreditBalance !== 'number')
        throw new SupplierError('unavailable', 'GetAgencyBalance answered without the balances');
      return {
        agencyType: AGENCY_TYPES[answer.AgencyType] ?? 'unknown',
        cashBalance: toPaise(answer.CashBalance),
        creditBalance: toPaise(answer.CreditBalance),
        // TBO India keeps agency accounts in rupees and does not name the currency in this answer.
        currency: 'INR',
      };
    },

    ...createTboBooking(client, identity),
  };
}
