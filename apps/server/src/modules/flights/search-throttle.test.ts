import { OWN_MSG } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../seed/factories';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { inDays, oneWaySearch } from '../../test/searches';
import { type CallOptions, call, createTestApp, signIn, type TestApp } from '../../test/test-app';

const LIMIT = 3;
const oneWay = oneWaySearch();

let t: TestApp;
let sandbox: TestSandbox;
let siteId: string;
beforeAll(async () => {
  sandbox = await startSandbox();
  t = await createTestApp({
    supplier: sandbox.supplierConfig({ timeoutMs: 10_000 }),
    searchLimits: { anonymousPerAddress: LIMIT, windowSeconds: 60 },
  });
  siteId = (await createSite(t.db)).id;
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

const search = (options: CallOptions = {}) => call(t.app, 'api/search', oneWay, { siteId, ...options });
const supplierSearches = () => sandbox.operations.filter((op) => op === 'Search').length;

describe('anonymous flight search is limited per client address', () => {
  it('refuses the (limit+1)th search from one address with 429, before the supplier is asked', async () => {
    const remoteAddress = '203.0.113.10';
    for (let i = 0; i < LIMIT; i++) expect((await search({ remoteAddress })).status).toBe(200);
    const asked = supplierSearches();
    const refused = await search({ remoteAddress });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, errorMessage: OWN_MSG.tooManySearches });
    // The flight client's own base path is the same search: it shares the count.
    const other = await call(t.app, 'nfs/flights/api/search', oneWay, { siteId, remoteAddress });
    expect(other.status).toBe(429);
    expect(supplierSearches()).toBe(asked);
  });

  it('leaves signed-in users and other addresses alone', async () => {
    const remoteAddress = '203.0.113.20';
    for (let i = 0; i <= LIMIT; i++) await search({ remoteAddress });
    expect((await search({ remoteAddress })).status).toBe(429);

    const { token } = await signIn(t, siteId);
    for (let i = 0; i <= LIMIT; i++) expect((await search({ remoteAddress, token })).status).toBe(200);
    expect((await search({ remoteAddress: '203.0.113.21' })).status).toBe(200);
  });

  it('counts a calendar-fare month in the same allowance', async () => {
    const remoteAddress = '203.0.113.40';
    const month = { origin: 'DEL', destination: 'BOM', month: inDays(30).slice(0, 7) };
    for (let i = 0; i < LIMIT - 1; i++) await search({ remoteAddress });
    expect((await call(t.app, 'api/getCalendarFare', month, { siteId, remoteAddress })).status).toBe(200);
    expect((await call(t.app, 'api/getCalendarFare', month, { siteId, remoteAddress })).status).toBe(429);
    expect((await search({ remoteAddress })).status).toBe(429);
  });

  it('lets at most the limit through when searches race', async () => {
    const remoteAddress = '203.0.113.30';
    const answers = await Promise.all(Array.from({ length: 10 }, () => search({ remoteAddress })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(LIMIT);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10 - LIMIT);
  });
});
