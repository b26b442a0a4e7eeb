import { z } from 'zod';
import { USER_TYPES } from '../common/enums';
import { ok } from '../common/fields';

/** POST reports/getStaffDashboard {}: the site's sales figures for the staff start page (staff only). */
export const getStaffDashboardPath = 'reports/getStaffDashboard';

/** Days and months are Indian calendar days; the chart covers this many days up to today. */
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_TOP = 5;

export const getStaffDashboardRequest = z.object({});

const count = z.number().int().nonnegative();
/** paise */
const paise = z.number().int();

export const periodFigures = z.object({
  /** held, ticketed or under a change request: failed and released attempts are not sales */
  bookings: count,
  cancelled: count,
  /** what end customers paid */
  sales: paise,
  /** markup earned (GST on it is not margin) */
  margin: paise,
  searches: count,
  /** searches per booking; null when there was no booking to divide by */
  lookToBook: z.number().nonnegative().nullable(),
});
export type PeriodFigures = z.infer<typeof periodFigures>;

export const dailyFigures = z.object({
  /** YYYY-MM-DD, Indian time */
  date: z.string(),
  bookings: count,
  sales: paise,
  searches: count,
});
export type DailyFigures = z.infer<typeof dailyFigures>;

export const topRoute = z.object({
  origin: z.string(),
  destination: z.string(),
  bookings: count,
  sales: paise,
});
export type TopRoute = z.infer<typeof topRoute>;

export const topCustomer = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  bookings: count,
  sales: paise,
});
export type TopCustomer = z.infer<typeof topCustomer>;

export const staffDashboard = z.object({
  today: periodFigures,
  month: periodFigures,
  /** oldest first, one entry per day even when nothing happened */
  daily: z.array(dailyFigures),
  topRoutes: z.array(topRoute),
  topCustomers: z.array(topCustomer),
});
export type StaffDashboard = z.infer<typeof staffDashboard>;

export const getStaffDashboardResponse = ok({ data: staffDashboard });
