import { describe, expect, it } from 'vitest';
import {
  agentFareOf,
  canShowSaleDetails,
  commissionTermsOf,
  type FareSummaryInput,
  farePayable,
  fareSummary,
  NO_COMMISSION,
  pricedFareOf,
  saleSummaryLines,
  tripFareSummary,
} from './fare-summary';

// ₹10,000 fare, ₹500 markup, ₹200 off, ₹300 commission, ₹1,500 bags, ₹400 meals, ₹50 fee.
const priced: FareSummaryInput = {
  publishedFare: 1_000_000,
  markup: 50_000,
  discount: 20_000,
  commissionEarned: 30_000,
  baggagePrice: 150_000,
  mealPrice: 40_000,
  txnFee: 5_000,
  isTdsApplicable: true,
};

describe('fareSummary (spec §3)', () => {
  it('adds GST on the markup on top and takes the discount off', () => {
    expect(fareSummary(priced)).toEqual({
      totalFare: 1_195_000,
      commissionEarned: 30_000,
      markup: 50_000,
      gstOnMarkup: 9_000,
      tds: 600,
      discount: 20_000,
      totalPayable: 1_234_000,
      // the net payable: less the ₹300 commission, plus the ₹6 TDS on it
      totalPayableAmt: 1_204_600,
      currency: 'INR',
      baggagePrice: 150_000,
      mealPrice: 40_000,
      txnFee: 5_000,
      userMergeTxnFeeTaxes: false,
    });
  });

  it('is the bare fare when nothing is added', () => {
    const summary = fareSummary({
      publishedFare: 512_345,
      markup: 0,
      discount: 0,
      commissionEarned: 0,
      baggagePrice: 0,
      mealPrice: 0,
      txnFee: 0,
    });
    expect(summary).toMatchObject({ totalFare: 512_345, gstOnMarkup: 0, tds: 0, totalPayable: 512_345 });
  });

  it('rounds GST and TDS to the nearest paisa, halves up', () => {
    expect(fareSummary({ ...priced, markup: 12_345 }).gstOnMarkup).toBe(2_222); // 2222.1
    expect(fareSummary({ ...priced, markup: 25 }).gstOnMarkup).toBe(5); // 4.5
    expect(fareSummary({ ...priced, markup: 1 }).gstOnMarkup).toBe(0); // 0.18
    expect(fareSummary({ ...priced, commissionEarned: 333 }).tds).toBe(7); // 6.66
    expect(fareSummary({ ...priced, commissionEarned: 25 }).tds).toBe(1); // 0.5
  });

  it('takes no TDS unless it applies', () => {
    expect(fareSummary({ ...priced, isTdsApplicable: false }).tds).toBe(0);
    expect(fareSummary({ ...priced, isTdsApplicable: undefined }).tds).toBe(0);
    // The price of the trip is the same either way; only the net payable moves.
    expect(fareSummary({ ...priced, isTdsApplicable: false })).toMatchObject({
      totalPayable: 1_234_000,
      totalPayableAmt: 1_204_000,
    });
  });

  it('never passes on more commission than the fare it is earned on', () => {
    const summary = fareSummary({ ...priced, publishedFare: 10_000, commissionEarned: 50_000 });
    expect(summary.commissionEarned).toBe(10_000);
  });

  it('clamps the discount to the fare and markup, never a negative total', () => {
    const summary = fareSummary({ ...priced, discount: 5_000_000 });
    expect(summary.discount).toBe(1_050_000);
    // bags + meals + fee + GST are still paid
    expect(summary.totalPayable).toBe(150_000 + 40_000 + 5_000 + 9_000);
    const bare = fareSummary({
      ...priced,
      discount: 99,
      publishedFare: 0,
      markup: 0,
      baggagePrice: 0,
      mealPrice: 0,
      txnFee: 0,
    });
    expect(bare).toMatchObject({ discount: 0, totalPayable: 0 });
  });

  it('carries the transaction-fee display flag without changing the totals', () => {
    const merged = fareSummary({ ...priced, userMergeTxnFeeTaxes: true });
    expect(merged.userMergeTxnFeeTaxes).toBe(true);
    expect(merged.totalPayable).toBe(fareSummary(priced).totalPayable);
  });

  it.each([
    ['publishedFare', -1],
    ['markup', 10.5],
    ['discount', Number.NaN],
    ['txnFee', Number.POSITIVE_INFINITY],
  ] as const)('refuses %s = %s', (key, value) => {
    expect(() => fareSummary({ ...priced, [key]: value })).toThrow(key);
  });
});

