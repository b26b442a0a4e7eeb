import { randomUUID } from 'node:crypto';
import {
  CABIN_CLASSES,
  type CalendarFareCriteria,
  FLIGHT_MSG,
  type FlightPriceData,
  RETURN_TYPES,
  type SearchBy,
  type SearchCriteria,
} from '@app/contracts';
import type { Db } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';
import type { RateLimits } from '../../platform/rate-limits';
import type { FlightSupplier } from '../../suppliers/flight-supplier';
import { enforceLookToBook } from '../customers/look-to-book';
import { priceFare, priceOneAdult } from '../markup/markup.pricing';
import type { AirportIndex } from './airport-index';
import { type Buyer, fromSupplier, loadPricer, priceKeyOf, supplierFailure } from './flight-pricing';
import { flightSearches } from './flights.schema';
import type { PriceKey, SearchCache } from './search-cache';
import { lastSearchableDate, todayInSalesZone } from './travel-dates';

const HOME_COUNTRY = 'IN';

type Deps = {
  db: Db;
  supplier: FlightSupplier;
  searches: SearchCache;
  airports: AirportIndex;
  /** counts visitors' looks (look-to-book.ts) */
  rateLimits: RateLimits;
  now?: () => Date;
};

export function createFlightService({
  db,
  supplier,
  searches,
  airports,
  rateLimits,
  now = () => new Date(),
}: Deps) {
  const pricerFor = (siteId: string, priceKey: PriceKey, isDomestic: boolean, cabinClass: number) =>
    loadPricer(db, siteId, priceKey, { isDomestic, cabinClass, today: todayInSalesZone(now()) });

  /** Rules that need the airport list or today's date; the contract checked the shape already. */
  function checkDates(dates: { field: string; date: string }[]) {
    const today = todayInSalesZone(now());
    const last = lastSearchableDate(today);
    const errors: Record<string, string> = {};
    for (const { field, date } of dates) {
      if (date < today) errors[field] = FLIGHT_MSG.pastDate;
      else if (date > last) errors[field] = FLIGHT_MSG.tooFarAhead;
    }
    return errors;
  }

  function checkAirports(codes: { field: string; code: string }[]) {
    const errors: Record<string, string> = {};
    for (const { field, code } of codes)
      if (!airports.find(code)) errors[field] = FLIGHT_MSG.unknownAirport(code);
    return errors;
  }

  function refuse(errors: Record<string, string>) {
    const [first] = Object.values(errors);
    if (first) throw badRequest(first, errors);
  }

  const isDomesticTrip = (codes: string[]) =>
    codes.every((c) => airports.find(c)?.countryCode === HOME_COUNTRY);

  return {
    async search(buyer: Buyer, criteria: SearchCriteria) {
      refuse({
        ...checkAirports(
          criteria.segments.flatMap((s, i) => [
            { field: `segments.${i}.origin`, code: s.origin },
            { field: `segments.${i}.destination`, code: s.destination },
          ]),
        ),
        ...checkDates(
          criteria.segments.map((s, i) => ({
            field: `segments.${i}.preferredDepartureTime`,
            date: s.preferredDepartureTime.slice(0, 10),
          })),
        ),
      });
      const isDomestic = isDomesticTrip(criteria.segments.flatMap((s) => [s.origin, s.destination]));
      // Special (combined) return fares exist for domestic round trips only.
      const returnType =
        criteria.JourneyType !== 2
          ? null
          : isDomestic
            ? (criteria.returnType ?? RETURN_TYPES.Normal)
            : RETURN_TYPES.Normal;
      const special =
        returnType === RETURN_TYPES.LccSpecial
          ? 'lcc'
          : returnType === RETURN_TYPES.GdsSpecial
            ? 'gds'
            : undefined;
      const priceKey = priceKeyOf(buyer);
      await enforceLookToBook({ db, rateLimits }, buyer, now());

      const [first] = criteria.segments;
      // The look is recorded and the markup rules load while the supplier searches.
      const [found, pricer] = await Promise.all([
        fromSupplier(() =>
          supplier.search({
            journeyType: criteria.JourneyType,
            special,
            cabinClass: criteria.cabinClass,
            segments: criteria.segments.map((s) => ({
              origin: s.origin,
              destination: s.destination,
              departureDate: s.preferredDepartureTime.slice(0, 10),
            })),
            adults: criteria.adultCount,
            children: criteria.childCount,
            infants: criteria.infantCount,
            sources: criteria.Sources,
            endUserIp: buyer.endUserIp,
          }),
        ),
        pricerFor(buyer.siteId, priceKey, isDomestic, criteria.cabinClass),
        db.insert(flightSearches).values({
          siteId: buyer.siteId,
          userId: buyer.user?.id ?? null,
          journeyType: criteria.JourneyType,
          origin: first?.origin ?? '',
          destination: first?.destination ?? '',
          departureDate: first?.preferredDepartureTime.slice(0, 10) ?? todayInSalesZone(now()),
          passengers: criteria.adultCount + criteria.childCount + criteria.infantCount,
        }),
      ]);

      const searchId = randomUUID();
      const searchBy: SearchBy = {
        JourneyType: criteria.JourneyType,
        returnType,
        cabinClass: criteria.cabinClass,
        segments: criteria.segments,
        adultCount: criteria.adultCount,
        childCount: criteria.childCount,
        infantCount: criteria.infantCount,
        isDomestic,
      };
      const meta = {
        userId: buyer.user?.id ?? null,
        priceKey,
        traceId: found.traceId,
        expiresAt: found.expiresAt.toISOString(),
        searchBy,
      };
      await searches.saveBody(buyer.siteId, priceKey, {
        searchId,
        searchBy,
        results: found.results.map((list) => list.map((fare) => priceFare(fare, pricer))),
        expiresAt: meta.expiresAt,
      });
      await searches.saveMeta(buyer.siteId, searchId, meta);
      return { searchId, searchBy };
    },

    /**
     * The priced results as a finished JSON body. Another buyer of the same site (an anonymous
     * search, then a login) gets the same fares priced for their own group, never re-searched.
     */
    async flightPrice(buyer: Buyer, searchId: string): Promise<string> {
      const meta = await searches.meta(buyer.siteId, searchId);
      if (!meta) throw notFound(FLIGHT_MSG.searchNotFound);
      const priceKey = priceKeyOf(buyer);
      const cached = await searches.body(buyer.siteId, searchId, priceKey);
      if (cached) return cached;
      // Priced for someone else: the same fares, re-priced from the searcher's copy.
      const theirs = await searches.body(buyer.siteId, searchId, meta.priceKey);
      if (!theirs) throw notFound(FLIGHT_MSG.searchNotFound);
      const { data } = JSON.parse(theirs) as { data: FlightPriceData };
      const pricer = await pricerFor(
        buyer.siteId,
        priceKey,
        meta.searchBy.isDomestic,
        meta.searchBy.cabinClass,
      );
      return searches.saveBody(buyer.siteId, priceKey, {
        ...data,
        results: data.results.map((list) => list.map((fare) => priceFare(fare, pricer))),
      });
    },

    async fareRules(buyer: Buyer, searchId: string, resultIndex: string) {
      const meta = await searches.meta(buyer.siteId, searchId);
      if (!meta) throw notFound(FLIGHT_MSG.searchNotFound);
      try {
        return await searches.remember(
          buyer.siteId,
          searchId,
          `fareRules:${resultIndex}`,
          meta.expiresAt,
          () => supplier.fareRules({ traceId: meta.traceId, resultIndex, endUserIp: buyer.endUserIp }),
        );
      } catch (error) {
        const failure = supplierFailure(error);
        if (failure.statusCode === 410) await searches.forget(buyer.siteId, searchId);
        throw failure;
      }
    },

    async calendarFare(buyer: Buyer, request: CalendarFareCriteria) {
      const month = request.month.slice(0, 7);
      const today = todayInSalesZone(now());
      refuse({
        ...checkAirports([
          { field: 'origin', code: request.origin },
          { field: 'destination', code: request.destination },
        ]),
        ...(request.origin === request.destination ? { destination: FLIGHT_MSG.sameCity } : {}),
        ...(month < today.slice(0, 7) || month > lastSearchableDate(today).slice(0, 7)
          ? { month: FLIGHT_MSG.invalidMonth }
          : {}),
      });
      const isDomestic = isDomesticTrip([request.origin, request.destination]);
      const [days, pricer] = await Promise.all([
        fromSupplier(() =>
          supplier.calendarFare({
            origin: request.origin,
            destination: request.destination,
            fromDate: month === today.slice(0, 7) ? today : `${month}-01`,
            sources: request.Sources,
            endUserIp: buyer.endUserIp,
          }),
        ),
        pricerFor(buyer.siteId, priceKeyOf(buyer), isDomestic, CABIN_CLASSES.Economy),
      ]);
      const priced = days.map((day) => ({ ...day, fare: priceOneAdult(day.fare, day.airlineCode, pricer) }));
      const lowest = Math.min(...priced.map((d) => d.fare));
      return {
        origin: request.origin,
        destination: request.destination,
        month,
        days: priced.map((d) => ({ ...d, isLowestFareOfMonth: d.fare === lowest })),
      };
    },
  };
}
export type FlightService = ReturnType<typeof createFlightService>;
