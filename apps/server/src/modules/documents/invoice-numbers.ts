import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { invoiceSequences } from './documents.schema';

/**
 * India's financial year (April to March) of an instant in the site's time zone: 31 March 2027
 * 23:30 in Delhi is still 2026-27, though it is already April in UTC a few hours later.
 */
export function financialYearOf(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(at);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The printed number: FLD/26-27/000123. CGST Rules r.46(b) allows 16 characters (letters, digits,
 * dashes and slashes), so the year is printed short: a three-letter site code fills exactly 16.
 */
export const invoiceNumberOf = (shortCode: string, financialYear: string, sequence: number) =>
  `${shortCode}/${financialYear.slice(2)}/${String(sequence).padStart(6, '0')}`;

/**
 * The next number of the site's series for the year. Call it inside the transaction that writes
 * the invoice: the upsert holds the counter's row lock until that transaction ends, so a second
 * issue waits and takes the next number, and a rolled-back issue takes its number back with it.
 */
export async function nextInvoiceSequence(
  tx: DbOrTx,
  siteId: string,
  financialYear: string,
): Promise<number> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ siteId, financialYear, lastValue: 1 })
    .onConflictDoUpdate({
      target: [invoiceSequences.siteId, invoiceSequences.financialYear],
      set: { lastValue: sql`${invoiceSequences.lastValue} + 1` },
    })
    .returning({ value: invoiceSequences.lastValue });
  if (!row) throw new Error('no invoice number was allocated');
  return row.value;
}