describe('farePayable: the price a buyer sees from the first screen on', () => {
  it('is the fare, the service fee and the GST on it, less the discount', () => {
    // ₹4,945.17 fare, ₹299 service fee (GST ₹53.82): ₹5,297.99 everywhere, never ₹5,244 first.
    expect(farePayable({ publishedFare: 494_517, markup: 29_900, discount: 0 })).toBe(529_799);
    expect(farePayable({ publishedFare: 494_517, markup: 29_900, discount: 10_000 })).toBe(519_799);
    expect(farePayable({ publishedFare: 512_345, markup: 0, discount: 0 })).toBe(512_345);
  });

  it('reads a priced result, which may predate discounts', () => {
    const fare = { publishedFare: 500_000, markup: { ruleId: 'r', amount: 10_000 } };
    expect(pricedFareOf(fare)).toEqual({
      publishedFare: 500_000,
      markup: 10_000,
      discount: 0,
      commissionEarned: 0,
    });
    expect(pricedFareOf({ ...fare, discount: { ruleId: 'd', amount: 2_500 } }).discount).toBe(2_500);
  });
});

describe('tripFareSummary: what an order charges', () => {
  const outbound = { publishedFare: 400_000, markup: 12_325, discount: 0 };
  const inbound = { publishedFare: 300_000, markup: 12_325, discount: 1_000 };

  it('charges the sum of the prices shown, each fare with its own GST', () => {
    const summary = tripFareSummary([outbound, inbound], { baggagePrice: 0, mealPrice: 0 });
    // 18% of ₹123.25 is ₹22.185 → ₹22.19 on each card; on the summed markup it would be ₹44.37,
    // a paisa less than the two prices the buyer saw. The order adds what was shown.
    expect(summary.gstOnMarkup).toBe(2_219 * 2);
    expect(summary.totalPayable).toBe(farePayable(outbound) + farePayable(inbound));
    expect(summary.totalPayableAmt).toBe(summary.totalPayable);
    expect(summary).toMatchObject({ markup: 24_650, discount: 1_000, totalFare: 700_000 });
  });

  it('adds the extras to the total fare and the total payable, untaxed', () => {
    const summary = tripFareSummary([outbound], { baggagePrice: 150_000, mealPrice: 35_000 });
    expect(summary).toMatchObject({ baggagePrice: 150_000, mealPrice: 35_000, totalFare: 585_000 });
    expect(summary.totalPayable).toBe(farePayable(outbound) + 185_000);
  });

  it('is one fare’s own summary when there is one fare and no extras', () => {
    expect(tripFareSummary([outbound], { baggagePrice: 0, mealPrice: 0 })).toEqual(
      fareSummary({ ...outbound, commissionEarned: 0, baggagePrice: 0, mealPrice: 0, txnFee: 0 }),
    );
  });
});

