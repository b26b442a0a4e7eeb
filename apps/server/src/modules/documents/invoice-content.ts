import type { SoldProductKind } from '@app/contracts';

/**
 * What a GST invoice prints, frozen at issue in `invoices.content` (decision 0045). Money in paise.
 */

/** A party to the supply: the site (supplier) or the buyer (recipient). */
export type InvoiceParty = {
  name: string;
  address: string | null;
  gstin: string | null;
  /** GST state code ('07') and its name, when known */
  stateCode: string | null;
  stateName: string | null;
};

export type InvoiceLineKind = 'pureAgent' | 'serviceFee' | 'discount' | 'commission' | 'tds';

/** A line of the invoice. `amount` is positive; `sign` says whether it adds to or takes from the total. */
export type InvoiceLine = {
  kind: InvoiceLineKind;
  description: string;
  /** the service accounting code of a taxable line */
  sac: string | null;
  amount: number;
  sign: 1 | -1;
};

export type InvoiceTax = {
  /** the value GST is charged on: our service fee */
  taxableValue: number;
  /** place of supply and supplier in different states: IGST; the same state: CGST + SGST */
  interState: boolean;
  ratePercent: number;
  cgst: number;
  sgst: number;
  igst: number;
};

/** An item of the order the invoice covers, as the invoice needs it. */
export type InvoicedItem = {
  /** what was sold: a wallet top-up is no supply (decision 0054) */
  productKind: SoldProductKind;
  /** what it was, in words ('Flight DEL to BOM, 6E-2135, PNR QX7K2P') */
  description: string;
  markup: number;
  discount: number;
  gstOnMarkup: number;
  commission: number;
  tds: number;
  /** what the buyer paid for it */
  total: number;
};

export type FrozenInvoice = {
  supplier: InvoiceParty;
  buyer: InvoiceParty;
  placeOfSupply: { stateCode: string; stateName: string };
  orderReference: string;
  currency: string;
  lines: InvoiceLine[];
  tax: InvoiceTax;
  total: number;
};
