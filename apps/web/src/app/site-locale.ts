import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useAppStore } from './store';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Time as the site shows it. A page serves one site for its whole life (detected before anything
 * renders), so the formatters read it from the store instead of every caller passing it: no screen
 * can show another site's clock by forgetting an argument. Money is in site-money.ts, which needs
 * no dayjs.
 */
const site = () => useAppStore.getState().site;

/** An instant (a createdAt, a hold deadline) on the site's clock, ready for dayjs formatting. */
export function siteTime(instant: ConfigType): Dayjs {
  const zone = site()?.timeZone;
  return zone ? dayjs(instant).tz(zone) : dayjs(instant);
}

/** The site's time zone (the browser's until the site is known), for rules read on its calendar. */
export const siteTimeZone = (): string => site()?.timeZone ?? dayjs.tz.guess();

/** Today's date on the site's calendar, YYYY-MM-DD. */
export const siteToday = (): string => siteTime(Date.now()).format('YYYY-MM-DD');