describe('commission: passed on to agents and API consumers, with TDS when their flag says so', () => {
  // ₹4,000 fare with ₹40 commission, ₹3,000 fare with ₹24 commission, ₹123.25 service fee each.
  const outbound = { publishedFare: 400_000, markup: 12_325, discount: 0, commissionEarned: 4_000 };
  const inbound = { publishedFare: 300_000, markup: 12_325, discount: 1_000, commissionEarned: 2_400 };
  const extras = { baggagePrice: 150_000, mealPrice: 0 };

  it('reads the terms from the buyer', () => {
    expect(commissionTermsOf('travelAgent', true)).toEqual({ earnsCommission: true, isTdsDeductable: true });
    expect(commissionTermsOf('consumer', false)).toEqual({ earnsCommission: true, isTdsDeductable: false });
    for (const type of ['retail', 'corporate', 'staff', 'supplier', null] as const)
      expect(commissionTermsOf(type, true)).toEqual(NO_COMMISSION);
  });

  it('changes nothing a retail buyer pays', () => {
    const retail = tripFareSummary([outbound, inbound], extras, commissionTermsOf('retail', true));
    const before = tripFareSummary([outbound, inbound], extras);
    expect(retail).toEqual(before);
    expect(retail).toMatchObject({ commissionEarned: 0, tds: 0 });
    expect(retail.totalPayableAmt).toBe(retail.totalPayable);
    expect(retail.totalPayable).toBe(farePayable(outbound) + farePayable(inbound) + 150_000);
  });

  it('gives an agent each fare’s commission: same price, a lower net payable', () => {
    const agent = tripFareSummary([outbound, inbound], extras, commissionTermsOf('travelAgent', false));
    const retail = tripFareSummary([outbound, inbound], extras);
    expect(agent.totalPayable).toBe(retail.totalPayable);
    expect(agent).toMatchObject({ commissionEarned: 6_400, tds: 0 });
    expect(agent.totalPayableAmt).toBe(retail.totalPayable - 6_400);
  });

  it('deducts TDS per fare, rounded as each fare’s, when the buyer’s flag says so', () => {
    const agent = tripFareSummary([outbound, inbound], extras, commissionTermsOf('travelAgent', true));
    // 2% of ₹40 is ₹0.80 and of ₹24 is ₹0.48.
    expect(agent).toMatchObject({ commissionEarned: 6_400, tds: 80 + 48 });
    expect(agent.totalPayableAmt).toBe(agent.totalPayable - 6_400 + 128);
  });

  it('reads the supplier’s commission off a priced result, none on one stored before it was read', () => {
    const fare = { publishedFare: 500_000, markup: { ruleId: null, amount: 0 } };
    expect(pricedFareOf({ ...fare, commissionEarned: 3_000 }).commissionEarned).toBe(3_000);
    expect(pricedFareOf(fare).commissionEarned).toBe(0);
  });
});

describe('canShowSaleDetails (spec §6)', () => {
  it('lets staff always and travel agents only without markup', () => {
    expect(canShowSaleDetails('staff', true)).toBe(true);
    expect(canShowSaleDetails('staff', false)).toBe(true);
    expect(canShowSaleDetails('travelAgent', false)).toBe(true);
    expect(canShowSaleDetails('travelAgent', true)).toBe(false);
    expect(canShowSaleDetails('retail', false)).toBe(false);
    expect(canShowSaleDetails('corporate', false)).toBe(false);
  });
});

