import { z } from 'zod';
import { email, ok, requiredText } from '../common/fields';
import { MSG } from '../common/messages';
import { domainField } from './site-domains';

export const PLATFORM_MSG = {
  platformAdminOnly: 'Only the platform owner can see and create sites.',
  shortCode: 'Use 2 to 6 letters A–Z, such as FLD',
  shortCodeTaken: 'Another site already uses this short code',
  country: 'Enter a two-letter country code such as IN',
  currency: 'Enter a three-letter currency code such as INR',
  timeZone: 'Enter a time zone such as Asia/Kolkata',
  created: (name: string) => `${name} created: its owner was mailed a link to set a password`,
} as const;

/** A new site's home defaults (the issue's): India, rupees, India's time. */
export const NEW_SITE_DEFAULTS = { homeCountry: 'IN', currency: 'INR', timeZone: 'Asia/Kolkata' } as const;

/** The first part of a site's order references (FLD-26-000042), so the pattern of ORDER_REFERENCE_PATTERN. */
export const SHORT_CODE_PATTERN = /^[A-Z]{2,6}$/;

const upperCode = (pattern: RegExp, message: string) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .transform((v) => v.toUpperCase())
    .refine((v) => pattern.test(v), message);

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
// Made once, on first use rather than on import.
let currencies: ReadonlySet<string> | undefined;
let regions: Intl.DisplayNames | undefined;
const isCurrency = (code: string) => {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
};
// An unknown region comes back as the code itself.
const isCountry = (code: string) => {
  regions ??= new Intl.DisplayNames(['en'], { type: 'region' });
  return regions.of(code) !== code;
};

export const newSiteRequest = z.object({
  companyName: requiredText(120),
  shortCode: upperCode(SHORT_CODE_PATTERN, PLATFORM_MSG.shortCode),
  primaryDomain: domainField(),
  ownerFirstName: requiredText(60),
  ownerLastName: requiredText(60),
  ownerEmail: email(),
  homeCountry: upperCode(/^[A-Z]{2}$/, PLATFORM_MSG.country).refine(isCountry, PLATFORM_MSG.country),
  currency: upperCode(/^[A-Z]{3}$/, PLATFORM_MSG.currency).refine(isCurrency, PLATFORM_MSG.currency),
  timeZone: requiredText(64).refine(isTimeZone, PLATFORM_MSG.timeZone),
});
export type NewSiteRequest = z.input<typeof newSiteRequest>;
export type NewSite = z.output<typeof newSiteRequest>;

export const platformSiteView = z.object({
  id: z.string(),
  companyName: z.string(),
  shortCode: z.string(),
  primaryDomain: z.string().nullable(),
  createdAt: z.string(),
  userCount: z.number().int(),
});
export type PlatformSiteView = z.infer<typeof platformSiteView>;

export const platformSitesResponse = ok({ data: z.object({ sites: z.array(platformSiteView) }) });
export type PlatformSitesResponse = z.infer<typeof platformSitesResponse>;

export const newSiteCreated = ok({ message: z.string(), data: platformSiteView });
export type NewSiteCreated = z.infer<typeof newSiteCreated>;

/** Whether the signed-in staff member is one of the platform's owners (PLATFORM_ADMINS). */
export const platformAccessResponse = ok({ data: z.object({ isPlatformAdmin: z.boolean() }) });
export type PlatformAccessResponse = z.infer<typeof platformAccessResponse>;
