import { SEARCH_MONTHS } from '@app/contracts';
import dayjs from 'dayjs';

/** Today on the site's calendar, YYYY-MM-DD: a site in Dubai still has yesterday when India is past midnight. */
export { siteToday as todayIso } from '../../app/site-locale';

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
