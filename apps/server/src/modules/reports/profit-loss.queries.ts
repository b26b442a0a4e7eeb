import type { ProfitLossFilters } from '@app/contracts';
import { and, eq, exists, gte, inArray, lt, notExists, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { ItemState } from '../../commerce/orders/item-machine';
import { orderItems } from '../../commerce/orders/order-items.schema';
import { payments } from '../../commerce/payments/payments.schema';
import { refunds } from '../../commerce/payments/refunds.schema';
import type { Db } from '../../platform/db/client';
import { siteDayOf, siteMonthOf, startOfSiteDay } from '../site/site-days';

/*
 * What profit and loss counts (issue 16), so that it adds up to the money that really moved:
 *
 * - Sales are what buyers paid for items that were delivered: an item's `total` (its share of the
 *   payment) when it is fulfilled, or was and has since been cancelled. They count on the site's
 *   day (its own time zone) the order's payment was taken, the day the wallet ledger's debit or the
 *   gateway's payment carries. An item that failed, was released or is still pending or unknown is
 *   no sale (yet): its money went back to the buyer, or will go back or count once known.
 * - The rest of the breakdown (supplier cost = `net`, markup, discount, GST on markup, fees,
 *   commission, TDS) is those same items', on that same day.
 * - Refunds count on the day they were paid back (settled: a wallet credit at once, a card refund
 *   when the gateway says it is paid), under the product of their order. A refund that gives back
 *   an item that was never delivered (the core's item refund, or any refund of an order with no
 *   delivered item) only returns money that was never a sale, so it is in neither column.
 *
 * So, over a span, sales + the undelivered items' totals = the payments taken (wallet debits and
 * gateway payments), and refunds + the refunds of undelivered items = the money paid back.
 */

const DELIVERED: ItemState[] = ['fulfilled', 'cancelled'];

type Period = ProfitLossFilters['groupBy'];
const periodOf = (siteId: string, column: PgColumn, groupBy: Period) =>
  groupBy === 'day' ? siteDayOf(siteId, column) : siteMonthOf(siteId, column);

// Bounds on the raw timestamp (not on its day), [from, to + 1 day), so an index can serve the range.
const withinSpan = (siteId: string, column: PgColumn, f: ProfitLossFilters) =>
  and(gte(column, startOfSiteDay(siteId, f.from)), lt(column, startOfSiteDay(siteId, f.to, 1)));

const total = (column: PgColumn) => sql`coalesce(sum(${column}), 0)`.mapWith(Number);

/** The delivered items' figures, by period of their payment and product. */
export function itemsSold(db: Db, siteId: string, f: ProfitLossFilters) {
  return db
    .select({
      period: periodOf(siteId, payments.settledAt, f.groupBy),
      product: orderItems.productKind,
      sales: total(orderItems.total),
      cost: total(orderItems.net),
      markup: total(orderItems.markup),
      discount: total(orderItems.discount),
      gstOnMarkup: total(orderItems.gstOnMarkup),
      fees: total(orderItems.fees),
      commission: total(orderItems.commission),
      tds: total(orderItems.tds),
    })
    .from(orderItems)
    .innerJoin(payments, and(eq(payments.orderId, orderItems.orderId), eq(payments.state, 'paid')))
    .where(
      and(
        eq(orderItems.siteId, siteId),
        inArray(orderItems.state, DELIVERED),
        withinSpan(siteId, payments.settledAt, f),
        f.product ? eq(orderItems.productKind, f.product) : undefined,
      ),
    )
    .groupBy(sql`1`, sql`2`);
}

const firstItem = alias(orderItems, 'first_item');
const deliveredItem = alias(orderItems, 'delivered_item');
const undeliveredItem = alias(orderItems, 'undelivered_item');

/**
 * The references the core's item refund gives (commerce/payments/item-refunds.ts): `<payment>:<n>`
 * to the wallet, `<payment>R<n>` to the card, n the item's position.
 */
const refundsThatItem: SQL = sql`${refunds.reference} in (
  ${refunds.paymentId} || ':' || ${undeliveredItem.position},
  ${refunds.paymentId} || 'R' || ${undeliveredItem.position})`;

/** Refunds paid back for delivered items, by period paid back and their order's product. */
export function refundsPaid(db: Db, siteId: string, f: ProfitLossFilters) {
  const hasDelivered = db
    .select({ one: sql`1` })
    .from(deliveredItem)
    .where(and(eq(deliveredItem.orderId, refunds.orderId), inArray(deliveredItem.state, DELIVERED)));
  const returnsUndelivered = db
    .select({ one: sql`1` })
    .from(undeliveredItem)
    .where(
      and(
        eq(undeliveredItem.orderId, refunds.orderId),
        notInArray(undeliveredItem.state, DELIVERED),
        refundsThatItem,
      ),
    );
  return db
    .select({
      period: periodOf(siteId, refunds.settledAt, f.groupBy),
      product: firstItem.productKind,
      refunds: total(refunds.amount),
    })
    .from(refunds)
    .innerJoin(firstItem, and(eq(firstItem.orderId, refunds.orderId), eq(firstItem.position, 0)))
    .where(
      and(
        eq(refunds.siteId, siteId),
        eq(refunds.state, 'settled'),
        withinSpan(siteId, refunds.settledAt, f),
        f.product ? eq(firstItem.productKind, f.product) : undefined,
        exists(hasDelivered),
        notExists(returnsUndelivered),
      ),
    )
    .groupBy(sql`1`, sql`2`);
}
