import { COUNT_CAP, gatewayTransactionsRequest, getSiteWalletEntriesRequest } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayTotals } from '../../modules/payments/payment-records.queries';
import { siteEntryTotals } from '../../modules/wallet/site-wallet-entries.queries';
import { createSite, createUser } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Decision 0070: past the cap, the sums beside a list are of its latest COUNT_CAP matches. Each
// list below has five old entries of ₹10 and COUNT_CAP newer ones of 1 paisa, so a sum of every
// row would say 10,000 + 5,000 and the capped window says 10,000.
const OLD = 5;

describe('the sums beside a list past ten thousand entries', () => {
  it('add up the latest 10,000 wallet entries, credits and debits apart', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    const add = (from: number, to: number, amount: number) =>
      t.db.execute(sql`
        insert into wallet_ledger (id, site_id, user_id, amount, kind, reference, description, created_at)
        select 'sum-' || i, ${site.id}, ${user.id}, ${amount}, 'adjustment', 'sum-' || i, 'entry',
          now() - make_interval(secs => ${COUNT_CAP + OLD} - i)
        from generate_series(${from}::int, ${to}::int) as i`);
    await add(1, OLD, 1_000);
    await add(OLD + 1, OLD + COUNT_CAP / 2, 1);
    await add(OLD + COUNT_CAP / 2 + 1, OLD + COUNT_CAP, -1);
    const totals = await siteEntryTotals(t.db, site.id, getSiteWalletEntriesRequest.parse({}));
    expect(totals).toEqual({ totalRecords: COUNT_CAP + 1, credits: COUNT_CAP / 2, debits: COUNT_CAP / 2 });
    // Under the cap they are of every match.
    const old = await siteEntryTotals(
      t.db,
      site.id,
      getSiteWalletEntriesRequest.parse({ customer: user.email, type: 'credit' }),
    );
    expect(old.credits).toBe(OLD * 1_000 + COUNT_CAP / 2);
  });

  it('add up the latest 10,000 gateway payments and refunds', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    await t.db.execute(sql`
      insert into orders (id, site_id, reference, user_id, status, payment_method, amount, expires_at)
      values ('sum-order', ${site.id}, 'SUM-1', ${user.id}, 'completed', 'gateway', 1000, now())`);
    await t.db.execute(sql`
      insert into payments (id, site_id, order_id, method, amount, state, created_at)
      select 'sum-p-' || i, ${site.id}, 'sum-order', 'gateway', case when i <= ${OLD} then 1000 else 1 end,
        'paid', now() - make_interval(secs => ${COUNT_CAP + OLD} - i)
      from generate_series(1, ${COUNT_CAP + OLD}) as i`);
    const all = await gatewayTotals(t.db, site.id, gatewayTransactionsRequest.parse({}));
    expect(all).toEqual({
      totalRecords: COUNT_CAP + 1,
      totals: { paid: COUNT_CAP, refunded: 0, net: COUNT_CAP },
    });
  });
});
