import { z } from 'zod';
import { SITE_MODULES } from '../common/enums';
import { integerField, ok, optionalEmail, optionalText, requiredText } from '../common/fields';
import { optionalGstin } from '../common/tax-ids';
import { bankDetails, bankDetailsInput } from './bank-details';
import { isLoadableScriptUrl, trackingScriptOf } from './site-scripts';

export const SETTINGS_MSG = {
  saved: 'Setting saved successfully',
  colour: 'Enter a colour as #RRGGBB',
  lowContrast: (ratio: number, against: string) =>
    `${against} on this colour is hard to read: contrast ${ratio.toFixed(1)}:1, at least 4.5:1 needed`,
  scriptUrl: 'Enter a full https:// address or a path of this site',
  trackingTag: 'Enter a Google tag (G-…), a Tag Manager id (GTM-…) or a script address',
  clientId: 'Enter a Google client id ending in .apps.googleusercontent.com',
  tooManyScripts: 'At most 10 script addresses',
  noModules: 'Keep at least one module on',
  imageType: 'Upload a PNG, JPEG, WebP, GIF or SVG image',
  imageTooLarge: 'The image must be at most 2 MB',
  imageUnreadable: 'This file could not be read as an image',
  imageSaved: 'Image saved',
} as const;

/** WCAG 2 relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for body text. */
export const AA_TEXT = 4.5;
/** The app's text on the page background (MUI's text.primary, near black) and on buttons (white). */
export const BODY_TEXT = '#212121';
export const BUTTON_TEXT = '#ffffff';

const HEX = /^#[0-9a-fA-F]{6}$/;
const colour = () =>
  z
    .string({ error: SETTINGS_MSG.colour })
    .trim()
    .regex(HEX, SETTINGS_MSG.colour)
    .transform((v) => v.toLowerCase());

/** The best-reading of white and near-black text on a colour, for the accent (secondary) colour. */
export const bestTextOn = (background: string) =>
  contrastRatio(background, BUTTON_TEXT) >= contrastRatio(background, BODY_TEXT) ? BUTTON_TEXT : BODY_TEXT;

/**
 * The colours a site may take: white button text on the primary colour, the app's text on the
 * background, and the better of the two on the accent colour must each read at WCAG AA.
 */
export function colourProblems(c: { primaryColor: string; secondaryColor: string; backgroundColor: string }) {
  const problems: { field: 'primaryColor' | 'secondaryColor' | 'backgroundColor'; message: string }[] = [];
  const check = (field: (typeof problems)[number]['field'], text: string, against: string) => {
    const ratio = contrastRatio(c[field], text);
    if (ratio < AA_TEXT) problems.push({ field, message: SETTINGS_MSG.lowContrast(ratio, against) });
  };
  if (HEX.test(c.primaryColor)) check('primaryColor', BUTTON_TEXT, 'White button text');
  if (HEX.test(c.backgroundColor)) check('backgroundColor', BODY_TEXT, 'Dark page text');
  if (HEX.test(c.secondaryColor)) check('secondaryColor', bestTextOn(c.secondaryColor), 'Text');
  return problems;
}

/** An address the site may load or show: a full https:// URL or a path of its own (scripts, SEO images). */
export const scriptUrl = z
  .string()
  .trim()
  .max(500)
  .refine(
    (v) => isLoadableScriptUrl(v) && (v.startsWith('/') || v.startsWith('https://')),
    SETTINGS_MSG.scriptUrl,
  );

