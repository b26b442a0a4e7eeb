import { fareSummary } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import type { InvoicedItem } from './invoice-content';
import {
  gstStateCodeOf,
  invoiceLines,
  placeOfSupplyOf,
  SAC_TRANSPORT_RESERVATION,
  taxSplit,
} from './invoice-lines';
import { financialYearOf, invoiceNumberOf } from './invoice-numbers';

/** An item priced the way the flight product prices it: through the fare summary. */
function itemOf(input: Parameters<typeof fareSummary>[0], description = 'Flight DEL → BOM'): InvoicedItem {
  const s = fareSummary(input);
  return {
    productKind: 'flight',
    description,
    markup: s.markup,
    discount: s.discount,
    gstOnMarkup: s.gstOnMarkup,
    commission: s.commissionEarned,
    tds: s.tds,
    total: s.totalPayableAmt,
  };
}

const plain = { discount: 0, commissionEarned: 0, baggagePrice: 0, mealPrice: 0, txnFee: 0 };
const signed = (lines: ReturnType<typeof invoiceLines>['lines']) =>
  lines.reduce((sum, l) => sum + l.sign * l.amount, 0);

describe('invoiceLines', () => {
  it('charges GST on the service fee only, split CGST + SGST within the site’s state, to the paisa of what was paid', () => {
    const item = itemOf({ ...plain, publishedFare: 512_345, markup: 29_950, baggagePrice: 250_000 });
    const { lines, tax, total } = invoiceLines([item], '07', '07');
    expect(total).toBe(item.total);
    // 18% of ₹299.50 is ₹53.91: CGST takes the odd paisa.
    expect(tax).toEqual({
      taxableValue: 29_950,
      interState: false,
      ratePercent: 18,
      cgst: 2_696,
      sgst: 2_695,
      igst: 0,
    });
    expect(lines.find((l) => l.kind === 'serviceFee')).toMatchObject({
      amount: 29_950,
      sac: SAC_TRANSPORT_RESERVATION,
    });
    // The fare and baggage are the airline's, collected as pure agent, untaxed.
    expect(lines.find((l) => l.kind === 'pureAgent')).toMatchObject({ amount: 762_345, sac: null });
    expect(signed(lines) + tax.cgst + tax.sgst).toBe(item.total);
  });

  it('charges IGST when the place of supply is another state', () => {
    const item = itemOf({ ...plain, publishedFare: 400_000, markup: 10_000 });
    const { tax, total } = invoiceLines([item], '07', '27');
    expect(tax).toMatchObject({ interState: true, cgst: 0, sgst: 0, igst: 1_800 });
    expect(total).toBe(item.total);
  });

  it('takes off the discount and an agent’s commission and adds back TDS, still adding up to the charge', () => {
    const item = itemOf({
      ...plain,
      publishedFare: 600_000,
      markup: 9_900,
      discount: 5_000,
      commissionEarned: 12_000,
      isTdsApplicable: true,
    });
    const { lines, tax, total } = invoiceLines([item], '07', '07');
    expect(lines.map((l) => [l.kind, l.sign * l.amount])).toEqual([
      ['pureAgent', 600_000],
      ['serviceFee', 9_900],
      ['discount', -5_000],
      ['commission', -12_000],
      ['tds', 240],
    ]);
    expect(tax.cgst + tax.sgst).toBe(item.gstOnMarkup);
    expect(total).toBe(item.total);
  });

  it('adds up the items of a return trip, each with its own GST as charged', () => {
    const out = itemOf({ ...plain, publishedFare: 300_001, markup: 29_903 }, 'Flight DEL → BOM');
    const back = itemOf({ ...plain, publishedFare: 280_000, markup: 29_903 }, 'Flight BOM → DEL');
    const { lines, tax, total } = invoiceLines([out, back], '07', '07');
    expect(lines.filter((l) => l.kind === 'pureAgent').map((l) => l.description)).toEqual([
      expect.stringContaining('DEL → BOM'),
      expect.stringContaining('BOM → DEL'),
    ]);
    expect(tax.cgst + tax.sgst).toBe(out.gstOnMarkup + back.gstOnMarkup);
    expect(total).toBe(out.total + back.total);
  });

  it('refuses figures that do not add up rather than print a negative fare', () => {
    const broken = { ...itemOf({ ...plain, publishedFare: 1_000, markup: 500 }), total: 100 };
    expect(() => invoiceLines([broken], '07', '07')).toThrow(RangeError);
  });
});

describe('place of supply', () => {
  it('is the buyer’s GSTIN state, else their billing GST state, else the site’s', () => {
    expect(placeOfSupplyOf({ gstin: '27AAPFU0939F1ZV', gstState: 'Delhi' }, '07')).toBe('27');
    expect(placeOfSupplyOf({ gstin: null, gstState: 'karnataka' }, '07')).toBe('29');
    expect(placeOfSupplyOf({ gstin: null, gstState: '9' }, '07')).toBe('09');
    expect(placeOfSupplyOf({ gstin: '27AAPFU0939F1ZX', gstState: 'Atlantis' }, '07')).toBe('07');
    expect(gstStateCodeOf('99')).toBeNull();
  });

  it('splits an odd paisa of GST so that the halves add up', () => {
    const { cgst, sgst } = taxSplit(5_383, 969, '07', '07');
    expect([cgst, sgst]).toEqual([485, 484]);
  });
});

describe('invoice numbers', () => {
  it('counts the Indian financial year, April to March, in the site’s own time zone', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'), 'Asia/Kolkata')).toBe('2026-27');
    // 31 March 20:00 UTC is already 1 April in Delhi.
    expect(financialYearOf(new Date('2027-03-31T20:00:00Z'), 'Asia/Kolkata')).toBe('2027-28');
    expect(financialYearOf(new Date('2027-03-31T20:00:00Z'), 'UTC')).toBe('2026-27');
    expect(financialYearOf(new Date('2100-01-15T00:00:00Z'), 'UTC')).toBe('2099-00');
  });

  it('prints the site code, the year and six digits in 16 characters, as GST rules allow', () => {
    expect(invoiceNumberOf('FLD', '2026-27', 123)).toBe('FLD/26-27/000123');
    expect(invoiceNumberOf('FLD', '2026-27', 123)).toHaveLength(16);
  });
});
