/** What a site shows dates in: SiteData's time zone, and its home country for the wording. */
export type TimeLocale = { timeZone: string; homeCountry: string };

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: TimeLocale, options: Intl.DateTimeFormatOptions) {
  const key = `${locale.timeZone}:${locale.homeCountry}:${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(`en-${locale.homeCountry}`, { ...options, timeZone: locale.timeZone });
    formats.set(key, found);
  }
  return found;
}

/** An instant as the site's clock reads it: '01 Dec 2026, 06:00' in Kolkata is '01 Dec 2026, 04:30' in Dubai. */
export function formatSiteDateTime(instant: Date | string, locale: TimeLocale): string {
  return formatOf(locale, DATE_TIME).format(new Date(instant));
}

/** The site's calendar day of an instant, as YYYY-MM-DD. */
export function siteDay(instant: Date | string, timeZone: string): string {
  return formatOf(
    { timeZone, homeCountry: 'CA' },
    { year: 'numeric', month: '2-digit', day: '2-digit' },
  ).format(new Date(instant));
}
