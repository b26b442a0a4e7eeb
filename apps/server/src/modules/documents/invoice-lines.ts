import { GST_ON_MARKUP_PERCENT, GST_STATES, gstinProblem } from '@app/contracts';
import type { InvoicedItem, InvoiceLine, InvoiceTax } from './invoice-content';

/**
 * The GST invoice's arithmetic (decision 0045), pure. The site sells a service, reserving the
 * trip, for a fee (our markup, "service fee" on the fare summary) that GST is charged on; the fare,
 * airline taxes, extras and fees it collects for the airline are paid on as a pure agent (CGST
 * Rules r.33) and are not part of the value of its supply. The figures are the order items' as
 * charged, so the invoice agrees with the fare summary to the paisa: GST is the item's own
 * gstOnMarkup (18% of the markup, rounded per fare), not recomputed.
 */

/** SAC 998551: reservation services for transportation (air ticket booking). */
export const SAC_TRANSPORT_RESERVATION = '998551';

/** What the pure-agent line of an item says it collected, by product. */
const COLLECTED_FOR: Record<InvoicedItem['productKind'], string> = {
  flight: 'air fare, airline taxes and charges',
  fixedDeparture: 'air fare of the fixed departure seats',
  activity: 'activity price',
  package: 'package price',
  visa: 'visa fees',
  dmcKart: 'ground services price',
};

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** A GST state code from a GSTIN (if valid), a two-digit code, or a state's name; null when none fits. */
export function gstStateCodeOf(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (text.length === 15 && gstinProblem(text) === null) return text.slice(0, 2);
  const code = text.padStart(2, '0');
  if (/^\d{2}$/.test(code) && GST_STATES[code]) return code;
  const name = text.toLowerCase();
  return Object.entries(GST_STATES).find(([, state]) => state.toLowerCase() === name)?.[0] ?? null;
}

/**
 * The place of supply: the buyer's state (from their GSTIN, else the GST state of their billing
 * details), else the supplier's own (the location of the supplier, IGST Act s.12(2)(b)).
 */
export function placeOfSupplyOf(
  buyer: { gstin: string | null; gstState: string | null },
  supplierStateCode: string,
): string {
  return gstStateCodeOf(buyer.gstin) ?? gstStateCodeOf(buyer.gstState) ?? supplierStateCode;
}

/** The GST of the service fee split by where it is supplied; halves of an odd paisa go to CGST. */
export function taxSplit(
  taxableValue: number,
  gst: number,
  supplierStateCode: string,
  placeOfSupply: string,
): InvoiceTax {
  const interState = supplierStateCode !== placeOfSupply;
  const cgst = interState ? 0 : Math.ceil(gst / 2);
  return {
    taxableValue,
    interState,
    ratePercent: GST_ON_MARKUP_PERCENT,
    cgst,
    sgst: interState ? 0 : gst - cgst,
    igst: interState ? gst : 0,
  };
}

/**
 * The invoice's lines and tax for the items it covers. Each item's pure-agent amount is what is left
 * of its total once our fee, its GST, the discount, the commission and TDS are accounted for, so the
 * lines always add up to what the buyer paid; a negative one means the item's figures are wrong.
 */
export function invoiceLines(
  items: readonly InvoicedItem[],
  supplierStateCode: string,
  placeOfSupply: string,
): { lines: InvoiceLine[]; tax: InvoiceTax; total: number } {
  const lines: InvoiceLine[] = items.map((item) => {
    const amount = item.total - item.markup - item.gstOnMarkup + item.discount + item.commission - item.tds;
    if (!Number.isSafeInteger(amount) || amount < 0)
      throw new RangeError(`the ${item.productKind} item's figures do not add up to its total`);
    return {
      kind: 'pureAgent',
      description: `${item.description}: ${COLLECTED_FOR[item.productKind]}, collected for the supplier as pure agent`,
      sac: null,
      amount,
      sign: 1,
    };
  });
  const fee = sum(items.map((i) => i.markup));
  const add = (kind: InvoiceLine['kind'], description: string, amount: number, sign: 1 | -1) => {
    if (amount > 0) lines.push({ kind, description, sac: null, amount, sign });
  };
  if (fee > 0)
    lines.push({
      kind: 'serviceFee',
      description: 'Service fee (reservation services for transportation)',
      sac: SAC_TRANSPORT_RESERVATION,
      amount: fee,
      sign: 1,
    });
  add('discount', 'Discount', sum(items.map((i) => i.discount)), -1);
  add('commission', 'Commission earned', sum(items.map((i) => i.commission)), -1);
  add('tds', 'TDS on commission (Income Tax Act s.194H)', sum(items.map((i) => i.tds)), 1);
  const tax = taxSplit(fee, sum(items.map((i) => i.gstOnMarkup)), supplierStateCode, placeOfSupply);
  const total = sum(lines.map((l) => l.sign * l.amount)) + tax.cgst + tax.sgst + tax.igst;
  return { lines, tax, total };
}
