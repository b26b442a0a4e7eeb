import {
  COUNT_CAP,
  type GatewayEntryState,
  type GatewayTransactionFilters,
  type OrderProductKind,
  PAYMENT_RECORDS_PAGE_SIZE,
  type RefundMethod,
} from '@app/contracts';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, unionAll } from 'drizzle-orm/pg-core';
import { orderItems } from '../../commerce/orders/order-items.schema';
import { orders } from '../../commerce/orders/orders.schema';
import { payments } from '../../commerce/payments/payments.schema';
import { refunds } from '../../commerce/payments/refunds.schema';
import { cappedCount } from '../../platform/db/capped-count';
import type { DbOrTx } from '../../platform/db/client';
import { referenceMatch } from '../../platform/db/indexed-matches';
import { containsPattern } from '../../platform/db/like-pattern';
import { users } from '../accounts/accounts.schema';
import { startOfSiteDay } from '../site/site-days';

type Filters = Omit<GatewayTransactionFilters, 'page'>;

/** Whether the filters read the order or its buyer (else a side is read without joining them). */
const readsOrder = (f: Filters) => Boolean(f.orderReference || f.customer);

/**
 * What the filters keep of one side of the record (payments or refunds), of this site's gateway
 * only; the order and its buyer are joined unless `alone`. Dates are the site's calendar days.
 */
function matching(
  siteId: string,
  f: Filters,
  side: { siteId: PgColumn; method: PgColumn; state: PgColumn; createdAt: PgColumn },
  alone = false,
): SQL | undefined {
  const where: (SQL | undefined)[] = [
    eq(side.siteId, siteId),
    eq(side.method, 'gateway'),
    alone ? undefined : eq(orders.siteId, siteId),
  ];
  if (f.fromDate) where.push(gte(side.createdAt, startOfSiteDay(siteId, f.fromDate)));
  if (f.toDate) where.push(lt(side.createdAt, startOfSiteDay(siteId, f.toDate, 1)));
  if (f.status) where.push(eq(side.state, f.status));
  if (f.orderReference) where.push(referenceMatch(orders.reference, f.orderReference));
  if (f.customer) {
    const pattern = containsPattern(f.customer);
    where.push(
      or(
        sql`concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${pattern}`,
        ilike(users.email, pattern),
      ),
    );
  }
  return and(...where);
}

