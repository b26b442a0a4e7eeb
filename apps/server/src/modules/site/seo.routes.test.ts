import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { detectSitePath, OWN_MSG, SEO_MSG, SEO_PAGES, SETTINGS_MSG } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPermissionGroup, createSite } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.schema';

/** A built web app as small as can be: index.html with its placeholder title. */
const distDir = mkdtempSync(path.join(tmpdir(), 'seo-'));
mkdirSync(path.join(distDir, 'assets'), { recursive: true });
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Flight Deals</title></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDistDir: distDir, trustProxy: 1 });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function owner(domain: string, input: Parameters<typeof createSite>[1] = {}) {
  const site = await createSite(t.db, { domains: [domain], title: '', brandingLabel: 'Sunny', ...input });
  const admin = await signIn(t, site.id, { userType: 'staff', isSuperAdmin: true });
  return { siteId: site.id, token: admin.token };
}
const read = (siteId: string, token?: string) =>
  call(t.app, 'whitelabel/seo', {}, { siteId, token, method: 'GET' });
const save = (siteId: string, token: string | undefined, body: object) =>
  call(t.app, 'whitelabel/seo/save', body, { siteId, token });
const get = (host: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('SEO per public page', () => {
  it('lists every public page with its default title, saves, shows and removes an override, audited', async () => {
    const { siteId, token } = await owner('seo-save.test');
    const before = await read(siteId, token);
    expect(before.status).toBe(200);
    expect(before.body.data.pages.map((p: { path: string }) => p.path)).toEqual(SEO_PAGES.map((p) => p.path));
    expect(before.body.data.pages[1]).toMatchObject({
      path: '/flight/search',
      defaultTitle: 'Flight search · Sunny',
      title: null,
      updatedAt: null,
    });
    expect(before.body.data.pages[0].defaultTitle).toBe('Sunny');

    const saved = await save(siteId, token, {
      path: '/flight/search',
      title: '  Cheap flights <today>  ',
      description: 'Fares from every airline',
      ogImageUrl: 'https://img.example/og.png',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.message).toBe(SETTINGS_MSG.saved);
    expect(saved.body.data.page).toMatchObject({
      title: 'Cheap flights <today>',
      ogImageUrl: 'https://img.example/og.png',
    });
    const shown = (await read(siteId, token)).body.data.pages[1];
    expect(shown).toMatchObject({ title: 'Cheap flights <today>', description: 'Fares from every airline' });
    expect(Date.parse(shown.updatedAt)).not.toBeNaN();

    // A path of our own is an image too; blank fields are none.
    const own = await save(siteId, token, {
      path: '/login',
      title: '',
      description: 'Sign in',
      ogImageUrl: '/app/og.png',
    });
    expect(own.body.data.page).toMatchObject({
      title: null,
      description: 'Sign in',
      ogImageUrl: '/app/og.png',
    });

    const removed = await save(siteId, token, {
      path: '/flight/search',
      title: ' ',
      description: '',
      ogImageUrl: null,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.page).toMatchObject({ title: null, description: null, updatedAt: null });
    expect((await read(siteId, token)).body.data.pages[1].title).toBeNull();

    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteId, siteId), eq(auditLog.action, 'settings.seo')));
    expect(audited.map((e) => e.summary).sort()).toEqual([
      'SEO of Flight search changed: title, description, ogImageUrl',
      'SEO of Flight search removed',
      'SEO of Log in changed: description, ogImageUrl',
    ]);
  });

  it('refuses a too long title or description, a bad image address and an unknown page, under their fields', async () => {
    const { siteId, token } = await owner('seo-bad.test');
    const bad = await save(siteId, token, {
      path: '/flight/search',
      title: 'x'.repeat(71),
      description: 'y'.repeat(161),
      ogImageUrl: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      title: OWN_MSG.tooLong(70),
      description: OWN_MSG.tooLong(160),
      ogImageUrl: SETTINGS_MSG.scriptUrl,
    });
    for (const ogImageUrl of ['http://img.example/a.png', '//evil.example/a.png']) {
      const res = await save(siteId, token, { path: '/login', ogImageUrl });
      expect(res.body.errors?.ogImageUrl).toBe(SETTINGS_MSG.scriptUrl);
    }
    const unknown = await save(siteId, token, { path: '/staff', title: 'Staff' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.path).toBe(SEO_MSG.path);
    // Exactly the limits pass.
    const fits = await save(siteId, token, {
      path: '/',
      title: 'x'.repeat(70),
      description: 'y'.repeat(160),
    });
    expect(fits.status).toBe(200);
  });

  it('is for staff granted the site setting, and each site sees only its own', async () => {
    const { siteId, token } = await owner('seo-guard.test');
    await save(siteId, token, { path: '/signup', title: 'Join us' });
    const group = await createPermissionGroup(t.db, siteId, { permissions: ['settings.outbox'] });
    const staff = await signIn(t, siteId, { userType: 'staff', rbacUserGroupId: group.id });
    const customer = await signIn(t, siteId);
    for (const who of [staff.token, customer.token]) {
      expect((await read(siteId, who)).status).toBe(403);
      expect((await save(siteId, who, { path: '/', title: 'Mine' })).status).toBe(403);
    }
    expect((await read(siteId)).status).toBe(401);
    expect((await save(siteId, undefined, { path: '/', title: 'Mine' })).status).toBe(401);

    const other = await owner('seo-other.test');
    const theirs = (await read(other.siteId, other.token)).body.data.pages;
    expect(theirs.every((p: { title: string | null }) => p.title === null)).toBe(true);
    expect((await save(siteId, other.token, { path: '/', title: 'Mine' })).status).toBe(401);
  });
});

describe('index.html of a public page', () => {
  it("carries staff's title, description and image, escaped, and the app gets the titles", async () => {
    const host = 'seo-page.test';
    const { siteId, token } = await owner(host, { companyName: 'Sunny Trips', logoUrl: '/app/logo.png' });
    const plain = (await get(host, '/app/flight/search')).body;
    expect(plain).toContain('<title>Sunny</title>');
    expect(plain).toContain('content="Search and book flights with Sunny Trips."');

    await save(siteId, token, {
      path: '/flight/search',
      title: 'Cheap "flights" <now>',
      description: 'Fares & more',
      ogImageUrl: '/app/og.png',
    });
    const res = await get(host, '/app/flight/search?x=1', { 'x-forwarded-proto': 'https' });
    expect(res.body).toContain('<title>Cheap &#34;flights&#34; &#60;now&#62;</title>');
    expect(res.body).toContain('<meta name="description" content="Fares &#38; more" />');
    expect(res.body).toContain(
      '<meta property="og:title" content="Cheap &#34;flights&#34; &#60;now&#62;" />',
    );
    expect(res.body).toContain('<meta property="og:description" content="Fares &#38; more" />');
    expect(res.body).toContain(`<meta property="og:image" content="https://${host}/app/og.png" />`);
    expect(res.body).toContain('"seoTitles":{"/flight/search":"Cheap \\"flights\\" \\u003cnow\\u003e"}');
    // A trailing slash is the same page; another page keeps the site's own.
    expect((await get(host, '/app/flight/search/')).body).toContain('<title>Cheap');
    const login = (await get(host, '/app/login')).body;
    expect(login).toContain('<title>Sunny</title>');
    expect(login).toContain(`content="http://${host}/app/logo.png"`);

    const detect = () => call(t.app, detectSitePath, { domain: host });
    expect((await detect()).body.data.seoTitles).toEqual({ '/flight/search': 'Cheap "flights" <now>' });

    // Removed: the site's own again, at once (the cached rows are forgotten).
    await save(siteId, token, { path: '/flight/search' });
    expect((await get(host, '/app/flight/search')).body).toContain('<title>Sunny</title>');
    expect((await detect()).body.data.seoTitles).toEqual({});
  });
});

describe('sitemap.xml and robots.txt per domain', () => {
  it("list the site's public pages on its own host, with staff's changes dated", async () => {
    const host = 'seo-map.test';
    const { siteId, token } = await owner(host, { activeModules: ['flights', 'fixedDepartures'] });
    await save(siteId, token, { path: '/privacy_policy', description: 'What we keep' });
    const map = await get(host, '/sitemap.xml', { 'x-forwarded-proto': 'https' });
    expect(map.statusCode).toBe(200);
    expect(map.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...map.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(SEO_PAGES.map((p) => `https://${host}/app${p.path === '/' ? '/' : p.path}`));
    expect(map.body).toMatch(
      new RegExp(`<loc>https://${host}/app/privacy_policy</loc>\\n\\s*<lastmod>\\d{4}-\\d\\d-\\d\\dT`),
    );
    expect(map.body.match(/<lastmod>/g)).toHaveLength(1);

    const robots = await get(host, '/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Allow: /app/fixed-departures\n');
    expect(robots.body).toContain('Allow: /app/$\n');
    for (const closed of ['/app/staff/', '/app/user/', '/api/'])
      expect(robots.body).toContain(`Disallow: ${closed}\n`);
    expect(robots.body).toContain(`Sitemap: http://${host}/sitemap.xml`);
  });

  it('leave out modules that are off, everything but login on a locked site, and unknown hosts', async () => {
    await owner('seo-flights.test', { activeModules: ['flights'] });
    const map = (await get('seo-flights.test', '/sitemap.xml')).body;
    expect(map).toContain('/app/flight/search</loc>');
    expect(map).not.toContain('fixed-departures');
    expect((await get('seo-flights.test', '/robots.txt')).body).not.toContain('fixed-departures');

    await owner('seo-locked.test', { isLocked: true, activeModules: ['flights', 'fixedDepartures'] });
    const locked = (await get('seo-locked.test', '/sitemap.xml')).body;
    expect([...locked.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'http://seo-locked.test/app/login',
    ]);
    const robots = (await get('seo-locked.test', '/robots.txt')).body;
    expect(robots).toContain('Allow: /app/login\n');
    expect(robots).toContain('Disallow: /app/\n');
    expect(robots).not.toContain('Allow: /app/flight');

    expect((await get('nobody.test', '/sitemap.xml')).statusCode).toBe(404);
    expect((await get('nobody.test', '/robots.txt')).statusCode).toBe(404);
  });
});

describe('with the request cache on', () => {
  it('forgets the cached settings on each save, so the next page shows them', async () => {
    const cached = await createTestApp({ webDistDir: distDir, requestCacheSeconds: 60 });
    try {
      const host = 'seo-cached.test';
      const site = await createSite(cached.db, { domains: [host], title: 'Cached' });
      const { token } = await signIn(cached, site.id, { userType: 'staff', isSuperAdmin: true });
      const title = async () =>
        /<title>([^<]*)<\/title>/.exec(
          (await cached.app.inject({ url: '/app/login', headers: { host } })).body,
        )?.[1];
      expect(await title()).toBe('Cached');
      const put = (body: object) => call(cached.app, 'whitelabel/seo/save', body, { siteId: site.id, token });
      await put({ path: '/login', title: 'Sign in to Cached' });
      expect(await title()).toBe('Sign in to Cached');
      await put({ path: '/login' });
      expect(await title()).toBe('Cached');
    } finally {
      await cached.close();
    }
  });
});
