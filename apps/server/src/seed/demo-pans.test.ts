import { TAX_ID_MSG } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { seedDemo } from './demo';
import { DEFAULT_TEST_PASSWORD } from './factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

describe('demo PANs', () => {
  it('give Verify PAN card a well-formed account PAN and a malformed billing one, once however often it runs', async () => {
    const { flightDeals } = await seedDemo(t.db);
    await seedDemo(t.db);
    const siteId = flightDeals.id;
    const login = await call(
      t.app,
      'wl/user/login',
      { email: 'admin@flightdeals.test', password: DEFAULT_TEST_PASSWORD, status: 'password' },
      { siteId },
    );
    const list = await call(
      t.app,
      'customers/pan/list',
      { page: 1 },
      { siteId, token: login.body.data.token },
    );
    expect(list.status).toBe(200);
    const shown = list.body.data.records.map((r: Record<string, unknown>) => [
      r.email,
      r.panSource,
      r.formatProblem,
    ]);
    expect(shown).toEqual(
      expect.arrayContaining([
        ['meera.nair@example.test', 'account', null],
        ['rohan.verma@example.test', 'billing', TAX_ID_MSG.panHolder],
      ]),
    );
    expect(list.body.data.totalRecords).toBe(2);
  });
});
