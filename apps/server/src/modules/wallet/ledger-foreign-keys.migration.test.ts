import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client';
import { databaseMigratedUpTo, oldSite, oldUser } from '../../test/migrations-up-to';
import { oldFlightBooking } from '../../test/old-flight-orders';
import { walletLedger } from './wallet.schema';

/**
 * Migration 0013 (decision 0034) on a database filled through the old schema: every entry that
 * named an order by a string now names it by key, wallet refunds name their refund row, and every
 * wallet balance is the same before and after.
 */
describe('the ledger names orders and refunds by key (migration 0013)', () => {
  let past: Awaited<ReturnType<typeof databaseMigratedUpTo>>;
  let db: Db;

  beforeAll(async () => {
    past = await databaseMigratedUpTo(12);
    db = past.db;
  });
  afterAll(() => past.close());

  it('fills the keys from the references and moves no balance', async () => {
    const site = await oldSite(db);
    const asha = await oldUser(db, site.id, 'travelAgent');
    const ravi = await oldUser(db, site.id, 'corporate');
    const paid = await oldFlightBooking(db, site.id, asha.id, { price: 400_000 });
    const heldThenPaid = await oldFlightBooking(db, site.id, ravi.id, { price: 250_000 });
    // The columns of migration 12's change_requests: the schema of today has more (site_fee, 0037).
    const request = { id: crypto.randomUUID() };
    await db.execute(sql`insert into change_requests
      (id, site_id, booking_id, supplier_change_request_id, request_type, remarks, status, status_text,
       refunded_amount, created_by_id)
      values (${request.id}, ${site.id}, ${paid.id}, 7001, 1, 'Cancel', 3, 'Completed', 90000, ${asha.id})`);
    const legRefund = { id: crypto.randomUUID() };
    await db.execute(sql`insert into refunds
      (id, site_id, order_id, method, amount, reason, state, reference, payment_ref)
      values (${legRefund.id}, ${site.id}, ${paid.orderId}, 'wallet', 50000, 'leg failed', 'settled',
        ${`${paid.orderId}:0`}, ${paid.orderId})`);
    // Written as the old code wrote them: a reference string and nothing else.
    const old = (
      userId: string,
      amount: number,
      kind: 'topup' | 'booking' | 'refund' | 'adjustment',
      reference: string,
    ) =>
      db.execute(
        sql`insert into wallet_ledger (id, site_id, user_id, amount, kind, reference, description)
            values (${crypto.randomUUID()}, ${site.id}, ${userId}, ${amount}, ${kind}, ${reference}, 'old')`,
      );
    await old(asha.id, 1_000_000, 'topup', `seed-${asha.id}`);
    await old(asha.id, -400_000, 'booking', paid.orderId);
    await old(asha.id, 50_000, 'refund', `${paid.orderId}:0`);
    await old(asha.id, 90_000, 'refund', `cr:${request.id}`);
    await old(ravi.id, 600_000, 'topup', `seed-${ravi.id}`);
    await old(ravi.id, -250_000, 'booking', `${heldThenPaid.orderId}T2`);
    await old(ravi.id, 250_000, 'refund', `${heldThenPaid.orderId}T2:staff`);
    await old(ravi.id, -1_500, 'adjustment', 'staff:fee');
    const balances = async () =>
      (
        await db.execute<{ user_id: string; balance: string }>(
          sql`select user_id, sum(amount)::text as balance from wallet_ledger group by user_id order by user_id`,
        )
      ).rows;
    const before = await balances();

    await past.toLatest();

    expect(await balances()).toEqual(before);
    const keys = await db
      .select({
        reference: walletLedger.reference,
        orderId: walletLedger.orderId,
        refundId: walletLedger.refundId,
      })
      .from(walletLedger)
      .where(eq(walletLedger.siteId, site.id));
    const of = (reference: string) => keys.find((k) => k.reference === reference);
    expect(of(paid.orderId)).toMatchObject({ orderId: paid.orderId, refundId: null });
    expect(of(`${paid.orderId}:0`)).toMatchObject({ orderId: paid.orderId, refundId: legRefund.id });
    expect(of(`cr:${request.id}`)).toMatchObject({ orderId: paid.orderId });
    expect(of(`${heldThenPaid.orderId}T2`)).toMatchObject({ orderId: heldThenPaid.orderId });
    expect(of(`${heldThenPaid.orderId}T2:staff`)).toMatchObject({ orderId: heldThenPaid.orderId });
    expect(of(`seed-${asha.id}`)?.orderId).toBeNull();
    expect(of('staff:fee')?.orderId).toBeNull();
  });
});
