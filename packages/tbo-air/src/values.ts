import { z } from 'zod';

/**
 * How TBO really writes numbers and dates (decision 0069 §2): one reading of each, shared by every
 * answer schema, so the adapter never sees the supplier's spelling.
 */

/** A numeric string ("793.0000", "5") read as its number; anything else is left for the schema to judge. */
export function fromNumericString(value: unknown): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}

/** A number TBO may send as a number or as a numeric string. */
export const tboNumber = z.preprocess(fromNumericString, z.number());

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DDMMMYY = /^(\d{2})([A-Z]{3})(\d{2}|\d{4})$/;
const WCF = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;
const ISO = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
/** .NET's DateTime.MinValue, which TBO sends for "no date" */
const NO_DATE = /^0001-01-01/;

/**
 * A TBO date as ISO text, or null for no date: '31AUG24' (GDS last ticket dates) becomes
 * '2024-08-31', WCF's '/Date(ms)/' the UTC instant, ISO stays as sent (TBO's times carry no zone and
 * are the airport's local time, so they are not moved). Throws on anything else.
 */
export function toIsoDate(text: string): string | null {
  const value = text.trim();
  if (value === '' || NO_DATE.test(value)) return null;
  if (ISO.test(value)) return value;
  const short = DDMMMYY.exec(value.toUpperCase());
  if (short) {
    const [, day, monthName, year] = short as unknown as [string, string, string, string];
    const month = MONTHS.indexOf(monthName) + 1;
    const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
    const date = new Date(Date.UTC(fullYear, month - 1, Number(day)));
    if (month > 0 && date.getUTCDate() === Number(day))
      return `${fullYear}-${String(month).padStart(2, '0')}-${day}`;
  }
  const wcf = WCF.exec(value);
  if (wcf) return new Date(Number(wcf[1])).toISOString();
  throw new Error(`not a date TBO writes: ${text}`);
}

/** A date TBO may leave out, send as null or "", or write in any of its styles; read as ISO or null. */
export const tboDate = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined) return null;
    try {
      return toIsoDate(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

/** A date-time TBO always sends (a flight's departure), read like tboDate. */
export const tboDateTime = tboDate.pipe(z.string());
