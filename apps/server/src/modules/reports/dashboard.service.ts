import {
  DASHBOARD_DAYS,
  DASHBOARD_TOP,
  type DailyFigures,
  type PeriodFigures,
  type StaffDashboard,
} from '@app/contracts';
import type { Db } from '../../platform/db/client';
import { todayInSalesZone } from '../flights/travel-dates';
import { bookingsByDay, type DaySpan, searchesByDay, topCustomers, topRoutes } from './dashboard.queries';

/** A YYYY-MM-DD calendar date moved by whole days (no time zone involved). */
export function shiftDate(date: string, days: number) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

type DayRow = { bookings: number; cancelled: number; sales: number; margin: number; searches: number };
const EMPTY_DAY: DayRow = { bookings: 0, cancelled: 0, sales: 0, margin: 0, searches: 0 };

/** Searches per booking, rounded to one decimal; a ratio over no bookings means nothing. */
export const lookToBook = (searches: number, bookings: number) =>
  bookings === 0 ? null : Math.round((searches / bookings) * 10) / 10;

function sumDays(days: DayRow[]): PeriodFigures {
  const total = days.reduce(
    (acc, d) => ({
      bookings: acc.bookings + d.bookings,
      cancelled: acc.cancelled + d.cancelled,
      sales: acc.sales + d.sales,
      margin: acc.margin + d.margin,
      searches: acc.searches + d.searches,
    }),
    EMPTY_DAY,
  );
  return { ...total, lookToBook: lookToBook(total.searches, total.bookings) };
}

export function createDashboardService({ db }: { db: Db }) {
  return {
    /** `now` decides which Indian day is "today"; tests pass one to check the day boundaries. */
    async getStaffDashboard(siteId: string, now = new Date()): Promise<StaffDashboard> {
      const today = todayInSalesZone(now);
      const tomorrow = shiftDate(today, 1);
      const monthStart = `${today.slice(0, 8)}01`;
      const chartStart = shiftDate(today, 1 - DASHBOARD_DAYS);
      // One pass over the days both the chart and the month need, grouped in SQL.
      const span: DaySpan = { from: monthStart < chartStart ? monthStart : chartStart, to: tomorrow };
      const month: DaySpan = { from: monthStart, to: tomorrow };
      const [bookingDays, searchDays, routes, customers] = await Promise.all([
        bookingsByDay(db, siteId, span),
        searchesByDay(db, siteId, span),
        topRoutes(db, siteId, month, DASHBOARD_TOP),
        topCustomers(db, siteId, month, DASHBOARD_TOP),
      ]);

      const days = new Map<string, DayRow>();
      const dayRow = (day: string) => days.get(day) ?? EMPTY_DAY;
      for (const { day, ...row } of bookingDays) days.set(day, { ...dayRow(day), ...row });
      for (const { day, searches } of searchDays) days.set(day, { ...dayRow(day), searches });

      const daily: DailyFigures[] = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
        const date = shiftDate(chartStart, i);
        const { bookings, sales, searches } = dayRow(date);
        return { date, bookings, sales, searches };
      });
      const monthDays = [...days].filter(([day]) => day >= monthStart).map(([, row]) => row);

      return {
        today: sumDays([dayRow(today)]),
        month: sumDays(monthDays),
        daily,
        topRoutes: routes,
        topCustomers: customers.map(({ firstName, lastName, ...c }) => ({
          ...c,
          name: [firstName, lastName].filter(Boolean).join(' '),
        })),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
