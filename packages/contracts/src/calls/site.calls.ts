import { z } from 'zod';
import { airlinesStaticResponse } from '../flights/reference-data';
import { bankDetailsResponse } from '../site/bank-details';
import { detectSitePath, detectSiteRequest, detectSiteResponse } from '../site/detect-site';
import {
  policyRequest,
  policyResponse,
  policyVersionsResponse,
  savePolicyRequest,
  savePolicyResponse,
} from '../site/policies';
import { saveSeoRequest, seoPagesResponse, seoSaved } from '../site/seo';
import {
  siteImageSaved,
  siteImageUpload,
  siteSettingsInput,
  siteSettingsResponse,
  siteSettingsSaved,
} from '../site/site-settings';
import { defineCall } from './define-call';

export const detectSiteCall = defineCall({
  method: 'POST',
  path: detectSitePath,
  request: detectSiteRequest,
  response: detectSiteResponse,
  access: 'public',
});

export const getBankDetailsCall = defineCall({
  method: 'GET',
  path: 'whitelabel/getBankDetails',
  response: bankDetailsResponse,
  access: 'site',
});

export const getAirlinesStaticDataCall = defineCall({
  method: 'POST',
  path: 'master/getAirlinesStaticData',
  response: airlinesStaticResponse,
  access: 'site',
});

export const airlineLogoCall = defineCall({
  method: 'GET',
  path: 'master/airlineLogo/:file',
  params: z.object({ file: z.string().regex(/^[A-Z0-9]{2}\.svg$/) }),
  produces: 'image/svg+xml',
  access: 'public',
});

export const getSiteSettingsCall = defineCall({
  method: 'GET',
  path: 'whitelabel/settings',
  response: siteSettingsResponse,
  access: 'staff',
  permission: 'settings.site',
});

export const saveSiteSettingsCall = defineCall({
  method: 'POST',
  path: 'whitelabel/settings/save',
  request: siteSettingsInput,
  response: siteSettingsSaved,
  access: 'staff',
  permission: 'settings.site',
});

export const uploadSiteImageCall = defineCall({
  method: 'POST',
  path: 'whitelabel/settings/uploadImage',
  request: siteImageUpload,
  response: siteImageSaved,
  access: 'staff',
  permission: 'settings.site',
});

/** A site's logo or favicon, by the hash of its bytes: the same address always answers the same image. */
export const siteAssetCall = defineCall({
  method: 'GET',
  path: 'whitelabel/asset/:file',
  params: z.object({ file: z.string().regex(/^[a-f0-9]{32}\.png$/) }),
  produces: 'image/*',
  access: 'public',
});

/** A policy page's text as staff last saved it; answered to every visitor of the site. */
export const getPolicyCall = defineCall({
  method: 'GET',
  path: 'whitelabel/policy',
  request: policyRequest,
  response: policyResponse,
  access: 'site',
});

/** A new version of a policy page: sanitised, kept beside every earlier one, audited. */
export const savePolicyCall = defineCall({
  method: 'POST',
  path: 'whitelabel/policy/save',
  request: savePolicyRequest,
  response: savePolicyResponse,
  access: 'staff',
  permission: 'settings.site',
});

export const policyVersionsCall = defineCall({
  method: 'GET',
  path: 'whitelabel/policy/versions',
  request: policyRequest,
  response: policyVersionsResponse,
  access: 'staff',
  permission: 'settings.site',
});

/** Every public page with the app's own title and staff's title, description and image for it. */
export const getSeoCall = defineCall({
  method: 'GET',
  path: 'whitelabel/seo',
  response: seoPagesResponse,
  access: 'staff',
  permission: 'settings.site',
});

/** One public page's SEO settings; all three blank removes them. */
export const saveSeoCall = defineCall({
  method: 'POST',
  path: 'whitelabel/seo/save',
  request: saveSeoRequest,
  response: seoSaved,
  access: 'staff',
  permission: 'settings.site',
});
