import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../seed/factories';
import { call, createTestApp, type TestApp } from '../test/test-app';

/** A built web app as small as can be: its index.html (placeholder title) and one hashed asset. */
const workDir = mkdtempSync(path.join(tmpdir(), 'web-app-'));
const distDir = path.join(workDir, 'dist');
mkdirSync(path.join(distDir, 'assets'), { recursive: true });
// A file beside the built app, which no /app path may reach.
writeFileSync(path.join(workDir, 'secret.js'), 'secret');
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Flight Deals</title>' +
    '<script type="module" src="/app/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
// As the web build writes it: the chunks of each landing page beyond the entry's.
writeFileSync(
  path.join(distDir, 'landing-preloads.json'),
  JSON.stringify([
    { path: '/flight/search', files: ['assets/search-1.js', 'assets/forms-2.js'] },
    { path: '/flight/searchResult/:searchId', files: ['assets/results-3.js'] },
  ]),
);
// An asset with its build-time .br and .gz beside it; each says which file it came from.
const chunk = path.join(distDir, 'assets', 'page-def456.js');
writeFileSync(chunk, 'console.log("plain file")');
writeFileSync(`${chunk}.br`, brotliCompressSync('console.log("from the .br file")'));
writeFileSync(`${chunk}.gz`, gzipSync('console.log("from the .gz file")'));
// Its source map, as the build writes it beside every script.
const SOURCE_MAP = '{"version":3,"sources":["../../src/secret-logic.ts"],"mappings":"AAAA"}';
writeFileSync(`${chunk}.map`, SOURCE_MAP);

let t: TestApp;
const domain = 'brand.example';
const plainDomain = 'plain.example';
beforeAll(async () => {
  t = await createTestApp({ webDistDir: distDir, trustProxy: 1 });
  await createSite(t.db, {
    domains: [domain],
    companyName: 'Sun & "Sea" <Travels>',
    title: '</title><script>alert(1)</script>',
    brandingLabel: 'Sun',
    logoUrl: '/app/brand/sun.svg',
    faviconUrl: 'https://img.sun.example/favicon.ico',
    trackingTag: 'GTM-ABC12',
    scriptUrls: [
      'https://cdn.chat.example/widget.js?key=1',
      '/app/local.js',
      "https://evil.example';script-src *",
      'javascript:alert(1)',
    ],
    googleClientId: 'client-123.apps.googleusercontent.com',
    coreSiteUrl: '/app/flight/search',
  });
  await createSite(t.db, { domains: [plainDomain], title: 'Plain Trips', coreSiteUrl: '' });
});
afterAll(async () => {
  await t.close();
  rmSync(workDir, { recursive: true, force: true });
});

