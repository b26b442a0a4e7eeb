/** Calendar arithmetic on 'YYYY-MM-DD' strings, free of time zones: travel dates are local dates. */

const parts = (isoDate: string) => isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_RE.test(value)) return false;
  const [y, m, d] = parts(value);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whole years from birth to a day: the birthday itself counts as the year completed. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = parts(dateOfBirth);
  const [y, m, d] = parts(day);
  const beforeBirthday = m < bm || (m === bm && d < bd);
  return y - by - (beforeBirthday ? 1 : 0);
}

/** The same day some months later; a day the month lacks (31 Aug + 6) becomes its last day. */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = parts(isoDate);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, lastDay))}`;
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDaysIso(isoDate: string, days: number): string {
  const [y, m, d] = parts(isoDate);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export const todayUtc = (): string => new Date().toISOString().slice(0, 10);
