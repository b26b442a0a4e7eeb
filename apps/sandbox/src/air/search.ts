import type { CalendarFareDay, TboResult } from '@app/tbo-air';
import type { Airport } from '@app/travel-data';
import {
  type Family,
  familiesFor,
  type LegPrice,
  type PaxCounts,
  type PricingContext,
  perPax,
  priceLeg,
  round2,
  totals,
} from './fares';
import type { Inventory, Itinerary } from './inventory';
import { buildResult } from './results';
import type { Offer } from './store';
import { addDays } from './time';

export type Filters = {
  sources: string[] | null;
  preferred: string[] | null;
  direct: boolean;
  oneStop: boolean;
  cabin: number;
};

export type LegOffer = { itin: Itinerary; family: Family; price: LegPrice };

/** Round-trip and special-return fares are cheaper than two one-ways. */
const RETURN_DISCOUNT = 0.96;
const SPECIAL_RETURN_DISCOUNT = 0.88;
/** Flights leaving within the hour are no longer sold. */
const SALES_CUTOFF_MS = 60 * 60_000;

export function allowed(itin: Itinerary, f: Filters): boolean {
  if (f.direct && itin.flights.length > 1) return false;
  if (f.oneStop && itin.flights.length !== 2) return false;
  if (f.sources && f.sources.length > 0) {
    const ok = itin.lcc ? f.sources.includes(itin.carrier.code) : f.sources.includes('GDS');
    if (!ok) return false;
  }
  if (f.preferred && f.preferred.length > 0) {
    const wanted = f.preferred;
    if (!itin.flights.some((fl) => wanted.includes(fl.carrier.code))) return false;
  }
  return true;
}

/** Every sellable (itinerary, fare family) of one direction on one day, priced for one of each pax type. */
export function legOffers(
  inventory: Inventory,
  a: Airport,
  b: Airport,
  day: string,
  filters: Filters,
  seatsNeeded: number,
  ctx: PricingContext,
  cheapestFamilyOnly = false,
): LegOffer[] {
  const offers: LegOffer[] = [];
  for (const itin of inventory.itineraries(a, b, day)) {
    if ((itin.flights[0]?.depUtc ?? 0) < ctx.nowMs + SALES_CUTOFF_MS) continue;
    if (!allowed(itin, filters)) continue;
    const families = familiesFor(itin.lcc, filters.cabin);
    // Families differ only by a multiplier and come cheapest first, so the first one is the floor.
    for (const family of cheapestFamilyOnly ? families.slice(0, 1) : families) {
      const price = priceLeg(itin, family, ctx);
      if (price.seatsLeft < seatsNeeded) continue;
      offers.push({ itin, family, price });
    }
  }
  return offers;
}

export function offerOf(legs: LegOffer[], tripIndicators: number[], pax: PaxCounts, discount = 1): Offer {
  const first = legs[0];
  if (!first) throw new Error('offer without legs');
  return {
    legs: legs.map((l) => l.itin),
    tripIndicators,
    family: first.family,
    carrier: first.itin.carrier,
    lcc: first.itin.lcc,
    pax,
    prices: legs.map((l) => l.price),
    uplift: 1,
    discount,
  };
}

export function discounted(price: LegPrice, factor: number): LegPrice {
  if (factor === 1) return price;
  const scale = (p: LegPrice['adult']) => {
    const base = Math.round(p.base * factor);
    return { base, tax: round2(p.tax - p.base * 0.05 + base * 0.05), yq: p.yq };
  };
  return { ...price, adult: scale(price.adult), child: scale(price.child), infant: scale(price.infant) };
}

const adultFare = (o: LegOffer) => o.price.adult.base + o.price.adult.tax;

/**
 * Combined fares (international return, special return, multi-stop): the same validating carrier and
 * fare family on every leg, pairing each carrier's cheapest options so the list stays a sane size.
 */
