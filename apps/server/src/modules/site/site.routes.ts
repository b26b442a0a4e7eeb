import {
  detectSiteCall,
  getBankDetailsCall,
  getPolicyCall,
  getSeoCall,
  getSiteSettingsCall,
  policyVersionsCall,
  SITE_IMAGE_MAX_BYTES,
  savePolicyCall,
  saveSeoCall,
  saveSiteSettingsCall,
  siteAssetCall,
  uploadSiteImageCall,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import { notFound } from '../../platform/errors';
import { auditBy } from '../audit/audit';
import type { Policies } from './policies.service';
import type { Seo } from './seo.service';
import type { SiteCache } from './site-cache';
import type { SiteSettingsService } from './site-settings.service';
import { toSiteData } from './site-view';

export const siteRoutes: FastifyPluginAsyncZod<{
  sites: SiteCache;
  settings: SiteSettingsService;
  policies: Policies;
  seo: Seo;
}> = async (app, { sites, settings, policies, seo }) => {
  app.route({
    ...routeOf(detectSiteCall),
    handler: async (request) => {
      // A domain is a host name; a port or a trailing dot must not make it another site.
      const domain = request.body.domain.replace(/:\d+$/, '').replace(/\.$/, '');
      const site = await sites.byDomain(domain);
      if (!site) throw notFound(`No site is set up for ${domain}`);
      return { success: true as const, data: { ...toSiteData(site), seoTitles: await seo.titles(site.id) } };
    },
  });

  app.route({
    ...routeOf(getBankDetailsCall),
    handler: async (request) => ({ success: true as const, data: request.site.bankDetails ?? null }),
  });

  app.route({
    ...routeOf(getSiteSettingsCall),
    handler: async (request) => ({ success: true as const, data: await settings.get(request.site.id) }),
  });

  app.route({
    ...routeOf(saveSiteSettingsCall),
    handler: async (request) => ({
      success: true as const,
      data: await settings.save(auditBy(request), request.site.id, request.body),
    }),
  });

  app.route({
    ...routeOf(uploadSiteImageCall),
    // The image comes as base64 in JSON: a third bigger than the file.
    bodyLimit: Math.ceil((SITE_IMAGE_MAX_BYTES * 4) / 3) + 4096,
    handler: async (request) => ({
      success: true as const,
      data: await settings.uploadImage(
        auditBy(request),
        request.site.id,
        request.body.kind,
        request.body.dataUrl,
      ),
    }),
  });

  // Images load without our headers; the address is the bytes' hash, so it may be cached for good.
  app.route({
    ...routeOf(siteAssetCall),
    handler: async (request, reply) => {
      const asset = await settings.asset(request.params.file);
      return reply
        .type(asset.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(asset.bytes);
    },
  });

  app.route({
    ...routeOf(getPolicyCall),
    handler: async (request) => ({
      success: true as const,
      data: await policies.current(request.site.id, request.query.policy),
    }),
  });

  app.route({
    ...routeOf(savePolicyCall),
    // Formatted text runs larger than the usual body; the contract caps it at 100,000 characters.
    bodyLimit: 512 * 1024,
    handler: async (request) => ({
      success: true as const,
      data: await policies.save(auditBy(request), request.site.id, request.body.policy, request.body.html),
    }),
  });

  app.route({
    ...routeOf(policyVersionsCall),
    handler: async (request) => ({
      success: true as const,
      data: { versions: await policies.versions(request.site.id, request.query.policy) },
    }),
  });

  app.route({
    ...routeOf(getSeoCall),
    handler: async (request) => ({ success: true as const, data: { pages: await seo.list(request.site) } }),
  });

  app.route({
    ...routeOf(saveSeoCall),
    handler: async (request) => ({
      success: true as const,
      data: await seo.save(auditBy(request), request.site, request.body),
    }),
  });
};
