import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CUSTOMER_MSG,
  detectSitePath,
  getUserBySessionIdPath,
  logoutPath,
  RULE_PATHS,
  toggleBlockPath,
  updateMyProfilePath,
} from '@app/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { type Config, testConfig } from '../config';
import { users } from '../modules/accounts/accounts.schema';
import { flightSearches } from '../modules/flights/flights.schema';
import { markupRules } from '../modules/markup/markup.schema';
import { sites } from '../modules/site/site.schema';
import { createMarkupGroup, createSite } from '../seed/factories';
import { adminQuery, withDatabase } from '../test/postgres-admin';
import { startSandbox, type TestSandbox } from '../test/sandbox';
import { oneWaySearch } from '../test/searches';
import { call, createTestApp, signIn, type TestApp } from '../test/test-app';

/**
 * The request cache (sessions, sites, markup rules) and batched looks, switched on as `npm start`
 * runs them. Each test first shows the cache is really in use (a row changed behind the app's back
 * is not seen yet), then that the app's own change is seen at once.
 */
const CACHED: Partial<Config> = { requestCacheSeconds: 60 };
const oneWay = oneWaySearch();

let t: TestApp;
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
  t = await createTestApp({ ...CACHED, supplier: sandbox.supplierConfig({ timeoutMs: 5000 }) });
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

const me = (app: App, siteId: string, token: string) =>
  call(app, getUserBySessionIdPath, {}, { siteId, token });
const renameBehindTheAppsBack = (userId: string, firstName: string) =>
  t.db.update(users).set({ firstName }).where(eq(users.id, userId));

describe('cached sessions', () => {
  it('refuses a blocked customer on their next call, though their session was cached', async () => {
    const site = await createSite(t.db);
    const staff = await signIn(t, site.id, { userType: 'staff', isSuperAdmin: true });
    const customer = await signIn(t, site.id, { userType: 'retail', firstName: 'Asha' });
    expect((await me(t.app, site.id, customer.token)).body.data.firstName).toBe('Asha');
    await renameBehindTheAppsBack(customer.user.id, 'Changed');
    expect((await me(t.app, site.id, customer.token)).body.data.firstName).toBe('Asha');

    const blocked = await call(
      t.app,
      toggleBlockPath,
      { customerId: customer.user.id, isBlocked: true },
      { siteId: site.id, token: staff.token },
    );
    expect(blocked.body.message).toBe(CUSTOMER_MSG.blocked);
    expect((await me(t.app, site.id, customer.token)).status).toBe(401);
  });

  it('ends a session at logout at once, and shows the user’s own changes on the next call', async () => {
    const site = await createSite(t.db);
    const { user, token } = await signIn(t, site.id, { userType: 'retail', firstName: 'Ravi' });
    await me(t.app, site.id, token);
    await renameBehindTheAppsBack(user.id, 'Changed');
    expect((await me(t.app, site.id, token)).body.data.firstName).toBe('Ravi');

    const saved = await call(
      t.app,
      updateMyProfilePath,
      { firstName: 'Ravindra' },
      { siteId: site.id, token },
    );
    expect(saved.status).toBe(200);
    expect((await me(t.app, site.id, token)).body.data.firstName).toBe('Ravindra');

    expect((await call(t.app, logoutPath, {}, { siteId: site.id, token })).status).toBe(200);
    expect((await me(t.app, site.id, token)).status).toBe(401);
  });

  it('answers a token only on the site it was issued for, cached or not', async () => {
    const site = await createSite(t.db);
    const other = await createSite(t.db);
    const { token } = await signIn(t, site.id);
    expect((await me(t.app, site.id, token)).status).toBe(200);
    expect((await me(t.app, other.id, token)).status).toBe(401);
  });
});

describe('cached sites', () => {
  it('sees a settings change once the site is forgotten', async () => {
    const site = await createSite(t.db, { title: 'Old title' });
    const [domain] = site.domains;
    const detect = async () =>
      (await call(t.app, detectSitePath, { domain })).body.data.brandingSettings.form.title;
    expect(await detect()).toBe('Old title');
    await t.db.update(sites).set({ title: 'New title' }).where(eq(sites.id, site.id));
    expect(await detect()).toBe('Old title');
    await t.app.sites.forget(site.id);
    expect(await detect()).toBe('New title');
  });
});

