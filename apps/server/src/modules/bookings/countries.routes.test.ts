import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../seed/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';

describe('country lists for the passenger form', () => {
  let t: TestApp;
  let siteId: string;
  beforeAll(async () => {
    t = await createTestApp();
    siteId = (await createSite(t.db)).id;
  });
  afterAll(() => t.close());

  const get = async (path: string) => (await call(t.app, path, {}, { siteId, method: 'GET' })).body.data;

  it('lists every country with its dial code, India first', async () => {
    const countries = await get('api/getCountryList');
    expect(countries.length).toBeGreaterThan(200);
    expect(countries[0]).toEqual({ name: 'India', dial_code: '+91', code: 'IN' });
    expect(countries).toContainEqual({ name: 'United Arab Emirates', dial_code: '+971', code: 'AE' });
  });

  it('leaves the excluded countries out of the dial codes only', async () => {
    const codes = (await get('api/getPhoneCodeList')).map((c: { code: string }) => c.code);
    for (const code of ['PK', 'AF', 'IQ', 'IR', 'KP', 'PS']) expect(codes).not.toContain(code);
    expect(codes).toContain('IN');
    const countries = (await get('api/getCountryList')).map((c: { code: string }) => c.code);
    expect(countries).toContain('PK');
  });

  it('names nationalities by country', async () => {
    expect(await get('api/getNationalities')).toContainEqual({ code: 'GB', name: 'United Kingdom' });
  });

  it('needs a site', async () => {
    expect((await call(t.app, 'api/getCountryList', {}, { method: 'GET' })).status).toBe(400);
  });
});
