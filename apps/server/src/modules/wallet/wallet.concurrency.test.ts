import { DEFAULT_PERMISSIONS } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPermissionGroup, createSite } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { walletBalance } from './wallet.ledger';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Only PostgreSQL runs transactions truly side by side; PGlite has one connection and serialises
 * them, so there the same test shows the arithmetic but cannot prove the lock.
 */
describe('wallet under concurrent credits and debits', () => {
  let t: TestApp;
  let siteId: string;
  let staff: string;

  beforeAll(async () => {
    t = await createTestApp();
    siteId = (await createSite(t.db)).id;
    // Staff who may add and take money (neither is a default permission).
    const accounts = await createPermissionGroup(t.db, siteId, {
      permissions: [...DEFAULT_PERMISSIONS, 'wallets.credit', 'wallets.debit'],
    });
    staff = (await signIn(t, siteId, { userType: 'staff', rbacUserGroupId: accounts.id })).token;
  });
  afterAll(() => t.close());

  async function hammer(count: number) {
    const limit = 50_000;
    const { user } = await signIn(t, siteId, { userType: 'travelAgent', walletCreditLimit: limit });
    // Debits ask for three times what credits bring: most must be refused at the floor.
    const ops = Array.from({ length: count }, (_, i) =>
      i % 2 === 0 ? { type: 'credit', amount: 10_000 } : { type: 'debit', amount: 30_000 },
    );
    const results = await Promise.all(
      ops.map((op) =>
        call(
          t.app,
          'wl/user/addWlUserWalletEntry',
          { userId: user.id, remarks: 'load', ...op },
          { siteId, token: staff },
        ),
      ),
    );
    expect(results.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    const accepted = results
      .map((r, i) => (r.status === 200 ? (ops[i]?.type === 'credit' ? 1 : -1) * (ops[i]?.amount ?? 0) : 0))
      .reduce((a, b) => a + b, 0);
    const balance = await walletBalance(t.db, siteId, user.id);
    const [entries] = await t.db
      .execute<{ n: string; total: string }>(
        sql`select count(*) as n, coalesce(sum(amount), 0) as total from wallet_ledger where user_id = ${user.id}`,
      )
      .then((r) => r.rows);
    expect(Number(entries?.total)).toBe(balance);
    expect(balance).toBe(accepted);
    expect(Number(entries?.n)).toBe(results.filter((r) => r.status === 200).length);
    expect(balance).toBeGreaterThanOrEqual(-limit);
    expect(results.some((r) => r.status === 400)).toBe(true);
  }

  it.runIf(onPostgres)(
    '1,000 concurrent credits and debits on PostgreSQL (TEST_DATABASE_URL) keep the floor',
    async () => {
      await hammer(1000);
    },
    120_000,
  );

  it.runIf(!onPostgres)(
    '200 concurrent credits and debits on PGlite keep the floor (the 1,000 run needs TEST_DATABASE_URL)',
    async () => {
      await hammer(200);
    },
    60_000,
  );
});