const buyer = {
  orderReference: orders.reference,
  customerId: sql<string>`${users.id}`.as('customer_id'),
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** The first `take` entries of a side, newest first, down its (site, time, id) gateway index. */
function paymentSide(db: DbOrTx, siteId: string, f: Filters, take: number) {
  return db
    .select({
      kind: sql<'payment' | 'refund'>`'payment'`.as('kind'),
      id: payments.id,
      orderId: sql<string>`${payments.orderId}`.as('entry_order_id'),
      amount: payments.amount,
      state: sql<GatewayEntryState>`${payments.state}`.as('entry_state'),
      provider: payments.provider,
      gatewayReference: sql<string | null>`${payments.providerTransactionId}`.as('gateway_reference'),
      createdAt: sql<Date>`${payments.createdAt}`.as('entry_created_at'),
      settledAt: sql<Date | null>`${payments.settledAt}`.as('entry_settled_at'),
      ...buyer,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(matching(siteId, f, payments))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(take);
}

function refundSide(db: DbOrTx, siteId: string, f: Filters, take: number) {
  return db
    .select({
      kind: sql<'payment' | 'refund'>`'refund'`.as('kind'),
      id: refunds.id,
      orderId: sql<string>`${refunds.orderId}`.as('entry_order_id'),
      amount: refunds.amount,
      state: sql<GatewayEntryState>`${refunds.state}`.as('entry_state'),
      // The gateway the money went back through is the one that took it.
      provider: sql<
        string | null
      >`(select ${payments.provider} from ${payments} where ${payments.id} = ${refunds.paymentId})`.as(
        'provider',
      ),
      gatewayReference: sql<string | null>`${refunds.reference}`.as('gateway_reference'),
      createdAt: sql<Date>`${refunds.createdAt}`.as('entry_created_at'),
      settledAt: sql<Date | null>`${refunds.settledAt}`.as('entry_settled_at'),
      ...buyer,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(matching(siteId, f, refunds))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(take);
}

/**
 * Gateway payments and refunds of the site that the filters keep, newest first; `limit` rows from
 * `offset`. The id breaks ties, so rows made in the same instant keep their places between pages.
 * Each side takes its own first offset + limit before the two are merged (decision 0070): the
 * union sorted as a whole would read every payment and refund of the site.
 */
export async function gatewayEntries(db: DbOrTx, siteId: string, f: Filters, offset: number, limit: number) {
  const take = offset + limit;
  const entries = unionAll(paymentSide(db, siteId, f, take), refundSide(db, siteId, f, take)).as('entries');
  const rows = await db
    .select()
    .from(entries)
    .orderBy(desc(entries.createdAt), desc(entries.id))
    .limit(limit)
    .offset(offset);
  // A timestamp read through a union comes back as text on some drivers.
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    settledAt: row.settledAt === null ? null : new Date(row.settledAt),
  }));
}
export type GatewayEntryRow = Awaited<ReturnType<typeof gatewayEntries>>[number];

/**
 * What the sums read of an entry: its side, money and place in the newest-first order; the latest
 * COUNT_CAP + 1 of the side, joined to the order and buyer only when a filter reads them. Alone,
 * the payment's or refund's own site is the tenancy key, as in the pending list's count: joining
 * 20,000 orders per page view to check it again cost ~100 ms at a million rows (decision 0070).
 */
function summedSide(db: DbOrTx, siteId: string, f: Filters, kind: 'payment' | 'refund') {
  const side = kind === 'payment' ? payments : refunds;
  const columns = {
    kind: sql<string>`${sql.raw(`'${kind}'`)}`.as('kind'),
    id: side.id,
    amount: side.amount,
    state: sql<string>`${side.state}`.as('entry_state'),
    createdAt: sql<Date>`${side.createdAt}`.as('entry_created_at'),
  };
  const alone = !readsOrder(f);
  const from = alone
    ? db.select(columns).from(side)
    : db
        .select(columns)
        .from(side)
        .innerJoin(orders, eq(orders.id, side.orderId))
        .innerJoin(users, eq(users.id, orders.userId));
  return from
    .where(matching(siteId, f, side, alone))
    .orderBy(desc(side.createdAt), desc(side.id))
    .limit(COUNT_CAP + 1);
}

/**
 * How many entries match (counted to the cap, decision 0065), and the money of the latest
 * COUNT_CAP of them (decision 0070): paid in and settled back out (positive paise). Under the cap
 * that is every match; past it the screen says the sums are of the latest 10,000, so a page view
 * reads 10,001 index entries at most, never a million rows.
 */
export async function gatewayTotals(db: DbOrTx, siteId: string, f: Filters) {
  const entries = unionAll(summedSide(db, siteId, f, 'payment'), summedSide(db, siteId, f, 'refund')).as(
    'entries',
  );
  const latest = db
    .select({
      kind: entries.kind,
      amount: entries.amount,
      state: entries.state,
      position: sql<number>`row_number() over (order by ${entries.createdAt} desc, ${entries.id} desc)`.as(
        'position',
      ),
    })
    .from(entries)
    .orderBy(desc(entries.createdAt), desc(entries.id))
    .limit(COUNT_CAP + 1)
    .as('latest');
  const summed = (kind: string, state: string) =>
    sql`coalesce(sum(${latest.amount}) filter (where ${latest.kind} = ${kind} and ${latest.state} = ${state}
      and ${latest.position} <= ${COUNT_CAP}), 0)`.mapWith(Number);
  const [row] = await db
    .select({ n: count(), paid: summed('payment', 'paid'), refunded: summed('refund', 'settled') })
    .from(latest);
  const paidIn = row?.paid ?? 0;
  const paidOut = row?.refunded ?? 0;
  return { totalRecords: row?.n ?? 0, totals: { paid: paidIn, refunded: paidOut, net: paidIn - paidOut } };
}

/** Batches of every matching entry, newest first, for the export: never all in memory at once. */
export async function* gatewayEntryBatches(db: DbOrTx, siteId: string, f: Filters, size = 500) {
  for (let offset = 0; ; offset += size) {
    const batch = await gatewayEntries(db, siteId, f, offset, size);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
  }
}

const orderBuyer = {
  orderReference: orders.reference,
  customerId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};
const pendingAtGateway = (siteId: string) =>
  and(eq(payments.siteId, siteId), eq(payments.method, 'gateway'), eq(payments.state, 'pending'));

/** Gateway payments of the site still waiting for the gateway's word, oldest first. */
export async function pendingGatewayPayments(db: DbOrTx, siteId: string, page: number) {
  const [rows, total] = await Promise.all([
    db
      .select({ payment: payments, ...orderBuyer })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(pendingAtGateway(siteId))
      .orderBy(asc(payments.createdAt), asc(payments.id))
      .limit(PAYMENT_RECORDS_PAGE_SIZE)
      .offset((page - 1) * PAYMENT_RECORDS_PAGE_SIZE),
    cappedCount(db, db.select({ one: sql`1` }).from(payments).where(pendingAtGateway(siteId))),
  ]);
  return { rows, total };
}

/** A payment of this site, or nothing: another site's id is not found. */
export async function findSitePayment(db: DbOrTx, siteId: string, id: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.siteId, siteId)));
  return row;
}

