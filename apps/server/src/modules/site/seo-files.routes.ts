import { escapeHtml, publicSeoPages } from '@app/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { siteOfHost } from '../../platform/web-app';
import type { Seo } from './seo.service';
import type { SiteRow } from './site.schema';
import type { SiteCache } from './site-cache';

/** Where crawlers are never welcome: staff's and customers' pages and the API. */
const PRIVATE_PREFIXES = ['/app/staff/', '/app/user/', '/api/'];

/** A public page's address in the app: `/` is the app's own root. */
const appUrl = (path: string) => `/app${path === '/' ? '/' : path}`;

/**
 * sitemap.xml and robots.txt of the site of the request's domain: its public pages (modules it runs;
 * on a locked-mode site only the login page) on the requesting host, so each domain names itself.
 * Plain routes outside /api, like index.html; a domain nobody set up has neither.
 */
export const seoFileRoutes: FastifyPluginAsync<{ sites: SiteCache; seo: Seo }> = async (
  app,
  { sites, seo },
) => {
  const serve =
    (type: string, render: (site: SiteRow, origin: string) => Promise<string>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const site = await siteOfHost(sites, request);
      if (!site) return reply.status(404).type('text/plain; charset=utf-8').send('No site is set up here');
      const body = await render(site, `${request.protocol}://${request.host}`);
      return reply.header('cache-control', 'public, max-age=300').type(type).send(body);
    };

  app.get(
    '/sitemap.xml',
    serve('application/xml; charset=utf-8', async (site, origin) => {
      const updated = new Map((await seo.overrides(site.id)).map((o) => [o.path, o.updatedAt]));
      const urls = publicSeoPages(site).map(({ path }) => {
        const lastmod = updated.get(path);
        return [
          '  <url>',
          `    <loc>${escapeHtml(origin + appUrl(path))}</loc>`,
          ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
          '  </url>',
        ].join('\n');
      });
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls,
        '</urlset>',
        '',
      ].join('\n');
    }),
  );

  app.get(
    '/robots.txt',
    serve('text/plain; charset=utf-8', async (site, origin) => {
      // The home page alone, not everything under it.
      const allowed = publicSeoPages(site).map(({ path }) => (path === '/' ? '/app/$' : appUrl(path)));
      // A locked-mode site shows strangers nothing but its login page.
      const closed = site.isLocked ? ['/app/'] : [];
      return [
        'User-agent: *',
        ...allowed.map((path) => `Allow: ${path}`),
        ...[...PRIVATE_PREFIXES, ...closed].map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    }),
  );
};
