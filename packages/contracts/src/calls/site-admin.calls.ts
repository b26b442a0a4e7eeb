import {
  newSiteCreated,
  newSiteRequest,
  platformAccessResponse,
  platformSitesResponse,
  resendOwnerLinkRequest,
} from '../site/platform-sites';
import { setupChecklistResponse } from '../site/setup-checklist';
import {
  addDomainRequest,
  siteDomainRequest,
  siteDomainsResponse,
  siteDomainsSaved,
} from '../site/site-domains';
import { defineCall } from './define-call';

/** The site's domains (issue 16): read and changed by staff granted settings.site. */
export const siteDomainsCall = defineCall({
  method: 'GET',
  path: 'whitelabel/domains',
  response: siteDomainsResponse,
  access: 'staff',
  permission: 'settings.site',
});

export const addSiteDomainCall = defineCall({
  method: 'POST',
  path: 'whitelabel/domains/add',
  request: addDomainRequest,
  response: siteDomainsSaved,
  access: 'staff',
  permission: 'settings.site',
});

export const removeSiteDomainCall = defineCall({
  method: 'POST',
  path: 'whitelabel/domains/remove',
  request: siteDomainRequest,
  response: siteDomainsSaved,
  access: 'staff',
  permission: 'settings.site',
});

export const makePrimaryDomainCall = defineCall({
  method: 'POST',
  path: 'whitelabel/domains/makePrimary',
  request: siteDomainRequest,
  response: siteDomainsSaved,
  access: 'staff',
  permission: 'settings.site',
});

/**
 * Whether the signed-in staff member owns the platform: the menu asks, to offer Sites. Any staff
 * member may ask about themselves; the answer opens nothing (the calls below check again).
 */
export const platformAccessCall = defineCall({
  method: 'GET',
  path: 'platform/access',
  response: platformAccessResponse,
  access: 'user',
  userTypes: ['staff'],
});

/** Every site of the platform: its owners only (PLATFORM_ADMINS, decision 0041). */
export const platformSitesCall = defineCall({
  method: 'GET',
  path: 'platform/sites',
  response: platformSitesResponse,
  access: 'staff',
  permission: 'platformAdmin',
});

export const createPlatformSiteCall = defineCall({
  method: 'POST',
  path: 'platform/sites/create',
  request: newSiteRequest,
  response: newSiteCreated,
  access: 'staff',
  permission: 'platformAdmin',
});

/** A new set-password link for a site's owner who has not signed in yet (decision 0055). */
export const resendOwnerLinkCall = defineCall({
  method: 'POST',
  path: 'platform/sites/resendOwnerLink',
  request: resendOwnerLinkRequest,
  response: newSiteCreated,
  access: 'staff',
  permission: 'platformAdmin',
});

/** What the site still needs before it sells, each step read from its data (decision 0055). */
export const setupChecklistCall = defineCall({
  method: 'GET',
  path: 'whitelabel/setupChecklist',
  response: setupChecklistResponse,
  access: 'staff',
  permission: 'settings.site',
});
