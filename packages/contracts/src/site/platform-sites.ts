import { z } from 'zod';
import { email, ok, requiredText } from '../common/fields';
import { MSG } from '../common/messages';
import { isCountryCode } from '../reference/country-codes';
import { domainField } from './site-domains';

export const PLATFORM_MSG = {
  platformAdminOnly: 'Only the platform owner can see and create sites.',
  shortCode: 'Use 2 to 6 letters A–Z, such as FLD',
  shortCodeTaken: 'Another site already uses this short code',
  country: 'Enter a two-letter country code such as IN',
  currency: 'Enter a three-letter currency code such as INR',
  timeZone: 'Enter a time zone such as Asia/Kolkata',
  created: (name: string) => `${name} created: its owner was mailed a link to set a password`,
  noOwner: 'This site has no owner waiting for a link',
  ownerSignedIn: 'The owner has already signed in: a forgotten password is reset from the login page',
  linkResent: (email: string) => `A new link was mailed to ${email}; the earlier one no longer works`,
  tooManyResends: 'Too many links were sent for this site. Please try again in an hour.',
} as const;

/** New set-password links a site's owner may be sent per hour from Settings → Sites (decision 0055). */
export const OWNER_LINK_RESENDS_PER_HOUR = 5;

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
const isCurrency = (code: string) => {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
};

export const newSiteRequest = z.object({
  companyName: requiredText(120),
  shortCode: upperCode(SHORT_CODE_PATTERN, PLATFORM_MSG.shortCode),
  primaryDomain: domainField(),
  ownerFirstName: requiredText(60),
  ownerLastName: requiredText(60),
  ownerEmail: email(),
  homeCountry: upperCode(/^[A-Z]{2}$/, PLATFORM_MSG.country).refine(isCountryCode, PLATFORM_MSG.country),
  currency: upperCode(/^[A-Z]{3}$/, PLATFORM_MSG.currency).refine(isCurrency, PLATFORM_MSG.currency),
  timeZone: requiredText(64).refine(isTimeZone, PLATFORM_MSG.timeZone),
});
export type NewSiteRequest = z.input<typeof newSiteRequest>;
export type NewSite = z.output<typeof newSiteRequest>;

/** The owner a site was made for, as the platform's admins follow them in (decision 0055). */
export const siteOwnerView = z.object({
  name: z.string(),
  email: z.string(),
  /** null: not signed in yet */
  firstSignedInAt: z.string().nullable(),
  /** the set-password link to pass on by hand, while they have not signed in and it still works */
  setPasswordLink: z.string().nullable(),
  linkExpiresAt: z.string().nullable(),
});
export type SiteOwnerView = z.infer<typeof siteOwnerView>;

export const platformSiteView = z.object({
  id: z.string(),
  companyName: z.string(),
  shortCode: z.string(),
  primaryDomain: z.string().nullable(),
  createdAt: z.string(),
  userCount: z.number().int(),
  /** null for a site made otherwise than from Settings → Sites (the demo's) */
  owner: siteOwnerView.nullable(),
});
export type PlatformSiteView = z.infer<typeof platformSiteView>;

export const platformSitesResponse = ok({ data: z.object({ sites: z.array(platformSiteView) }) });
export type PlatformSitesResponse = z.infer<typeof platformSitesResponse>;

export const newSiteCreated = ok({ message: z.string(), data: platformSiteView });
export type NewSiteCreated = z.infer<typeof newSiteCreated>;

/** A new set-password link for a site's owner who has not signed in; the earlier link stops working. */
export const resendOwnerLinkRequest = z.object({ siteId: z.string().trim().min(1).max(64) });
export type ResendOwnerLinkRequest = z.infer<typeof resendOwnerLinkRequest>;

/** Whether the signed-in staff member is one of the platform's owners (PLATFORM_ADMINS). */
export const platformAccessResponse = ok({ data: z.object({ isPlatformAdmin: z.boolean() }) });
export type PlatformAccessResponse = z.infer<typeof platformAccessResponse>;
