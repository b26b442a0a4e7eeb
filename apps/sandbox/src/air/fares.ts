import type { Flight, Itinerary } from './inventory';
import { daysBetween } from './time';

export type FamilyCode = 'SAVER' | 'FLEXI' | 'LITE' | 'CLASSIC' | 'BUSINESS';
export type Family = {
  code: FamilyCode;
  /** the airline's name of the fare, sent as TBO sends it (FareClassification.Type) */
  name: string;
  /** TBO's colour of the family on its own screens (FareClassification.Color) */
  color: string;
  refundable: boolean;
  multiplier: number;
  business: boolean;
};

export const FAMILIES: Record<FamilyCode, Family> = {
  SAVER: { code: 'SAVER', name: 'Saver', color: 'lime', refundable: false, multiplier: 1, business: false },
  FLEXI: {
    code: 'FLEXI',
    name: 'Flexi',
    color: 'lightBlue',
    refundable: true,
    multiplier: 1.22,
    business: false,
  },
  LITE: {
    code: 'LITE',
    name: 'Economy Lite',
    color: 'rgb(252,230,201)',
    refundable: false,
    multiplier: 1,
    business: false,
  },
  CLASSIC: {
    code: 'CLASSIC',
    name: 'Economy Classic',
    color: 'rgb(182,215,228)',
    refundable: true,
    multiplier: 1.2,
    business: false,
  },
  BUSINESS: {
    code: 'BUSINESS',
    name: 'Business',
    color: 'gold',
    refundable: true,
    multiplier: 3.1,
    business: true,
  },
};

/** Fare families on sale for a carrier type and TBO cabin (1 all, 2/3 economy, 4+ business). */
export function familiesFor(lcc: boolean, cabin: number): Family[] {
  if (lcc) return cabin >= 4 ? [] : [FAMILIES.SAVER, FAMILIES.FLEXI];
  if (cabin === 1) return [FAMILIES.LITE, FAMILIES.CLASSIC, FAMILIES.BUSINESS];
  return cabin >= 4 ? [FAMILIES.BUSINESS] : [FAMILIES.LITE, FAMILIES.CLASSIC];
}

export type PaxCounts = { adults: number; children: number; infants: number };
export type PaxPrice = { base: number; tax: number; yq: number };
/** One passenger of each type, for one leg. */
export type LegPrice = {
  adult: PaxPrice;
  child: PaxPrice;
  infant: PaxPrice;
  fareClass: string;
  fareBasis: string;
  /** seats still for sale on the fullest flight of the leg */
  seatsLeft: number;
};

export type SeatLedger = { sold(key: string): number };

export type PricingContext = { nowMs: number; today: string; seats: SeatLedger };

const ECONOMY_CLASSES = ['L', 'T', 'Q', 'M', 'B', 'Y'];
const BUSINESS_CLASSES = ['Z', 'I', 'D', 'C', 'J'];

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Airlines sell most seats late; the booked share a date starts from before our own bookings. */
function presold(flight: Flight, days: number) {
  const share = 0.3 + 0.5 * Math.exp(-Math.max(days, 0) / 12) + (flight.loadDraw - 0.5) * 0.2;
  return Math.floor(flight.capacity * Math.min(Math.max(share, 0.05), 0.96));
}

export function seatsLeft(flight: Flight, ctx: PricingContext) {
  const days = daysBetween(ctx.today, flight.day);
  return Math.max(flight.capacity - presold(flight, days) - ctx.seats.sold(flight.key), 0);
}

/** Days-to-departure curve: ~0.86 a month out, ~1.3 a week out, 2.3 on the day. */
export function advanceFactor(days: number) {
  return 0.85 + 1.45 * Math.exp(-Math.max(days, 0) / 6);
}

function timeOfDayFactor(hour: number) {
  if ((hour >= 6 && hour < 10) || (hour >= 17 && hour < 21)) return 1.12;
  if (hour < 5 || hour >= 23) return 0.9;
  return 1;
}

/** Indian fares are regulated by distance bands; international ones taper with length. */
function distanceBase(km: number, domestic: boolean) {
  if (domestic) return 1300 + 2.7 * km;
  return km <= 3000 ? 2200 + 2.1 * km : 8500 + 1.25 * (km - 3000);
}

function airportFees(flight: Flight) {
  const from = flight.origin;
  const international = from.countryCode !== flight.destination.countryCode;
  if (from.countryCode === 'IN') {
    const udf = from.size === 'large' ? 430 : from.size === 'medium' ? 300 : 180;
    return udf + 236 + (international ? 880 : 0);
  }
  return from.size === 'large' ? 1650 : 900;
}

