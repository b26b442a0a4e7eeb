import { describe, expect, it } from 'vitest';
import type { SupplierFare } from '../../suppliers/flight-supplier';
import {
  airlinePricer,
  cappedDiscountShares,
  markupShares,
  type PricingContext,
  type PricingRule,
  priceFare,
  priceOneAdult,
} from './markup.pricing';

const ctx: PricingContext = { groupId: 'agents', isDomestic: true, cabinClass: 2, today: '2026-12-01' };

let nextId = 0;
const rule = (r: Partial<PricingRule>): PricingRule => ({
  id: `rule-${++nextId}`,
  kind: 'defaultAirline',
  adjustment: 'markup',
  airlineCode: null,
  groupId: null,
  valueType: 'percentage',
  value: 200,
  per: 'booking',
  scope: 'all',
  cabinClass: null,
  validFrom: null,
  validTo: null,
  ...r,
});

const discount = (r: Partial<PricingRule>) => rule({ adjustment: 'discount', ...r });

/** 2 adults at ₹5,000, 1 child at ₹4,000, 1 infant at ₹1,000 (paise). */
const breakdown: SupplierFare['fareBreakdown'] = [
  {
    passengerType: 1,
    passengerCount: 2,
    baseFare: 800000,
    tax: 200000,
    offeredOtherCharges: 0,
    publishedFare: 1000000,
  },
  {
    passengerType: 2,
    passengerCount: 1,
    baseFare: 320000,
    tax: 80000,
    offeredOtherCharges: 0,
    publishedFare: 400000,
  },
  {
    passengerType: 3,
    passengerCount: 1,
    baseFare: 80000,
    tax: 20000,
    offeredOtherCharges: 0,
    publishedFare: 100000,
  },
];

const fare = (airlineCode: string): SupplierFare => ({
  resultIndex: 'OB1',
  traceId: 't',
  source: airlineCode,
  isLcc: true,
  isRefundable: false,
  airlineCode,
  airlineName: airlineCode,
  segments: [],
  currency: 'INR',
  publishedFare: 1500000,
  fareBreakdown: breakdown,
  seatsAvailable: 9,
  lastTicketDate: null,
  airlineRemark: '',
});

describe('markup math', () => {
  it('takes a percentage of each passenger type’s fare, rounded to the paisa', () => {
    expect(markupShares(rule({ value: 250 }), breakdown)).toEqual([25000, 10000, 2500]);
    expect(markupShares(rule({ value: 333 }), [{ ...breakdown[0]!, publishedFare: 1001 }])).toEqual([33]);
  });

  it('charges a fixed amount per paying passenger, never on an infant', () => {
    expect(markupShares(rule({ valueType: 'fixed', value: 29900, per: 'passenger' }), breakdown)).toEqual([
      59800, 29900, 0,
    ]);
  });

  it('charges a fixed amount per booking once', () => {
    expect(markupShares(rule({ valueType: 'fixed', value: 45000, per: 'booking' }), breakdown)).toEqual([
      45000, 0, 0,
    ]);
  });

  it('adds nothing without a rule', () => {
    expect(markupShares(undefined, breakdown)).toEqual([0, 0, 0]);
  });

  it('prices a fare: total payable with GST on the markup, per type before GST, the rule recorded', () => {
    const r = rule({ valueType: 'fixed', value: 10000, per: 'passenger' });
    const priced = priceFare(fare('6E'), airlinePricer([r], ctx));
    expect(priced.markup).toEqual({ ruleId: r.id, amount: 30000 });
    // The price shown is what the buyer pays: ₹15,000 fare, ₹300 service fee and ₹54 GST on it.
    expect(priced.publishedPrice).toBe(1530000 + 5400);
    expect(priced.fareBreakdown.map((d) => d.publishedPrice)).toEqual([1020000, 410000, 100000]);
  });

  it('prices a calendar day for one adult', () => {
    const pricer = airlinePricer([rule({ valueType: 'fixed', value: 29900, per: 'passenger' })], ctx);
    expect(priceOneAdult(450000, '6E', pricer)).toBe(479900 + 5382);
  });
});

