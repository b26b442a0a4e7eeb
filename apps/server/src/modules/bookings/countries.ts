import { type CountryEntry, DEFAULT_PHONE_COUNTRY, EXCLUDED_PHONE_COUNTRIES } from '@app/contracts';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const excluded = new Set<string>(EXCLUDED_PHONE_COUNTRIES);

/** India first (the preferred country of spec §5), then by name. */
const indiaFirst = (a: CountryEntry, b: CountryEntry) =>
  Number(b.code === DEFAULT_PHONE_COUNTRY) - Number(a.code === DEFAULT_PHONE_COUNTRY) ||
  a.name.localeCompare(b.name);

/** Every country libphonenumber knows, named in English, with its dial code. */
export const COUNTRIES: CountryEntry[] = getCountries()
  .map((code) => ({ code, name: regionNames.of(code) ?? code, dial_code: `+${getCountryCallingCode(code)}` }))
  .sort(indiaFirst);

/** Dial codes a phone input offers: the countries of spec §5's exclusion list are left out. */
export const PHONE_CODES: CountryEntry[] = COUNTRIES.filter((c) => !excluded.has(c.code));

export const NATIONALITIES = COUNTRIES.map(({ code, name }) => ({ code, name }));
