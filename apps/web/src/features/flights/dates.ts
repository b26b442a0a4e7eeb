import { SEARCH_MONTHS } from '@app/contracts';
import dayjs from 'dayjs';

/** Dates are typed as dd/MM/yyyy, travel to the API as YYYY-MM-DD (spec §9). */
export const INPUT_DATE_HINT = 'dd/mm/yyyy';
export const BAD_DATE = 'Use the date format dd/MM/yyyy';

/** Today on the site's calendar, YYYY-MM-DD: a site in Dubai still has yesterday when India is past midnight. */
export { siteToday as todayIso } from '../../app/site-locale';

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

/** The last day that can be searched: the end of the last month of the search month list. */
export const lastSearchDate = (today: string): string =>
  dayjs(today)
    .add(SEARCH_MONTHS - 1, 'month')
    .endOf('month')
    .format('YYYY-MM-DD');

export interface MonthOption {
  /** YYYY-MM */
  value: string;
  /** 'Dec 2026' */
  label: string;
}

/** The search month list: this month and the next ones, SEARCH_MONTHS in all. */
export function searchMonths(today: string): MonthOption[] {
  const first = dayjs(today).startOf('month');
  return Array.from({ length: SEARCH_MONTHS }, (_, i) => {
    const month = first.add(i, 'month');
    return { value: month.format('YYYY-MM'), label: month.format('MMM YYYY') };
  });
}

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A month laid out on a Sunday-first 7-column grid: blanks (null) before the 1st, then each YYYY-MM-DD. */
export function monthCells(month: string): (string | null)[] {
  const first = dayjs(`${month.slice(0, 7)}-01`);
  const blanks: null[] = Array.from({ length: first.day() }, () => null);
  const days = Array.from({ length: first.daysInMonth() }, (_, i) =>
    first.add(i, 'day').format('YYYY-MM-DD'),
  );
  return [...blanks, ...days];
}

/** 'YYYY-MM' of a month shifted by `by` months. */
export const shiftMonth = (month: string, by: number): string =>
  dayjs(`${month.slice(0, 7)}-01`)
    .add(by, 'month')
    .format('YYYY-MM');