describe('which rule applies', () => {
  it('prefers the airline-specific markup, then a default naming the airline, then the default for all', () => {
    const forAll = rule({});
    const defaultAi = rule({ airlineCode: 'AI' });
    const specificAi = rule({ kind: 'airlineSpecific', airlineCode: 'AI' });
    const specificSg = rule({ kind: 'airlineSpecific', airlineCode: 'SG' });
    const pricer = airlinePricer([forAll, defaultAi, specificAi, specificSg], ctx);
    expect(pricer.ruleFor('AI')).toBe(specificAi);
    expect(pricer.ruleFor('SG')).toBe(specificSg);
    expect(pricer.ruleFor('6E')).toBe(forAll);
    expect(airlinePricer([forAll, defaultAi], ctx).ruleFor('AI')).toBe(defaultAi);
  });

  it('prefers the buyer’s own group and ignores other groups', () => {
    const everyone = rule({});
    const mine = rule({ groupId: 'agents' });
    const theirs = rule({ groupId: 'retail' });
    expect(airlinePricer([everyone, mine, theirs], ctx).ruleFor('6E')).toBe(mine);
    expect(airlinePricer([theirs], ctx).ruleFor('6E')).toBeUndefined();
    expect(airlinePricer([theirs, everyone], { ...ctx, groupId: null }).ruleFor('6E')).toBe(everyone);
  });

  it('follows domestic / international scope and cabin', () => {
    const domestic = rule({ scope: 'domestic' });
    const international = rule({ scope: 'international' });
    expect(airlinePricer([domestic, international], ctx).ruleFor('6E')).toBe(domestic);
    expect(airlinePricer([domestic, international], { ...ctx, isDomestic: false }).ruleFor('6E')).toBe(
      international,
    );
    const business = rule({ cabinClass: 4 });
    expect(airlinePricer([business], ctx).ruleFor('6E')).toBeUndefined();
    expect(airlinePricer([business], { ...ctx, cabinClass: 4 }).ruleFor('6E')).toBe(business);
  });

  it('honours validity dates, inclusive', () => {
    const december = rule({ validFrom: '2026-12-01', validTo: '2026-12-31' });
    expect(airlinePricer([december], ctx).ruleFor('6E')).toBe(december);
    expect(airlinePricer([december], { ...ctx, today: '2026-11-30' }).ruleFor('6E')).toBeUndefined();
    expect(airlinePricer([december], { ...ctx, today: '2027-01-01' }).ruleFor('6E')).toBeUndefined();
  });

  it('never prices with fixed-departure or activity markups', () => {
    expect(
      airlinePricer([rule({ kind: 'fixedDeparture' }), rule({ kind: 'activity' })], ctx).ruleFor('6E'),
    ).toBeUndefined();
  });
});

