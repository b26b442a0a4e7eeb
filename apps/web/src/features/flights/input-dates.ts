/**
 * Dates as they are typed, dd/MM/yyyy, and as they travel to the API, YYYY-MM-DD (spec §9): plain
 * text work, without dayjs, so the search page's stand-in form needs no date library.
 */
export const INPUT_DATE_HINT = 'dd/mm/yyyy';
export const BAD_DATE = 'Use the date format dd/MM/yyyy';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'd/M/yyyy' (one or two digit day and month) → 'YYYY-MM-DD', or null for anything else or no such day. */
export function parseInputDate(input: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(input.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** 'YYYY-MM-DD…' → 'dd/MM/yyyy'. */
export function toInputDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return year && month && day ? `${day}/${month}/${year}` : '';
}
