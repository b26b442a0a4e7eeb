import type { DailyFigures, StaffDashboard } from '@app/contracts';
import { formatSiteNumber } from '../../app/site-money';

/** Counts in the site's grouping: 123456 → '1,23,456' on an Indian site. */
export const formatCount = (n: number) => formatSiteNumber(n);

/** Searches per booking as '12.5 : 1'; with no bookings there is no ratio to show. */
export const lookToBookText = (ratio: number | null) =>
  ratio === null ? '—' : `${formatSiteNumber(ratio, { maximumFractionDigits: 1 })} : 1`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A chart axis label from the server's Indian date, read as is: '2025-03-07' → '7 Mar'. */
export function shortDay(date: string) {
  const [, month = 1, day = 1] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1] ?? ''}`.trim();
}

/** The chart's totals in words, for screen readers and for anyone the chart does not serve. */
export function chartSummary(daily: readonly DailyFigures[]) {
  const bookings = daily.reduce((sum, d) => sum + d.bookings, 0);
  const searches = daily.reduce((sum, d) => sum + d.searches, 0);
  const counted = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
  return `Last ${counted(daily.length, 'day', 'days')}: ${counted(bookings, 'booking', 'bookings')} and ${counted(searches, 'search', 'searches')}.`;
}

/** A site that has never had a booking or a search in the dashboard's window has nothing to chart. */
export const hasActivity = (d: StaffDashboard) =>
  d.month.bookings + d.month.cancelled + d.month.searches > 0 ||
  d.daily.some((day) => day.bookings + day.searches > 0);
