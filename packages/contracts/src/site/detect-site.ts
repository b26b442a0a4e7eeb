import { z } from 'zod';
import { ok, requiredText } from '../common/fields';
import { siteData } from './site-data';

/** POST whitelabel/detetct (sic, spec §7) */
export const detectSitePath = 'whitelabel/detetct';
export const detectSiteRequest = z.object({ domain: requiredText(253).transform((d) => d.toLowerCase()) });
export const detectSiteResponse = ok({ data: siteData });
export type DetectSiteRequest = z.input<typeof detectSiteRequest>;
export type DetectSiteResponse = z.infer<typeof detectSiteResponse>;