export function combine(perLeg: LegOffer[][], discount: number): LegOffer[][] {
  const groups = perLeg.map((offers) => {
    const byKey = new Map<string, LegOffer[]>();
    for (const o of offers) {
      const key = `${o.itin.carrier.code}|${o.family.code}`;
      const list = byKey.get(key) ?? [];
      list.push(o);
      byKey.set(key, list);
    }
    return byKey;
  });
  const [firstGroups, ...rest] = groups;
  if (!firstGroups) return [];
  const perLegTake = perLeg.length <= 2 ? 4 : 2;
  const combos: LegOffer[][] = [];
  for (const [key, outbound] of firstGroups) {
    const lists = [outbound, ...rest.map((g) => g.get(key) ?? [])];
    if (lists.some((l) => l.length === 0)) continue;
    const cheapest = lists.map((l) =>
      [...l].sort((p, q) => adultFare(p) - adultFare(q)).slice(0, perLegTake),
    );
    let partial: LegOffer[][] = [[]];
    for (const options of cheapest) partial = partial.flatMap((combo) => options.map((o) => [...combo, o]));
    for (const combo of partial) {
      if (!ordered(combo)) continue;
      combos.push(
        combo.map((o) => ({ ...o, price: discount === 1 ? o.price : discounted(o.price, discount) })),
      );
    }
  }
  return combos;
}

/** Each leg must leave after the previous one has landed. */
function ordered(combo: LegOffer[]) {
  for (let i = 1; i < combo.length; i++) {
    const prev = combo[i - 1]?.itin.flights.at(-1);
    const next = combo[i]?.itin.flights[0];
    if (prev && next && next.depUtc < prev.arrUtc + 2 * 3_600_000) return false;
  }
  return true;
}

export function specialReturnDiscount() {
  return SPECIAL_RETURN_DISCOUNT;
}
export function returnDiscount() {
  return RETURN_DISCOUNT;
}

/** Sorts cheapest first and assigns ResultIndex values `${prefix}1`, `${prefix}2`… */
export function toResults(
  offers: Offer[],
  prefix: string,
  nowMs: number,
): { index: string; offer: Offer; result: TboResult }[] {
  const built = offers.map((offer) => ({ offer, result: buildResult('', offer, nowMs) }));
  built.sort(
    (p, q) =>
      p.result.Fare.PublishedFare - q.result.Fare.PublishedFare ||
      (p.offer.legs[0]?.flights[0]?.depUtc ?? 0) - (q.offer.legs[0]?.flights[0]?.depUtc ?? 0),
  );
  return built.map((b, i) => {
    const index = `${prefix}${i + 1}`;
    b.result.ResultIndex = index;
    return { index, offer: b.offer, result: b.result };
  });
}

/**
 * The `results=N` fault: each list of a Search answer holds exactly N results, so a client can be
 * measured against answers of a chosen size. Beyond N the dearest go; short of N the day's offers
 * are listed again under further indexes, as TBO lists one flight once for each fare source that
 * sells it. Each copy is its own offer, so a FareQuote of one re-prices only that one.
 */
export function resized<T extends { index: string; offer: Offer; result: TboResult }>(
  entries: T[],
  count: number,
  prefix: string,
): T[] {
  if (entries.length === 0 || count === entries.length) return entries;
  return Array.from({ length: count }, (_, i) => {
    const entry = entries[i % entries.length] as T;
    if (i < entries.length) return entry;
    const index = `${prefix}${i + 1}`;
    return { ...entry, index, offer: { ...entry.offer }, result: { ...entry.result, ResultIndex: index } };
  });
}

/** The cheapest one-adult fare of each day to the end of the month, priced exactly as Search prices. */
export function calendar(
  inventory: Inventory,
  a: Airport,
  b: Airport,
  from: string,
  filters: Filters,
  ctx: PricingContext,
): CalendarFareDay[] {
  const days: CalendarFareDay[] = [];
  const pax = { adults: 1, children: 0, infants: 0 };
  for (let day = from; day.slice(0, 7) === from.slice(0, 7); day = addDays(day, 1)) {
    let best: { offer: LegOffer; fare: ReturnType<typeof totals> } | undefined;
    for (const offer of legOffers(inventory, a, b, day, filters, 1, ctx, true)) {
      // Cheap pre-check before the exact totals: most offers are far from the day's best.
      if (best && adultFare(offer) > best.fare.published) continue;
      const fare = totals(perPax([offer.price]), pax, offer.itin.lcc);
      if (!best || fare.published < best.fare.published) best = { offer, fare };
    }
    if (!best) continue;
    days.push({
      AirlineCode: best.offer.itin.carrier.code,
      AirlineName: best.offer.itin.carrier.name,
      DepartureDate: `${day}T00:00:00`,
      IsLowestFareOfMonth: false,
      Fare: best.fare.published,
      BaseFare: best.fare.base,
      Tax: best.fare.tax,
      OtherCharges: best.fare.otherCharges,
      FuelSurcharge: best.fare.yq,
    });
  }
  const lowest = Math.min(...days.map((d) => d.Fare));
  for (const d of days) d.IsLowestFareOfMonth = d.Fare === lowest;
  return days;
}
