import {
  pageInfo,
  WALLET_PAGE_SIZE,
  type WalletEntry,
  type WalletMonth,
  type WalletPayment,
} from '@app/contracts';
import { and, desc, eq, getTableColumns, gt, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orderItems } from '../../commerce/orders/order-items.schema';
import { type OrderRow, orders } from '../../commerce/orders/orders.schema';
import { latestPayments } from '../../commerce/payments/payments';
import { cappedCount } from '../../platform/db/capped-count';
import type { DbOrTx } from '../../platform/db/client';
import { users } from '../accounts/accounts.schema';
import { flightBookings } from '../bookings/bookings.schema';
import { siteMonthOf, startOfSiteDay } from '../site/site-days';
import { creditLimitAt } from '../wallet-credit/credit-limit';
import { walletLedger } from './wallet.schema';

/** Who made an entry: staff for their own entries, none for the system's. */
export const creator = alias(users, 'creator');

/** An entry as the wallet pages show it; queries join `creator` on createdById for the e-mail. */
export const entryColumns = {
  id: walletLedger.id,
  amount: walletLedger.amount,
  kind: walletLedger.kind,
  reference: walletLedger.reference,
  description: walletLedger.description,
  createdByEmail: creator.email,
  createdAt: walletLedger.createdAt,
};

/** A customer (never staff) of this site, by id or e-mail. */
export async function findCustomer(db: DbOrTx, siteId: string, who: { userId?: string; email?: string }) {
  const match = who.userId ? eq(users.id, who.userId) : eq(users.email, who.email?.toLowerCase() ?? '');
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), ne(users.userType, 'staff'), match));
  return user;
}

/** One page of a user's entries, newest first, each with the balance just after it. */
export async function entriesPage(db: DbOrTx, siteId: string, userId: string, page: number) {
  const mine = and(eq(walletLedger.siteId, siteId), eq(walletLedger.userId, userId));
  // The running sum is taken over the whole history before paging, so every page's figures agree.
  const running = db.$with('running').as(
    db
      .select({
        id: walletLedger.id,
        balanceAfter:
          sql<string>`sum(${walletLedger.amount}) over (order by ${walletLedger.createdAt}, ${walletLedger.id})`.as(
            'balance_after',
          ),
      })
      .from(walletLedger)
      .where(mine),
  );
  const rows = await db
    .with(running)
    .select({
      ...entryColumns,
      balanceAfter: running.balanceAfter,
    })
    .from(walletLedger)
    .innerJoin(running, eq(running.id, walletLedger.id))
    .leftJoin(creator, eq(creator.id, walletLedger.createdById))
    .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
    .limit(WALLET_PAGE_SIZE)
    .offset((page - 1) * WALLET_PAGE_SIZE);
  const total = await cappedCount(db, db.select({ one: sql`1` }).from(walletLedger).where(mine));
  const records: WalletEntry[] = rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    balanceAfter: Number(r.balanceAfter),
  }));
  return { records, ...pageInfo(total, page, WALLET_PAGE_SIZE) };
}

/** Orders as the payments lists show them, each with its latest attempt at the gateway's names. */
async function paymentViews(db: DbOrTx, rows: OrderRow[]): Promise<WalletPayment[]> {
  const ids = rows.map((o) => o.id);
  const latest = await latestPayments(db, ids);
  const kinds =
    ids.length === 0
      ? []
      : await db
          .select({ orderId: orderItems.orderId, kind: orderItems.productKind })
          .from(orderItems)
          .where(and(inArray(orderItems.orderId, ids), eq(orderItems.position, 0)));
  const kindOf = new Map(kinds.map((k) => [k.orderId, k.kind]));
  return rows.map((o) => ({
    orderId: o.id,
    reference: o.reference,
    status: o.status,
    amount: o.amount,
    paymentMethod: o.paymentMethod,
    gatewayProvider: latest.get(o.id)?.provider ?? null,
    gatewayTransactionId: latest.get(o.id)?.providerTransactionId ?? null,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    productKind: kindOf.get(o.id) ?? null,
  }));
}

/** A user's payments at the gateway, newest first. */
export async function paymentsPage(db: DbOrTx, siteId: string, userId: string, page: number) {
  const mine = and(eq(orders.siteId, siteId), eq(orders.userId, userId), eq(orders.paymentMethod, 'gateway'));
  const rows = await db
    .select()
    .from(orders)
    .where(mine)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(WALLET_PAGE_SIZE)
    .offset((page - 1) * WALLET_PAGE_SIZE);
  const total = await cappedCount(db, db.select({ one: sql`1` }).from(orders).where(mine));
  return { records: await paymentViews(db, rows), ...pageInfo(total, page, WALLET_PAGE_SIZE) };
}