/** What staff set on `/staff/other-settings`: branding, contact, popup, scripts, sign-in, modules. */
export const siteSettingsInput = z
  .object({
    companyName: requiredText(120),
    brandingLabel: requiredText(40),
    title: optionalText(70),
    adminContact: optionalText(30),
    adminEmail: optionalEmail(),
    address: optionalText(300),
    legalName: optionalText(160),
    gstin: optionalGstin(),
    primaryColor: colour(),
    secondaryColor: colour(),
    backgroundColor: colour(),
    popupAlertTitle: optionalText(80),
    popupAlertMessage: optionalText(2000),
    popupFrequencyDays: integerField().pipe(z.number().min(0).max(365)),
    trackingTag: optionalText(300).refine(
      (v) => v === undefined || trackingScriptOf(v) !== undefined,
      SETTINGS_MSG.trackingTag,
    ),
    scriptUrls: z.array(scriptUrl).max(10, SETTINGS_MSG.tooManyScripts),
    googleClientId: optionalText(200).refine(
      (v) => v === undefined || /^[\w.-]+\.apps\.googleusercontent\.com$/.test(v),
      SETTINGS_MSG.clientId,
    ),
    canShowPermissionMenu: z.boolean(),
    isLocked: z.boolean(),
    /** the account customers may pay into by bank transfer; null: the site takes none; left out: unchanged */
    bankDetails: bankDetailsInput.nullable().optional(),
    activeModules: z
      .array(z.enum(SITE_MODULES))
      .min(1, SETTINGS_MSG.noModules)
      .transform((list) => [...new Set(list)]),
  })
  .superRefine((value, ctx) => {
    for (const { field, message } of colourProblems(value))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type SiteSettingsInput = z.input<typeof siteSettingsInput>;
export type SiteSettings = z.output<typeof siteSettingsInput>;

/** The settings as staff edit them, with the images' addresses (changed by their own upload call). */
export const siteSettingsView = z.object({
  companyName: z.string(),
  brandingLabel: z.string(),
  title: z.string(),
  adminContact: z.string().nullable(),
  adminEmail: z.string().nullable(),
  address: z.string().nullable(),
  legalName: z.string().nullable(),
  gstin: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  backgroundColor: z.string(),
  popupAlertTitle: z.string().nullable(),
  popupAlertMessage: z.string().nullable(),
  popupFrequencyDays: z.number(),
  trackingTag: z.string().nullable(),
  scriptUrls: z.array(z.string()),
  googleClientId: z.string().nullable(),
  canShowPermissionMenu: z.boolean(),
  isLocked: z.boolean(),
  bankDetails: bankDetails.nullable(),
  activeModules: z.array(z.enum(SITE_MODULES)),
  logoUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
});
export type SiteSettingsView = z.infer<typeof siteSettingsView>;
export const siteSettingsResponse = ok({ data: siteSettingsView });
export const siteSettingsSaved = ok({ data: z.object({ message: z.string(), settings: siteSettingsView }) });

export const SITE_IMAGE_KINDS = ['logo', 'favicon'] as const;
export type SiteImageKind = (typeof SITE_IMAGE_KINDS)[number];
/** Images arrive as base64 in JSON: at most 2 MB of image, so about 2.7 MB of text. */
export const SITE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const siteImageUpload = z.object({
  kind: z.enum(SITE_IMAGE_KINDS),
  /** the file as a data: URL, as the browser's FileReader gives it */
  dataUrl: z.string().max(Math.ceil((SITE_IMAGE_MAX_BYTES * 4) / 3) + 100, SETTINGS_MSG.imageTooLarge),
});
export const siteImageSaved = ok({ data: z.object({ message: z.string(), url: z.string() }) });

/** Where a site's stored image is served: by its content's hash, so it is cached for good. */
export const siteAssetPath = (file: string) => `/api/whitelabel/asset/${file}`;

/** The module names as staff read them, with what each switches on. */
export const MODULE_LABELS: Record<(typeof SITE_MODULES)[number], { label: string; hint: string }> = {
  flights: { label: 'Flights', hint: 'Flight search, booking, tickets and change requests' },
  fixedDepartures: { label: 'Fixed departures', hint: 'Seat blocks sold from inventory' },
  packages: { label: 'Holiday packages', hint: 'Packages and their pages' },
  activities: { label: 'Activities', hint: 'Activity search and booking' },
  visa: { label: 'Visa', hint: 'Visa information and checklists' },
  dmc: { label: 'DMC', hint: 'Karts, job sheets and rates for ground handling' },
  wallet: { label: 'Wallet', hint: 'Wallets, top-ups and statements' },
  packageEnquiry: { label: 'Package enquiries', hint: 'Enquiry forms and the CRM for packages' },
  visaEnquiry: { label: 'Visa enquiries', hint: 'Enquiry forms and the CRM for visas' },
};
