import { SEARCH_MONTHS } from '@app/contracts';

/** The sites sell to India: "today" and the search window follow Indian time. */
const SALES_TIME_ZONE = 'Asia/Kolkata';
const isoDate = new Intl.DateTimeFormat('en-CA', { timeZone: SALES_TIME_ZONE });

export const todayInSalesZone = (now = new Date()) => isoDate.format(now);

/** The last day of the search month list (this month and the next nine). */
export function lastSearchableDate(today: string) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month - 1 + SEARCH_MONTHS, 0));
  return last.toISOString().slice(0, 10);
}
