import { randomUUID } from 'node:crypto';
import {
  CABIN_CLASSES,
  type CalendarFareCriteria,
  effectiveReturnType,
  FLIGHT_MSG,
  FLIGHT_SETTINGS_MSG,
  isDomesticTrip,
  type SearchBy,
  type SearchCriteria,
  specialFareOf,
} from '@app/contracts';
import { afterThisTurn } from '../../platform/after-this-turn';
import type { Db } from '../../platform/db/client';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { RateLimits } from '../../platform/rate-limits';
import { createRequestCache } from '../../platform/request-cache';
import type { FlightSupplier, SupplierFare } from '../../suppliers/flight-supplier';
import { createLookToBook, type LookToBook } from '../customers/look-to-book';
import { airlinePricer, priceFare, priceOneAdult } from '../markup/markup.pricing';
import { createMarkupRulesCache, type MarkupRulesCache } from '../markup/markup-rules-cache';
import type { AirportIndex } from './airport-index';
import { isFareShown, shownFares } from './fare-visibility';
import { type Buyer, fromSupplier, priceKeyOf, supplierFailure } from './flight-pricing';
import { DEFAULT_FLIGHT_RULES, type FlightRules } from './flight-settings.service';
import { gzipPieces, pageJson } from './priced-page';
import type { PriceKey, SearchCache, SearchMeta } from './search-cache';
import { lastSearchableDate, todayInSalesZone } from './travel-dates';

const DEFAULT_HOME_COUNTRY = 'IN';

type Deps = {
  db: Db;
  supplier: FlightSupplier;
  searches: SearchCache;
  airports: AirportIndex;
  /** counts visitors' looks (look-to-book.ts) */
  rateLimits: RateLimits;
  /** the look-to-book check and the batched look recording; unbatched and uncached when not given */
  looks?: LookToBook;
  /** the sites' markup rules, cached; read afresh each time when not given */
  markupRules?: MarkupRulesCache;
  /** the site's flight settings (suppliers on, fares hidden); the defaults when not given */
  flightRules?: (siteId: string) => Promise<FlightRules>;
  now?: () => Date;
  /** where a page that could not be made ahead of its reader is told (it is made on read then) */
  warn?: (error: unknown, message: string) => void;
};