const ownPayments = (siteId: string, userId: string) =>
  and(eq(payments.siteId, siteId), eq(orders.siteId, siteId), eq(orders.userId, userId));

/** A customer's own payments, gateway and wallet, newest first. */
export async function userPayments(db: DbOrTx, siteId: string, userId: string, page: number) {
  const [rows, total] = await Promise.all([
    db
      .select({ payment: payments, orderReference: orders.reference })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(ownPayments(siteId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(PAYMENT_RECORDS_PAGE_SIZE)
      .offset((page - 1) * PAYMENT_RECORDS_PAGE_SIZE),
    cappedCount(
      db,
      db
        .select({ one: sql`1` })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(ownPayments(siteId, userId)),
    ),
  ]);
  return { rows, total };
}

/** One order's payments and refunds, oldest first, and what it bought (its first item's kind). */
export async function orderMoney(db: DbOrTx, siteId: string, orderId: string) {
  const [paid, returned, [item]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(and(eq(payments.siteId, siteId), eq(payments.orderId, orderId)))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    db
      .select()
      .from(refunds)
      .where(and(eq(refunds.siteId, siteId), eq(refunds.orderId, orderId)))
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),
    db
      .select({ productKind: orderItems.productKind })
      .from(orderItems)
      .where(and(eq(orderItems.siteId, siteId), eq(orderItems.orderId, orderId)))
      .orderBy(asc(orderItems.position))
      .limit(1),
  ]);
  return { payments: paid, refunds: returned, productKind: item?.productKind ?? null };
}

const ownRefunds = (siteId: string, userId: string, method?: RefundMethod) =>
  and(
    eq(refunds.siteId, siteId),
    eq(refunds.userId, userId),
    method === undefined ? undefined : eq(refunds.method, method),
  );

/**
 * A customer's own refunds, newest first (all, or those going one way): a range of one index
 * (site, buyer, time), with what the list shows and the order's reference and product.
 */
export async function userRefunds(
  db: DbOrTx,
  siteId: string,
  userId: string,
  { page, method }: { page: number; method?: RefundMethod },
) {
  const [rows, total] = await Promise.all([
    db
      .select({
        id: refunds.id,
        amount: refunds.amount,
        method: refunds.method,
        state: refunds.state,
        reason: refunds.reason,
        createdAt: refunds.createdAt,
        settledAt: refunds.settledAt,
        orderId: refunds.orderId,
        orderReference: orders.reference,
        // What the order bought leads to its own page: its first item's product, by its unique index.
        productKind: sql<OrderProductKind | null>`(select ${orderItems.productKind} from ${orderItems}
          where ${orderItems.orderId} = ${refunds.orderId} and ${orderItems.position} = 0)`,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(ownRefunds(siteId, userId, method))
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(PAYMENT_RECORDS_PAGE_SIZE)
      .offset((page - 1) * PAYMENT_RECORDS_PAGE_SIZE),
    cappedCount(
      db,
      db
        .select({ one: sql`1` })
        .from(refunds)
        .where(ownRefunds(siteId, userId, method)),
    ),
  ]);
  return { rows, total };
}