const page = (host: string, url = '/app/flight/search', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

/** The policy as directive → sources. */
function policyOf(header: unknown): Map<string, string[]> {
  const directives = String(header ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name);
  return new Map(directives.map(([name, ...sources]) => [name!, sources]));
}

describe('index.html, rendered for the site of the domain', () => {
  it('has the site title and link-preview tags, escaped, and is never cached', async () => {
    const res = await page(`${domain}:3000`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;</title>');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain(
      '<meta property="og:site_name" content="Sun &#38; &#34;Sea&#34; &#60;Travels&#62;" />',
    );
    expect(res.body).toContain(
      '<meta name="description" content="Search and book flights with Sun &#38; &#34;Sea&#34; &#60;Travels&#62;." />',
    );
    expect(res.body).toContain(
      `<meta property="og:image" content="http://${domain}:3000/app/brand/sun.svg" />`,
    );
    // The app bar's logo comes beside the scripts, so it has its size when the app first renders.
    expect(res.body).toContain('<link rel="preload" as="image" href="/app/brand/sun.svg" />');
    // The rest of the built page is untouched: the app's own script still loads.
    expect(res.body).toContain('<script type="module" src="/app/assets/index-abc123.js"></script>');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it('answers every deep link and /app/index.html with the rendered page', async () => {
    // A control character in a page link is the client router's business, not a 400.
    for (const url of ['/app', '/app/', '/app/index.html', '/app/staff/customers?page=2', '/app/x?q=a%00']) {
      const res = await page(plainDomain, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Plain Trips</title>');
    }
  });

  it("a ticket's link names no site in its tab or preview, and is no page for search engines", async () => {
    for (const [url, title] of [
      ['/app/flight/eTicket/c29tZV9fX1BOUjEyMw', 'E-ticket'],
      ['/app/flight/fixedDeparture/print/c29tZV9fX1BOUjEyMw?print=1', 'Ticket'],
    ] as const) {
      const res = await page(domain, url);
      expect(res.statusCode, url).toBe(200);
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head, url).toContain(`<title>${title}</title>`);
      expect(head, url).toContain('<meta name="robots" content="noindex" />');
      // An agency's traveller may open it: nothing of the site it was sold on (decision 0053).
      expect(head, url).not.toMatch(/Sun|og:site_name|og:image|description|sun\.svg/);
    }
  });

  it('a domain nobody set up gets the page as built, with the strict base policy', async () => {
    const res = await page('nobody.example');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Flight Deals</title>');
    expect(res.body).not.toContain('og:site_name');
    const policy = policyOf(res.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
  });
});

describe('what the app needs to start, in index.html', () => {
  const siteDataOf = (body: string) => {
    const json = body.match(/<script id="site-data" type="application\/json">([^<]*)<\/script>/)?.[1];
    return json === undefined ? undefined : JSON.parse(json);
  };

  it("carries the site detection's answer, which no value can break out of", async () => {
    const detected = await call(t.app, 'whitelabel/detetct', { domain });
    const res = await page(domain);
    expect(siteDataOf(res.body)).toEqual(detected.body.data);
    // The title `</title><script>alert(1)</script>` is in it, escaped for a script element.
    expect(res.body).toContain('\\u003c/title\\u003e\\u003cscript\\u003e');
    expect(siteDataOf((await page('nobody.example')).body)).toBeUndefined();
  });

  it("preloads a landing page's chunks after the entry script, and for / the core site's page", async () => {
    const links = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const search = await page(plainDomain, '/app/flight/search?origin=DEL');
    expect(links(search.body)).toEqual(['/app/assets/search-1.js', '/app/assets/forms-2.js']);
    expect(search.body.indexOf('index-abc123.js')).toBeLessThan(search.body.indexOf('search-1.js'));
    expect(links((await page(plainDomain, '/app/flight/searchResult/abc-123')).body)).toEqual([
      '/app/assets/results-3.js',
    ]);
    // `/` opens the core site's page when that is a page of the app; a site without one preloads nothing.
    expect(links((await page(domain, '/app')).body)).toEqual([
      '/app/assets/search-1.js',
      '/app/assets/forms-2.js',
    ]);
    expect(links((await page(plainDomain, '/app/')).body)).toEqual([]);
    expect(links((await page(plainDomain, '/app/staff/customers')).body)).toEqual([]);
    expect(links((await page('nobody.example', '/app/flight/search')).body)).toHaveLength(2);
  });
});

describe('the web app page Content-Security-Policy', () => {
  it("allows the site's script origins, its tag manager and Google sign-in, and nothing injected", async () => {
    const policy = policyOf((await page(domain)).headers['content-security-policy']);
    const scripts = policy.get('script-src')!;
    expect(scripts).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://cdn.chat.example',
        'https://www.googletagmanager.com',
        'https://accounts.google.com/gsi/client',
      ]),
    );
    // A URL that tried to add sources or directives, and a javascript: URL, added nothing.
    expect(scripts.join(' ')).not.toMatch(/evil|\*\s|unsafe|javascript/);
    expect([...policy.keys()].filter((name) => name === 'script-src')).toHaveLength(1);
    expect(policy.get('frame-src')).toEqual(['https://accounts.google.com/gsi/']);
    expect(policy.get('style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://accounts.google.com/gsi/style',
    ]);
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://accounts.google.com/gsi/',
        'https://*.google-analytics.com',
      ]),
    );
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'https://img.sun.example']),
    );
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('a site without a sign-in client or scripts allows only its own scripts and no frames', async () => {
    const policy = policyOf((await page(plainDomain)).headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('over HTTPS (through a trusted proxy) it upgrades insecure requests and sends HSTS', async () => {
    const res = await page(domain, '/app/', { 'x-forwarded-proto': 'https' });
    expect(policyOf(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await page(domain)).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers on every response', () => {
  it('the page, an asset, an API answer, an API error and a 404 all carry them', async () => {
    const site = await call(t.app, 'whitelabel/detetct', { domain });
    const answers = {
      page: await page(domain),
      asset: await page(domain, '/app/assets/index-abc123.js'),
      api: site,
      apiError: await call(t.app, 'wl/user/login', {}),
      missing: await page(domain, '/app/assets/missing.js'),
    };
    expect(site.status).toBe(200);
    expect(answers.apiError.status).toBe(400);
    for (const [name, res] of Object.entries(answers)) {
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], name).toBe('DENY');
      expect(policyOf(res.headers['content-security-policy']).get('frame-ancestors'), name).toEqual([
        "'none'",
      ]);
    }
    // Nothing that is not the app's page may load anything.
    expect(policyOf(answers.api.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
    expect(answers.asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answers.missing.statusCode).toBe(404);
  });
});

describe('files outside the built app', () => {
  // The path tricks of the @fastify/static advisories fixed in 9.1.1–10.1.3 (GHSA-x428-ghpx-8j92,
  // GHSA-83w8-p2f5-377r, GHSA-423g-23ch-w7c6): none may reach a file beside the dist folder.
  it.each([
    '/app/..%2fsecret.js',
    '/app/assets/..%2f..%2fsecret.js',
    '/app/./..//secret.js',
    '/app/%2e%2e/secret.js',
  ])('does not serve %s', async (url) => {
    const res = await page(domain, url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toBe('secret');
  });
});

describe('compression', () => {
  it('a hashed asset goes out as its precompressed file for the encoding accepted, cached for a year', async () => {
    const br = await page(domain, '/app/assets/page-def456.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("from the .br file")');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await page(domain, '/app/assets/page-def456.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("from the .gz file")');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await page(domain, '/app/assets/page-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("plain file")');
  });

  it('index.html, rendered per request, is compressed on the fly and never cached', async () => {
    for (const url of ['/app', '/app/flight/search']) {
      const res = await page(domain, url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toBeDefined();
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain('<meta property="og:site_name"');
    }
  });
});

describe('source maps', () => {
  const MAP = '/app/assets/page-def456.js.map';

  it('are no file of the site by default, and no script points at one', async () => {
    const map = await page(domain, MAP);
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret-logic');
    for (const encoding of ['br', 'identity']) {
      const script = await page(domain, '/app/assets/page-def456.js', { 'accept-encoding': encoding });
      expect(script.statusCode).toBe(200);
      expect(script.headers.sourcemap).toBeUndefined();
    }
  });

  it('are served when WEB_SOURCE_MAPS is on, and each script names its map', async () => {
    const withMaps = await createTestApp({ webDistDir: distDir, webSourceMaps: true });
    try {
      const get = (url: string, encoding: string) =>
        withMaps.app.inject({ method: 'GET', url, headers: { host: domain, 'accept-encoding': encoding } });
      const map = await get(MAP, 'identity');
      expect(map.statusCode).toBe(200);
      expect(map.body).toBe(SOURCE_MAP);
      for (const encoding of ['br', 'identity']) {
        const script = await get('/app/assets/page-def456.js', encoding);
        expect(script.headers.sourcemap, encoding).toBe('page-def456.js.map');
      }
    } finally {
      await withMaps.close();
    }
  });
});
