/** What a site shows money in: SiteData's currency, and its home country for the digit grouping. */
export type MoneyLocale = { currency: string; homeCountry: string };

/**
 * The locale of a site that has not said otherwise: the columns' defaults (migration 0008). Only
 * where no site is at hand (a message built before one is known); a site's own wins everywhere.
 */
export const DEFAULT_MONEY_LOCALE: MoneyLocale = { currency: 'INR', homeCountry: 'IN' };

type Formats = { whole: Intl.NumberFormat; exact: Intl.NumberFormat; minorPerMajor: number };
const formats = new Map<string, Formats>();

function formatsOf({ currency, homeCountry }: MoneyLocale): Formats {
  const key = `${currency}:${homeCountry}`;
  let found = formats.get(key);
  if (!found) {
    const locale = `en-${homeCountry}`;
    // The currency's own minor unit: 2 digits for INR and AED, 0 for JPY, 3 for KWD.
    const digits =
      new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    // maximumFractionDigits alone is a RangeError on engines that keep a currency's default minimum.
    const fixed = (n: number) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: n,
        maximumFractionDigits: n,
      });
    found = { whole: fixed(0), exact: fixed(digits), minorPerMajor: 10 ** digits };
    formats.set(key, found);
  }
  return found;
}

/**
 * An amount in the currency's minor unit (paise for INR, fils for AED), in the site's currency
 * and its country's grouping, never rounded away: whole amounts without the minor unit
 * (12345600 → '₹1,23,456'), others with all its digits (2500050 → '₹25,000.50'; in AED
 * 'AED 25,000.50'). A figure shown to a buyer is then exactly the figure charged or credited.
 */
export function formatMoney(minor: number, locale: MoneyLocale = DEFAULT_MONEY_LOCALE): string {
  const { whole, exact, minorPerMajor } = formatsOf(locale);
  const amount = Math.round(minor);
  return amount % minorPerMajor === 0
    ? whole.format(amount / minorPerMajor)
    : exact.format(amount / minorPerMajor);
}

/**
 * @deprecated Money belongs to the site: use formatMoney(amount, site). Kept while files being
 * moved onto the commerce core still call it; it formats in the default site locale.
 */
export const formatInr = (paise: number): string => formatMoney(paise);