/** Price of one leg for one passenger of each type. */
export function priceLeg(itin: Itinerary, family: Family, ctx: PricingContext): LegPrice {
  const first = itin.flights[0];
  if (!first) throw new Error('empty itinerary');
  const domestic = itin.origin.countryCode === itin.destination.countryCode;
  const days = daysBetween(ctx.today, first.day);
  let load = 0;
  let left = Number.POSITIVE_INFINITY;
  for (const f of itin.flights) {
    const remaining = seatsLeft(f, ctx);
    left = Math.min(left, remaining);
    load = Math.max(load, 1 - remaining / f.capacity);
  }
  // Fare buckets: every 10% of load above half full closes the cheapest open class.
  const bucket = Math.min(Math.max(Math.floor((load - 0.5) * 10), 0), 5);
  const connection = 0.95 ** (itin.flights.length - 1);
  const raw =
    distanceBase(itin.km, domestic) *
    (itin.lcc ? 1 : 1.3) *
    family.multiplier *
    connection *
    timeOfDayFactor(first.depHour) *
    advanceFactor(days) *
    (1 + bucket * 0.08) *
    (0.94 + first.jitter * 0.12);
  const adultBase = Math.round(raw);
  const childBase = Math.round(adultBase * 0.75);
  const infantBase = Math.round(adultBase * 0.1);
  const fees = itin.flights.reduce((s, f) => s + airportFees(f), 0);
  const yq = itin.lcc ? 0 : domestic ? 400 : Math.round(300 + itin.km * 0.55);
  const tax = (base: number) => round2(base * 0.05 + fees + yq);
  const classes = family.business ? BUSINESS_CLASSES : ECONOMY_CLASSES;
  const fareClass =
    classes[Math.min(bucket + (family.multiplier > 1 && !family.business ? 1 : 0), classes.length - 1)] ??
    'Y';
  return {
    adult: { base: adultBase, tax: tax(adultBase), yq },
    child: { base: childBase, tax: tax(childBase), yq },
    infant: { base: infantBase, tax: round2(infantBase * 0.05 + 50), yq: 0 },
    fareClass,
    fareBasis: `${fareClass}${family.code.slice(0, 3)}${domestic ? 'IN' : 'OW'}${itin.carrier.code}`,
    seatsLeft: left,
  };
}

export type FareTotals = {
  base: number;
  tax: number;
  yq: number;
  otherCharges: number;
  published: number;
  commission: number;
  tds: number;
  offered: number;
};

export type PerPax = { adult: PaxPrice; child: PaxPrice; infant: PaxPrice };

const OTHER_CHARGES_PER_PAX = 30;

/** One passenger of each type over all legs; `uplift` applies an injected price change. */
export function perPax(legs: LegPrice[], uplift = 1): PerPax {
  const sum = (pick: (l: LegPrice) => PaxPrice): PaxPrice => {
    let base = 0;
    let tax = 0;
    let yq = 0;
    for (const leg of legs) {
      const p = pick(leg);
      base += Math.round(p.base * uplift);
      tax += round2(p.tax * uplift);
      yq += Math.round(p.yq * uplift);
    }
    return { base, tax: round2(tax), yq };
  };
  return { adult: sum((l) => l.adult), child: sum((l) => l.child), infant: sum((l) => l.infant) };
}

/** Totals over all passengers; commission and TDS as an agent sees them. */
export function totals(prices: PerPax, pax: PaxCounts, lcc: boolean): FareTotals {
  const rows = [
    [prices.adult, pax.adults],
    [prices.child, pax.children],
    [prices.infant, pax.infants],
  ] as const;
  const base = round2(rows.reduce((s, [p, n]) => s + p.base * n, 0));
  const tax = round2(rows.reduce((s, [p, n]) => s + p.tax * n, 0));
  const yq = round2(rows.reduce((s, [p, n]) => s + p.yq * n, 0));
  const otherCharges = OTHER_CHARGES_PER_PAX * (pax.adults + pax.children);
  const published = round2(base + tax + otherCharges);
  const commission = round2(base * (lcc ? 0.008 : 0.02));
  const tds = round2(commission * 0.05);
  return {
    base,
    tax,
    yq,
    otherCharges,
    published,
    commission,
    tds,
    offered: round2(published - commission + tds),
  };
}