describe('saleSummaryLines (spec §6)', () => {
  const amounts = (lines: { key: string; amount: number }[]) => lines.map((l) => [l.key, l.amount]);
  // a retail sale: the buyer earns no commission
  const retail = { ...priced, commissionEarned: 0 };

  it('shows only the total payable without details', () => {
    expect(saleSummaryLines(fareSummary(priced), { canShowDetails: false, hasMarkup: true })).toEqual([
      { key: 'totalPayable', label: 'Total Payable', amount: 1_234_000 },
    ]);
  });

  it('shows service fee and GST on it when a markup exists', () => {
    const summary = fareSummary({ ...retail, discount: 0 });
    expect(saleSummaryLines(summary, { canShowDetails: true, hasMarkup: true })).toEqual([
      { key: 'totalFare', label: 'Total Fare', amount: 1_195_000 },
      { key: 'serviceFee', label: 'Service Fee', amount: 50_000 },
      { key: 'gstOnServiceFee', label: 'GST on Service Fee', amount: 9_000 },
      { key: 'totalPayable', label: 'Total Payable', amount: 1_254_000 },
    ]);
  });

  it('also shows a discount given with a markup, so the lines add up', () => {
    expect(amounts(saleSummaryLines(fareSummary(retail), { canShowDetails: true, hasMarkup: true }))).toEqual(
      [
        ['totalFare', 1_195_000],
        ['serviceFee', 50_000],
        ['gstOnServiceFee', 9_000],
        ['discount', 20_000],
        ['totalPayable', 1_234_000],
      ],
    );
  });

  it('shows an agent the commission taken off and the net payable', () => {
    const summary = fareSummary({ ...priced, markup: 0 });
    expect(amounts(saleSummaryLines(summary, { canShowDetails: true, hasMarkup: false }))).toEqual([
      ['totalFare', 1_195_000],
      ['tds', 600],
      ['discount', 20_000],
      ['totalPayable', 1_175_000],
      ['commissionEarned', 30_000],
      ['netPayable', 1_175_000 - 30_000 + 600],
    ]);
    const marked = saleSummaryLines(fareSummary(priced), { canShowDetails: true, hasMarkup: true });
    expect(amounts(marked).slice(-3)).toEqual([
      ['commissionEarned', 30_000],
      ['tds', 600],
      ['netPayable', 1_204_600],
    ]);
    expect(marked.at(-1)?.label).toBe('Net Payable');
  });

  it('shows TDS and discount when there is no markup', () => {
    const summary = fareSummary({ ...retail, markup: 0 });
    expect(saleSummaryLines(summary, { canShowDetails: true, hasMarkup: false })).toEqual([
      { key: 'totalFare', label: 'Total Fare', amount: 1_195_000 },
      { key: 'tds', label: 'TDS', amount: 0 },
      { key: 'discount', label: 'Discount', amount: 20_000 },
      { key: 'totalPayable', label: 'Total Payable', amount: 1_175_000 },
    ]);
  });
});

describe('agentFareOf: the net fare and commission beside a result card’s price', () => {
  // ₹4,000 fare, ₹123.25 service fee, ₹10 off, ₹40 commission.
  const fare = { publishedFare: 400_000, markup: 12_325, discount: 1_000, commissionEarned: 4_000 };

  it('shows an agent the same selling price, their commission and the net they are charged', () => {
    const agent = agentFareOf(fare, commissionTermsOf('travelAgent', false));
    expect(agent).toEqual({
      sellingPrice: farePayable(fare),
      commissionEarned: 4_000,
      tds: 0,
      netFare: farePayable(fare) - 4_000,
    });
  });

  it('adds back the TDS on the commission when the agent’s flag says so, as the order charges it', () => {
    const terms = commissionTermsOf('travelAgent', true);
    const agent = agentFareOf(fare, terms);
    // 2% of ₹40 is ₹0.80.
    expect(agent).toMatchObject({
      commissionEarned: 4_000,
      tds: 80,
      netFare: farePayable(fare) - 4_000 + 80,
    });
    expect(agent.netFare).toBe(
      tripFareSummary([fare], { baggagePrice: 0, mealPrice: 0 }, terms).totalPayableAmt,
    );
  });

  it('gives a buyer who earns no commission none: the net is the price', () => {
    for (const type of ['retail', 'corporate', 'staff', null] as const) {
      const seen = agentFareOf(fare, commissionTermsOf(type, true));
      expect(seen).toEqual({
        sellingPrice: farePayable(fare),
        commissionEarned: 0,
        tds: 0,
        netFare: farePayable(fare),
      });
    }
  });

  it('never counts more commission than the fare it is earned on', () => {
    const agent = agentFareOf(
      { ...fare, commissionEarned: 900_000 },
      commissionTermsOf('travelAgent', false),
    );
    expect(agent.commissionEarned).toBe(400_000);
  });
});
