import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Seo, seoTitlesOf } from '../modules/site/seo.service';
import type { SiteCache } from '../modules/site/site-cache';
import { toSiteData } from '../modules/site/site-view';
import { serializePolicy, webAppDirectives } from './content-security-policy';
import { renderIndexPage } from './index-page';
import { loadLandingPreloads } from './landing-preloads';

type WebAppOptions = {
  distDir: string | undefined;
  /** serve the build's source maps, and point each script at its map (WEB_SOURCE_MAPS) */
  sourceMaps: boolean;
  sites: SiteCache;
  seo: Seo;
};

/** The site of the request's domain, as the app's site detection sends it: no port, no trailing dot. */
export const siteOfHost = (sites: SiteCache, request: FastifyRequest) =>
  sites.byDomain(request.hostname.toLowerCase().replace(/\.$/, ''));

/**
 * Serves the built React app under /app. Any /app path that is not a file gets index.html, rendered
 * per request for the site of the request's domain (its title and link-preview tags, and a
 * Content-Security-Policy allowing its own scripts), so the client router owns deep links; hashed
 * assets are cached for a year, index.html never. The build's source maps (written without a
 * reference in the scripts) are no file of the site unless `sourceMaps` is on: they would hand
 * anyone the app's source.
 */
export async function serveWebApp(app: FastifyInstance, { distDir, sourceMaps, sites, seo }: WebAppOptions) {
  app.get('/', (_request, reply) => reply.redirect('/app/'));
  if (!distDir || !existsSync(path.join(distDir, 'index.html'))) {
    app.get('/app/*', (_request, reply) =>
      reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm start` (or `npm run build`).'),
    );
    return;
  }
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const preloadsOf = loadLandingPreloads(distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/app/',
    wildcard: false,
    index: false,
    // index.html is never sent as built: it is rendered below.
    globIgnore: ['index.html', ...(sourceMaps ? [] : ['**/*.map'])],
    // The build writes .br and .gz beside each asset (apps/web/scripts/compress-dist.mjs): they go
    // out as they are, by the client's accept-encoding, with no compression per request.
    preCompressed: true,
    // Ours alone (setHeaders): send's own `public, max-age=0` would otherwise replace it.
    cacheControl: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The build writes a map beside every script: developer tools find it by this header.
      const script = /\.js(?:\.br|\.gz)?$/.exec(path.basename(filePath));
      if (sourceMaps && script)
        reply.header('sourcemap', `${path.basename(filePath).slice(0, script.index)}.js.map`);
    },
  });

  /**
   * The path within the app whose page to preload; `/` opens the site's core site when that is a page
   * of the app (the client's IndexRedirect).
   */
  const appPathOf = (request: FastifyRequest) => request.url.split('?')[0]!.replace(/^\/app/, '') || '/';
  const landingPath = (request: FastifyRequest, coreSiteUrl: string | undefined) => {
    const appPath = appPathOf(request);
    if (appPath !== '/' && appPath !== '/index.html') return appPath;
    return coreSiteUrl?.startsWith('/app/') ? coreSiteUrl.slice('/app'.length).split('?')[0]! : '/';
  };

  /** A ticket's link names no site before its issuer is known (decision 0053). */
  const documentTitleOf = (appPath: string) =>
    appPath.startsWith('/flight/eTicket/')
      ? 'E-ticket'
      : appPath.startsWith('/flight/fixedDeparture/print/')
        ? 'Ticket'
        : undefined;

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const site = await siteOfHost(sites, request);
    const https = request.protocol === 'https';
    // The page staff may have titled: its path as the router names it (no trailing slash).
    const seoPath = appPathOf(request)
      .replace(/(.)\/+$/, '$1')
      .replace(/^\/index\.html$/, '/');
    const overrides = site ? await seo.overrides(site.id) : [];
    const page = renderIndexPage(template, {
      site: site && { ...site, data: { ...toSiteData(site), seoTitles: seoTitlesOf(overrides) } },
      origin: `${request.protocol}://${request.host}`,
      preloads: preloadsOf(landingPath(request, site?.coreSiteUrl)),
      seo: overrides.find((o) => o.path === seoPath),
      documentTitle: documentTitleOf(appPathOf(request)),
    });
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', serializePolicy(webAppDirectives(site, https)))
      .type('text/html; charset=utf-8')
      .send(page);
  };
  // The page is small but on every visit's critical path: compressed on the fly whatever its size.
  const indexRoute = { compress: { threshold: 0 } };
  app.get('/app', indexRoute, sendIndex);
  app.get('/app/index.html', indexRoute, sendIndex);
  app.get('/app/*', indexRoute, (request, reply) => {
    // Missing assets must 404, not answer HTML that the browser would try to run as a script.
    if (/\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0]!)) return reply.callNotFound();
    return sendIndex(request, reply);
  });
}
