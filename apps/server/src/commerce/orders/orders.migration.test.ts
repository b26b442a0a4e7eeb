import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client';
import { databaseMigratedUpTo, oldSite, oldUser } from '../../test/migrations-up-to';
import { oldFlightBooking } from '../../test/old-flight-orders';

/**
 * Migrations 0015–0017 (decision 0035) on a database filled through the schema before them: every
 * flight order becomes an order with its checkout and an item per fare, every attempt to pay a
 * payment, every refund and ledger debit names its payment, and no balance, booking or amount moves.
 */
describe('flight orders become orders with payments and items (migrations 0015–0017)', () => {
  let old: Awaited<ReturnType<typeof databaseMigratedUpTo>>;
  let db: Db;

  beforeAll(async () => {
    old = await databaseMigratedUpTo(14);
    db = old.db;
  });
  afterAll(() => old.close());

  it('moves every order, payment, refund and ledger entry and keeps every balance', async () => {
    const site = await oldSite(db);
    const agent = await oldUser(db, site.id, 'travelAgent');
    const retail = await oldUser(db, site.id, 'retail');
    const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];
    const ledger = (
      userId: string,
      amount: number,
      kind: string,
      reference: string,
      orderId: string | null,
    ) =>
      db.execute(sql`insert into wallet_ledger (id, site_id, user_id, amount, kind, reference, order_id, description)
        values (${crypto.randomUUID()}, ${site.id}, ${userId}, ${amount}, ${kind}, ${reference}, ${orderId}, 'old')`);
    const refund = (orderId: string, method: string, amount: number, reference: string, paymentRef: string) =>
      db.execute(sql`insert into refunds (id, site_id, order_id, method, amount, reason, state, reference, payment_ref)
        values (${crypto.randomUUID()}, ${site.id}, ${orderId}, ${method}, ${amount}, 'leg failed', 'settled',
          ${reference}, ${paymentRef})`);

    await ledger(agent.id, 2_000_000, 'topup', `seed-${agent.id}`, null);
    // A wallet order, one leg refunded to the wallet.
    const wallet = await oldFlightBooking(db, site.id, agent.id, { price: 400_000 });
    await ledger(agent.id, -400_000, 'booking', wallet.orderId, wallet.orderId);
    await refund(wallet.orderId, 'wallet', 50_000, `${wallet.orderId}:0`, wallet.orderId);
    await ledger(agent.id, 50_000, 'refund', `${wallet.orderId}:0`, wallet.orderId);
    // A card order, part of it refunded to the card.
    const card = await oldFlightBooking(db, site.id, retail.id, {
      price: 300_000,
      order: { paymentMethod: 'gateway', gatewayTransactionId: 'TXN-CARD' },
    });
    await refund(card.orderId, 'gateway', 20_000, `${card.orderId}R0`, card.orderId);
    // A hold paid on its second attempt: the first was paid, refused by the airline and refunded.
    const hold = await oldFlightBooking(db, site.id, agent.id, { price: 250_000 });
    await db.execute(sql`update flight_orders set hold_requested = true, payment_ref = ${`${hold.orderId}T2`}
      where id = ${hold.orderId}`);
    await ledger(agent.id, -250_000, 'booking', `${hold.orderId}T1`, hold.orderId);
    await refund(hold.orderId, 'wallet', 250_000, `${hold.orderId}T1:0`, `${hold.orderId}T1`);
    await ledger(agent.id, 250_000, 'refund', `${hold.orderId}T1:0`, hold.orderId);
    await ledger(agent.id, -250_000, 'booking', `${hold.orderId}T2`, hold.orderId);
    // A card payment still open, and an order a crash left before staff without a case.
    const open = await oldFlightBooking(db, site.id, retail.id, { order: { paymentMethod: 'gateway' } });
    await db.execute(sql`update flight_orders set status = 'pending', paid_at = null, completed_at = null
      where id = ${open.orderId}`);
    const stuck = await oldFlightBooking(db, site.id, agent.id);
    await db.execute(sql`update flight_orders set status = 'processing', needs_staff_attention = true
      where id = ${stuck.orderId}`);

    const balances = () =>
      rows(
        sql`select user_id, sum(amount)::int as balance from wallet_ledger group by user_id order by user_id`,
      );
    const bookings = () =>
      rows(sql`select id, order_id, leg_index, status, pnr, accounting from flight_bookings order by id`);
    const ordersBefore = await rows<{ id: string; amount: number; search_id: string; details: unknown }>(
      sql`select id, amount, status, search_id, details from flight_orders order by id`,
    );
    const [balancesBefore, bookingsBefore] = [await balances(), await bookings()];

    await old.toLatest();

    expect(await balances()).toEqual(balancesBefore);
    expect(await bookings()).toEqual(bookingsBefore);
    const ordersAfter = await rows(
      sql`select o.id, o.amount, o.status, c.search_id, c.details from orders o
          join flight_checkouts c on c.order_id = o.id order by o.id`,
    );
    expect(ordersAfter).toEqual(ordersBefore);

    const payments = await rows<{ id: string }>(
      sql`select id, order_id, method, provider, provider_transaction_id, amount, state from payments order by id`,
    );
    const payment = (id: string) => payments.find((p) => p.id === id);
    expect(payment(wallet.orderId)).toMatchObject({ method: 'wallet', amount: 400_000, state: 'paid' });
    expect(payment(card.orderId)).toMatchObject({
      method: 'gateway',
      provider: 'phonepe',
      provider_transaction_id: 'TXN-CARD',
      state: 'paid',
    });
    expect(payment(`${hold.orderId}T1`)).toMatchObject({
      order_id: hold.orderId,
      method: 'wallet',
      state: 'paid',
    });
    expect(payment(`${hold.orderId}T2`)).toMatchObject({
      order_id: hold.orderId,
      method: 'wallet',
      state: 'paid',
    });
    expect(payment(open.orderId)).toMatchObject({ method: 'gateway', state: 'pending' });

    // Refunds and ledger debits name their payment by key.
    expect(await rows(sql`select reference, payment_id from refunds order by reference`)).toEqual(
      [
        { reference: `${card.orderId}R0`, payment_id: card.orderId },
        { reference: `${hold.orderId}T1:0`, payment_id: `${hold.orderId}T1` },
        { reference: `${wallet.orderId}:0`, payment_id: wallet.orderId },
      ].sort((a, b) => a.reference.localeCompare(b.reference)),
    );
    const debits = await rows<{ reference: string; payment_id: string | null }>(
      sql`select reference, payment_id from wallet_ledger where kind = 'booking'`,
    );
    for (const debit of debits) expect(debit.payment_id).toBe(debit.reference);

    // An item per fare, saying what its leg says, priced at what the buyer paid for it.
    const items = await rows<{ order_id: string; position: number; state: string; total: number }>(
      sql`select i.order_id, i.position, i.state, i.total, i.product_kind, i.supplier_ref, b.id as booking_id
          from order_items i left join flight_bookings b on b.order_item_id = i.id order by i.order_id`,
    );
    expect(items).toHaveLength(ordersBefore.length);
    for (const booking of bookingsBefore as {
      id: string;
      order_id: string;
      status: string;
      accounting: { endCustomer: number };
    }[])
      expect(items.find((i) => i.order_id === booking.order_id)).toMatchObject({
        booking_id: booking.id,
        position: 0,
        product_kind: 'flight',
        state: booking.status === 'ticketed' ? 'fulfilled' : booking.status,
        total: booking.accounting.endCustomer,
      });

    // The staff flag became a case.
    expect(
      await rows(
        sql`select kind from attention_items where order_id = ${stuck.orderId} and resolved_at is null`,
      ),
    ).toEqual([{ kind: 'left-mid-booking' }]);
  });
});