/** Credits, debits and the closing balance of each month with entries, oldest first (site's time). */
export async function monthlyDetails(db: DbOrTx, siteId: string, userId: string): Promise<WalletMonth[]> {
  const rows = await db
    .select({
      month: siteMonthOf(siteId, walletLedger.createdAt),
      credits: sql<string>`coalesce(sum(${walletLedger.amount}) filter (where ${walletLedger.amount} > 0), 0)`,
      debits: sql<string>`coalesce(-sum(${walletLedger.amount}) filter (where ${walletLedger.amount} < 0), 0)`,
    })
    .from(walletLedger)
    .where(and(eq(walletLedger.siteId, siteId), eq(walletLedger.userId, userId)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  let balance = 0;
  return rows.map((r) => {
    const credits = Number(r.credits);
    const debits = Number(r.debits);
    balance += credits - debits;
    return { month: r.month, credits, debits, closingBalance: balance };
  });
}

/** The bookings with this PNR, their orders and every ledger entry that names them. */
export async function transactionsOfPnr(db: DbOrTx, siteId: string, pnr: string) {
  const bookings = await db
    .select()
    .from(flightBookings)
    .where(and(eq(flightBookings.siteId, siteId), eq(flightBookings.pnr, pnr)));
  if (bookings.length === 0) return undefined;
  const orderIds = [...new Set(bookings.map((b) => b.orderId))];
  const ofPnr = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), inArray(orders.id, orderIds)));
  // Every entry of those orders, by its order foreign key (decision 0034).
  const entries = await db
    .select({
      ...entryColumns,
    })
    .from(walletLedger)
    .leftJoin(creator, eq(creator.id, walletLedger.createdById))
    .where(and(eq(walletLedger.siteId, siteId), inArray(walletLedger.orderId, orderIds)))
    .orderBy(walletLedger.createdAt, walletLedger.id);
  return {
    bookings,
    orders: await paymentViews(db, ofPnr),
    entries: entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
}

export type BalanceRow = {
  email: string | null;
  name: string;
  userType: string;
  balance: number;
  creditLimit: number;
};

/**
 * Every customer's balance, a batch at a time; with `day`, as it stood at the end of that site day
 * (entries after it left out, customers who joined after it too); by id, so a large site streams.
 */
export async function* balanceBatches(
  db: DbOrTx,
  siteId: string,
  day?: string,
  size = 500,
): AsyncIterable<BalanceRow[]> {
  const before = day ? startOfSiteDay(siteId, day, 1) : undefined;
  let after = '';
  for (;;) {
    const rows = await db
      .select({
        ...getTableColumns(users),
        // The limit in force at the end of the sheet's day (decision 0047); a limit of the next day is not.
        creditLimit: creditLimitAt(siteId, before ? sql`(${before} - interval '1 millisecond')` : undefined),
      })
      .from(users)
      .where(
        and(
          eq(users.siteId, siteId),
          ne(users.userType, 'staff'),
          gt(users.id, after),
          before ? sql`${users.createdAt} < ${before}` : undefined,
        ),
      )
      .orderBy(users.id)
      .limit(size);
    const last = rows.at(-1);
    if (!last) return;
    // One sum per batch over the (site, user) index, rather than one per customer.
    const sums = await db
      .select({ userId: walletLedger.userId, balance: sql<string>`sum(${walletLedger.amount})` })
      .from(walletLedger)
      .where(
        and(
          eq(walletLedger.siteId, siteId),
          inArray(
            walletLedger.userId,
            rows.map((r) => r.id),
          ),
          before ? sql`${walletLedger.createdAt} < ${before}` : undefined,
        ),
      )
      .groupBy(walletLedger.userId);
    const balances = new Map(sums.map((r) => [r.userId, Number(r.balance)]));
    yield rows.map((r) => ({
      email: r.email,
      name: [r.firstName, r.lastName].filter(Boolean).join(' '),
      userType: r.userType,
      balance: balances.get(r.id) ?? 0,
      creditLimit: r.creditLimit,
    }));
    if (rows.length < size) return;
    after = last.id;
  }
}