export function createFlightService({
  db,
  supplier,
  searches,
  airports,
  rateLimits,
  looks = createLookToBook({ db, rateLimits, batch: { rows: 1, ms: 1000 } }),
  markupRules = createMarkupRulesCache(db, createRequestCache(undefined, 0)),
  flightRules = async () => DEFAULT_FLIGHT_RULES,
  now = () => new Date(),
  warn = () => {},
}: Deps) {
  /**
   * How a buyer's fares are priced: their markup group under the site's rules as they stand, today;
   * `name` says exactly that, so a page priced once is found again until one of them changes.
   */
  const pricingFor = async (
    siteId: string,
    priceKey: PriceKey,
    trip: { isDomestic: boolean; cabinClass: number },
  ) => {
    const [{ rules, defaultGroupId, version }, site] = await Promise.all([
      markupRules.of(siteId),
      flightRules(siteId),
    ]);
    const groupId = priceKey === 'default' ? defaultGroupId : priceKey;
    const today = todayInSalesZone(now());
    return {
      pricer: airlinePricer(rules, { groupId, ...trip, today }),
      // The site's flight settings are part of a page's name: a save hides fares from the next read.
      name: `${priceKey}:${version}:${today}:${site.version}`,
      visibility: site,
    };
  };
  type Pricing = Awaited<ReturnType<typeof pricingFor>>;
  const pricingOf = (buyer: Buyer, meta: SearchMeta) =>
    pricingFor(buyer.siteId, priceKeyOf(buyer), meta.searchBy);

  /** A search of this site that has not expired; 404 otherwise. */
  async function found(buyer: Buyer, searchId: string) {
    const meta = await searches.meta(buyer.siteId, searchId);
    if (!meta) throw notFound(FLIGHT_MSG.searchNotFound);
    return meta;
  }

  /** Pages being made in this process, by site, search and pricing: a second reader waits for the first. */
  const making = new Map<string, Promise<Buffer>>();
  function pageOnce(
    buyer: Buyer,
    searchId: string,
    meta: SearchMeta,
    pricing: Pricing,
    fares: () => Promise<SupplierFare[][]>,
  ) {
    const name = `${buyer.siteId}:${searchId}:${pricing.name}`;
    const inHand = making.get(name);
    if (inHand) return inHand;
    const made = fares()
      .then((lists) => makePage(buyer, searchId, meta, lists, pricing))
      .finally(() => making.delete(name));
    making.set(name, made);
    return made;
  }

  /** A buyer's page of a search, priced and gzipped as the route sends it, kept for the search's life. */
  async function makePage(
    buyer: Buyer,
    searchId: string,
    meta: SearchMeta,
    fares: SupplierFare[][],
    pricing: Pricing,
  ) {
    const page = {
      searchId,
      searchBy: meta.searchBy,
      results: shownFares(fares, pricing.visibility),
      expiresAt: meta.expiresAt,
    };
    const gzipped = await gzipPieces(pageJson(page, (fare) => priceFare(fare, pricing.pricer)));
    await searches.savePage(buyer.siteId, searchId, pricing.name, gzipped, meta.expiresAt);
    return gzipped;
  }

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

  const isDomestic = (buyer: Buyer, codes: string[]) =>
    isDomesticTrip(
      codes.map((c) => airports.find(c)?.countryCode),
      buyer.homeCountry ?? DEFAULT_HOME_COUNTRY,
    );

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
      const domestic = isDomestic(
        buyer,
        criteria.segments.flatMap((s) => [s.origin, s.destination]),
      );
      const returnType = effectiveReturnType({
        journeyType: criteria.JourneyType,
        isDomestic: domestic,
        requested: criteria.returnType,
      });
      const special = specialFareOf(returnType);
      if ((await flightRules(buyer.siteId)).suppliersOn.length === 0)
        throw new AppError(503, FLIGHT_SETTINGS_MSG.noSupplierOn);
      await looks.enforce(buyer, now());

      const [first] = criteria.segments;
      // The look is recorded, and the searcher's pricing read, while the supplier searches.
      const [answer, , pricing] = await Promise.all([
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
        looks.record({
          siteId: buyer.siteId,
          userId: buyer.user?.id ?? null,
          journeyType: criteria.JourneyType,
          origin: first?.origin ?? '',
          destination: first?.destination ?? '',
          departureDate: first?.preferredDepartureTime.slice(0, 10) ?? todayInSalesZone(now()),
          passengers: criteria.adultCount + criteria.childCount + criteria.infantCount,
        }),
        pricingFor(buyer.siteId, priceKeyOf(buyer), {
          isDomestic: domestic,
          cabinClass: criteria.cabinClass,
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
        isDomestic: domestic,
      };
      // The supplier's fares are kept once, before markup: each buyer's page is priced from them.
      const meta: SearchMeta = {
        userId: buyer.user?.id ?? null,
        traceId: answer.traceId,
        expiresAt: answer.expiresAt.toISOString(),
        searchBy,
      };
      // The searcher's own page is made once this answer is on its way, from the fares in hand, while
      // their browser opens the results: their read finds it made or waits for it. Then the fares are
      // stored, one bucket at a time (search-cache.ts). The answer waits for neither.
      const ahead = pageOnce(buyer, searchId, meta, pricing, async () => {
        await afterThisTurn();
        return answer.results;
      });
      ahead.catch((error: unknown) => warn(error, 'the searcher’s page was not made ahead'));
      const { faresWritten } = await searches.save(buyer.siteId, searchId, meta, answer.results, ahead);
      faresWritten.catch((error: unknown) => warn(error, 'the fares of a search were not stored'));
      return { searchId, searchBy };
    },

    /**
     * The results priced for this buyer's markup group, as a finished gzipped JSON body: made once per
     * group, rules and day, then sent as it is. Any buyer of the same site (an anonymous search, then
     * a login) reads the same stored fares, never re-searched.
     */
    async flightPrice(buyer: Buyer, searchId: string): Promise<Buffer> {
      const meta = await found(buyer, searchId);
      const pricing = await pricingOf(buyer, meta);
      const ready = await searches.page(buyer.siteId, searchId, pricing.name);
      if (ready) return ready;
      return pageOnce(buyer, searchId, meta, pricing, async () => {
        const fares = await searches.fares(buyer.siteId, searchId, meta);
        if (!fares) throw notFound(FLIGHT_MSG.searchNotFound);
        return fares;
      });
    },

    /** One fare of a search, priced for this buyer exactly as their result page shows it. */
    async shownFare(buyer: Buyer, searchId: string, resultIndex: string) {
      const meta = await found(buyer, searchId);
      const [fare, pricing] = await Promise.all([
        searches.fare(buyer.siteId, searchId, meta, resultIndex),
        pricingOf(buyer, meta),
      ]);
      if (fare === undefined) throw notFound(FLIGHT_MSG.searchNotFound);
      // A fare the site hides is not sold by its id either (decision 0042).
      if (!fare || !isFareShown(fare, pricing.visibility)) throw notFound(FLIGHT_MSG.resultNotFound);
      return { meta, fare: priceFare(fare, pricing.pricer) };
    },

    async fareRules(buyer: Buyer, searchId: string, resultIndex: string) {
      const meta = await found(buyer, searchId);
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
        if (failure.statusCode === 410) await searches.forget(buyer.siteId, searchId, meta);
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
      const domestic = isDomestic(buyer, [request.origin, request.destination]);
      const [days, { pricer }] = await Promise.all([
        fromSupplier(() =>
          supplier.calendarFare({
            origin: request.origin,
            destination: request.destination,
            fromDate: month === today.slice(0, 7) ? today : `${month}-01`,
            sources: request.Sources,
            endUserIp: buyer.endUserIp,
          }),
        ),
        pricingFor(buyer.siteId, priceKeyOf(buyer), {
          isDomestic: domestic,
          cabinClass: CABIN_CLASSES.Economy,
        }),
      ]);
      const { hiddenAirlines } = await flightRules(buyer.siteId);
      const priced = days
        .filter((day) => !hiddenAirlines.includes(day.airlineCode))
        .map((day) => ({ ...day, fare: priceOneAdult(day.fare, day.airlineCode, pricer) }));
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
