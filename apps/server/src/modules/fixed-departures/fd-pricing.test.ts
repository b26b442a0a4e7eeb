import { describe, expect, it } from 'vitest';
import type { PricingRule } from '../markup/markup.pricing';
import { fdFaresFor, fdPricer, fdQuote, partyOf } from './fd-pricing';

const dep = { fareAdult: 1_000_000, fareChild: 800_000, fareInfant: 100_000, airlineCode: '6E' };
const ctx = { groupId: 'agents', isDomestic: false, cabinClass: 2, today: '2026-12-01' };
const rule = (over: Partial<PricingRule>): PricingRule => ({
  id: 'r',
  kind: 'fixedDeparture',
  adjustment: 'markup',
  airlineCode: null,
  groupId: null,
  valueType: 'fixed',
  value: 50_000,
  per: 'passenger',
  scope: 'all',
  cabinClass: null,
  validFrom: null,
  validTo: null,
  ...over,
});
const party = { adults: 2, children: 1, infants: 1 };

describe('fixed departure prices', () => {
  it('adds a per-passenger markup on each seated traveller, with 18% GST on it', () => {
    const q = fdQuote(dep, party, fdPricer([rule({})], ctx));
    // Infants take no seat and so carry no per-passenger markup.
    expect(q).toMatchObject({ net: 2_900_000, markup: 150_000, gstOnMarkup: 27_000, discount: 0 });
    expect(q.total).toBe(2_900_000 + 150_000 + 27_000);
  });

  it('takes a percentage of the net fare, and a per-booking amount once', () => {
    expect(fdQuote(dep, party, fdPricer([rule({ valueType: 'percentage', value: 200 })], ctx)).markup).toBe(
      58_000,
    );
    expect(fdQuote(dep, party, fdPricer([rule({ per: 'booking' })], ctx)).markup).toBe(50_000);
  });

  it('prefers the buyer group’s rule and the departure airline’s; ignores flight rules', () => {
    const rules = [
      rule({ id: 'all', value: 10_000 }),
      rule({ id: 'group', groupId: 'agents', value: 20_000 }),
      rule({ id: 'airline', groupId: 'agents', airlineCode: '6E', value: 30_000 }),
      rule({ id: 'flight', kind: 'defaultAirline', value: 99_000 }),
    ];
    const q = fdQuote(dep, { adults: 1, children: 0, infants: 0 }, fdPricer(rules, ctx));
    expect(q).toMatchObject({ markup: 30_000, markupRuleId: 'airline' });
    const other = fdQuote(
      { ...dep, airlineCode: 'AI' },
      { adults: 1, children: 0, infants: 0 },
      fdPricer(rules, ctx),
    );
    expect(other.markupRuleId).toBe('group');
  });

  it('never discounts below the net fare: a discount gives away at most our markup', () => {
    const rules = [rule({}), rule({ id: 'd', adjustment: 'discount', value: 80_000 })];
    const q = fdQuote(dep, { adults: 1, children: 0, infants: 0 }, fdPricer(rules, ctx));
    expect(q.discount).toBe(50_000);
    expect(q.total).toBeGreaterThanOrEqual(q.net);
  });

  it('lists a child and an infant at what they add to an adult’s price', () => {
    const fares = fdFaresFor(dep, fdPricer([rule({})], ctx));
    expect(fares).toEqual({ adult: 1_059_000, child: 859_000, infant: 100_000 });
    expect(partyOf([{ paxType: 1 }, { paxType: 2 }, { paxType: 3 }, { paxType: 1 }])).toEqual(party);
  });
});
