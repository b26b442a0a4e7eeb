import { DEFAULT_MONEY_LOCALE, formatMoney } from '@app/contracts';
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useAppStore } from './store';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Money and time as the site shows them. A page serves one site for its whole life (detected
 * before anything renders), so the formatters read it from the store instead of every caller
 * passing it: no screen can show another site's currency or clock by forgetting an argument.
 */
const site = () => useAppStore.getState().site;
const DEFAULT_HOME = DEFAULT_MONEY_LOCALE.homeCountry;

/** Minor units (paise, fils) in the site's currency and its country's grouping. */
export const formatSiteMoney = (minor: number): string => formatMoney(minor, site() ?? undefined);

/** An instant (a createdAt, a hold deadline) on the site's clock, ready for dayjs formatting. */
export function siteTime(instant: ConfigType): Dayjs {
  const zone = site()?.timeZone;
  return zone ? dayjs(instant).tz(zone) : dayjs(instant);
}

/** Today's date on the site's calendar, YYYY-MM-DD. */
export const siteToday = (): string => siteTime(Date.now()).format('YYYY-MM-DD');

/** A plain number in the site's country's grouping (India 1,23,456; elsewhere 123,456). */
export const formatSiteNumber = (n: number, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(`en-${(site() ?? { homeCountry: DEFAULT_HOME }).homeCountry}`, options).format(n);