describe('percentage of a fare with booking-level charges', () => {
  it('is a percentage of the whole fare, the remainder on the adults', () => {
    const shares = markupShares(rule({ value: 100 }), breakdown, 1510000);
    expect(shares).toEqual([10000 + 100, 4000, 1000]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(15100);
  });
});

describe('discount rules', () => {
  const tenPercent = rule({ value: 1000 });

  it('takes a percentage of the supplier’s fare, the same base as the markup, off the price', () => {
    const off = discount({ value: 500 });
    const priced = priceFare(fare('6E'), airlinePricer([tenPercent, off], ctx));
    expect(priced.markup).toEqual({ ruleId: tenPercent.id, amount: 150000 });
    expect(priced.discount).toEqual({ ruleId: off.id, amount: 75000 });
    expect(priced.publishedPrice).toBe(1500000 + 150000 + 27000 - 75000);
    expect(priced.fareBreakdown.map((d) => d.publishedPrice)).toEqual([1050000, 420000, 105000]);
  });

  it('gives a fixed amount off per paying passenger, or once per booking on the adults', () => {
    const markup = rule({ valueType: 'fixed', value: 30000, per: 'passenger' });
    const perPassenger = discount({ valueType: 'fixed', value: 10000, per: 'passenger' });
    const perBooking = discount({ valueType: 'fixed', value: 25000, per: 'booking' });
    const a = priceFare(fare('6E'), airlinePricer([markup, perPassenger], ctx));
    expect(a.discount?.amount).toBe(30000);
    expect(a.fareBreakdown.map((d) => d.publishedPrice)).toEqual([1040000, 420000, 100000]);
    const b = priceFare(fare('6E'), airlinePricer([markup, perBooking], ctx));
    expect(b.discount?.amount).toBe(25000);
    expect(b.fareBreakdown.map((d) => d.publishedPrice)).toEqual([1035000, 430000, 100000]);
  });

  it('never sells under the supplier’s fare: the discount is capped at the markup', () => {
    const markup = rule({ valueType: 'fixed', value: 10000, per: 'passenger' });
    const huge = discount({ valueType: 'fixed', value: 50000, per: 'booking' });
    const priced = priceFare(fare('6E'), airlinePricer([markup, huge], ctx));
    expect(priced.discount).toEqual({ ruleId: huge.id, amount: 30000 });
    // GST stays due on the whole service fee, as the e-ticket and the order charge it.
    expect(priced.publishedPrice).toBe(priced.publishedFare + 5400);
    priced.fareBreakdown.forEach((d) => {
      expect(d.publishedPrice).toBe(d.publishedFare);
    });
  });

  it('gives nothing off a fare without markup, but still records the rule that matched', () => {
    const off = discount({ value: 500 });
    const priced = priceFare(fare('6E'), airlinePricer([off], ctx));
    expect(priced.discount).toEqual({ ruleId: off.id, amount: 0 });
    expect(priced.publishedPrice).toBe(1500000);
  });

  it('spends a per-booking discount on the children’s markup once the adults’ is used up', () => {
    expect(cappedDiscountShares([25000, 0, 0], [20000, 10000, 0])).toEqual([20000, 5000, 0]);
    expect(cappedDiscountShares([50000, 0, 0], [20000, 10000, 0])).toEqual([20000, 10000, 0]);
  });

  it('is never negative', () => {
    expect(cappedDiscountShares([-500, 100, 0], [1000, 1000, 0])).toEqual([0, 100, 0]);
    expect(cappedDiscountShares([500], [-100])).toEqual([0]);
  });

  it('records no discount when no rule applies, and drops one a fare was priced with before', () => {
    const discounted = priceFare(fare('6E'), airlinePricer([tenPercent, discount({ value: 500 })], ctx));
    const repriced = priceFare(discounted, airlinePricer([tenPercent], ctx));
    expect(repriced.discount).toEqual({ ruleId: null, amount: 0 });
    expect(repriced.publishedPrice).toBe(1650000 + 27000);
    expect(repriced.fareBreakdown.map((d) => d.publishedPrice)).toEqual([1100000, 440000, 110000]);
  });

  it('is chosen with the markup’s precedence: airline-specific, then a default naming the airline', () => {
    const forAll = discount({});
    const defaultAi = discount({ airlineCode: 'AI' });
    const specificAi = discount({ kind: 'airlineSpecific', airlineCode: 'AI' });
    const pricer = airlinePricer([forAll, defaultAi, specificAi], ctx);
    expect(pricer.discountFor('AI')).toBe(specificAi);
    expect(pricer.discountFor('6E')).toBe(forAll);
    expect(airlinePricer([forAll, defaultAi], ctx).discountFor('AI')).toBe(defaultAi);
  });

  it('prefers the buyer’s own group and ignores other groups', () => {
    const everyone = discount({});
    const mine = discount({ groupId: 'agents' });
    const theirs = discount({ groupId: 'retail' });
    expect(airlinePricer([everyone, mine, theirs], ctx).discountFor('6E')).toBe(mine);
    expect(airlinePricer([theirs], ctx).discountFor('6E')).toBeUndefined();
  });

  it('follows scope, cabin and validity dates, inclusive', () => {
    const international = discount({ scope: 'international' });
    const business = discount({ cabinClass: 4 });
    const december = discount({ validFrom: '2026-12-01', validTo: '2026-12-31' });
    expect(airlinePricer([international, business], ctx).discountFor('6E')).toBeUndefined();
    expect(airlinePricer([december], ctx).discountFor('6E')).toBe(december);
    expect(airlinePricer([december], { ...ctx, today: '2026-11-30' }).discountFor('6E')).toBeUndefined();
    expect(airlinePricer([december], { ...ctx, today: '2027-01-01' }).discountFor('6E')).toBeUndefined();
  });

  it('is picked apart from the markup: an airline’s discount leaves the default markup in force', () => {
    const markupForAll = rule({});
    const offAi = discount({ kind: 'airlineSpecific', airlineCode: 'AI' });
    const pricer = airlinePricer([markupForAll, offAi], ctx);
    expect(pricer.ruleFor('AI')).toBe(markupForAll);
    expect(pricer.discountFor('AI')).toBe(offAi);
    expect(pricer.discountFor('6E')).toBeUndefined();
  });

  it('prices a calendar day for one adult with the discount, capped at the markup', () => {
    const markup = rule({ valueType: 'fixed', value: 29900, per: 'passenger' });
    const small = discount({ valueType: 'fixed', value: 10000, per: 'passenger' });
    const big = discount({ valueType: 'fixed', value: 99900, per: 'passenger' });
    // The ₹299 service fee's GST (₹53.82) is due whatever the discount.
    expect(priceOneAdult(450000, '6E', airlinePricer([markup, small], ctx))).toBe(469900 + 5382);
    expect(priceOneAdult(450000, '6E', airlinePricer([markup, big], ctx))).toBe(450000 + 5382);
  });
});
