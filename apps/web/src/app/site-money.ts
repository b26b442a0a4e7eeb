import { DEFAULT_MONEY_LOCALE, formatMoney } from '@app/contracts';
import { useAppStore } from './store';

/**
 * Money and numbers as the site shows them, read from the store like the site's clock
 * (site-locale.ts), but without dayjs: the header's wallet and the credit banner format money on
 * every first screen, which loads no date library (decisions 0036, 0063).
 */
const site = () => useAppStore.getState().site;
const DEFAULT_HOME = DEFAULT_MONEY_LOCALE.homeCountry;

/** Minor units (paise, fils) in the site's currency and its country's grouping. */
export const formatSiteMoney = (minor: number): string => formatMoney(minor, site() ?? undefined);

/** A plain number in the site's country's grouping (India 1,23,456; elsewhere 123,456). */
export const formatSiteNumber = (n: number, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(`en-${(site() ?? { homeCountry: DEFAULT_HOME }).homeCountry}`, options).format(n);