describe('cached markup rules', () => {
  it('prices the next result page with a rule staff just changed', async () => {
    const site = await createSite(t.db);
    const group = await createMarkupGroup(t.db, site.id, { groupName: 'Retail', isDefault: true });
    const staff = await signIn(t, site.id, { userType: 'staff', isSuperAdmin: true });
    const asStaff = (p: string, body: object) =>
      call(t.app, p, body, { siteId: site.id, token: staff.token });
    const rule = { airlineCode: '6E', groupId: group.id, valueType: 'percentage', per: 'booking' } as const;
    const added = await asStaff(RULE_PATHS.airlineSpecific.save, { ...rule, value: 1000 });
    expect(added.status).toBe(200);
    const markupId = added.body.data.markupId as string;
    // Each time a new search, then its result page.
    const markupOf6E = async () => {
      const { searchId } = (await call(t.app, 'api/search', oneWay, { siteId: site.id })).body.data;
      const page = await call(t.app, 'api/getFlightPrice', { searchId }, { siteId: site.id });
      const fares = page.body.data.results[0] as {
        airlineCode: string;
        publishedFare: number;
        markup: { amount: number };
      }[];
      const fare = fares.find((f) => f.airlineCode === '6E')!;
      return fare.markup.amount / fare.publishedFare;
    };
    expect(await markupOf6E()).toBeCloseTo(0.1, 2);

    await t.db.update(markupRules).set({ value: 3000 }).where(eq(markupRules.id, markupId));
    expect(await markupOf6E()).toBeCloseTo(0.1, 2);

    const changed = await asStaff(RULE_PATHS.airlineSpecific.save, { ...rule, markupId, value: 2000 });
    expect(changed.status).toBe(200);
    expect(await markupOf6E()).toBeCloseTo(0.2, 2);
  });
});

describe('batched looks', () => {
  it('counts looks not written yet against the limit, and writes them all when the app closes', async () => {
    // Its own app on storage that outlives it: a PostgreSQL database, or a PGlite directory.
    const server = process.env.TEST_DATABASE_URL;
    const dbName = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const dataDir = server ? undefined : await mkdtemp(path.join(tmpdir(), 'looks-'));
    if (server) await adminQuery(server, `create database ${dbName}`);
    const databaseUrl = server ? withDatabase(server, dbName) : undefined;
    const open = () =>
      buildApp(
        testConfig({
          ...CACHED,
          databaseUrl,
          ...(dataDir ? { dataDir } : {}),
          supplier: sandbox.supplierConfig({ timeoutMs: 5000 }),
          lookBatch: { rows: 1000, ms: 60_000 },
        }),
      );
    try {
      const app = await open();
      const site = await createSite(app.database.db, { lookToBookLimit: 2 });
      const { user, token } = await signIn({ app, db: app.database.db } as TestApp, site.id);
      const looks = async (db: App['database']['db']) =>
        (await db.select({ n: count() }).from(flightSearches).where(eq(flightSearches.userId, user.id)))[0]
          ?.n;
      const search = () => call(app, 'api/search', oneWay, { siteId: site.id, token });

      expect((await search()).status).toBe(200);
      expect((await search()).status).toBe(200);
      expect(await looks(app.database.db)).toBe(0);
      const refused = await search();
      expect(refused.status).toBe(429);
      expect(refused.body.errorMessage).toBe(CUSTOMER_MSG.lookToBookExceeded(2));
      await app.close();

      const reopened = await open();
      expect(await looks(reopened.database.db)).toBe(2);
      await reopened.close();
    } finally {
      if (server) await adminQuery(server, `drop database if exists ${dbName} with (force)`);
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }
    // On PGlite the directory is migrated from nothing and opened twice: 45 s on a loaded machine.
  }, 120_000);
});

// Two apps need a database both can open: PostgreSQL and Redis (CI sets both, .ci/run); PGlite is one process's.
describe.skipIf(!process.env.TEST_REDIS_URL || !process.env.TEST_DATABASE_URL)('on Redis', () => {
  it('a second instance sharing the Redis sees a logout at once, though it held the session near', async () => {
    const server = process.env.TEST_DATABASE_URL!;
    const dbName = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await adminQuery(server, `create database ${dbName}`);
    const config = testConfig({
      ...CACHED,
      databaseUrl: withDatabase(server, dbName),
      redisUrl: process.env.TEST_REDIS_URL,
    });
    const first = await buildApp(config);
    const second = await buildApp(config);
    try {
      const site = await createSite(first.database.db);
      const { user, token } = await signIn({ app: first, db: first.database.db } as TestApp, site.id, {
        firstName: 'Meera',
      });
      expect((await me(first, site.id, token)).status).toBe(200);
      // The second instance reads the session the first one cached: shared, not its own.
      await first.database.db.update(users).set({ firstName: 'Changed' }).where(eq(users.id, user.id));
      expect((await me(second, site.id, token)).body.data.firstName).toBe('Meera');

      expect((await call(first, logoutPath, {}, { siteId: site.id, token })).status).toBe(200);
      expect((await me(second, site.id, token)).status).toBe(401);
    } finally {
      await first.close();
      await second.close();
      await adminQuery(server, `drop database if exists ${dbName} with (force)`);
    }
  });
});
