import { type ProfitLossFilters, SOLD_PRODUCT_KINDS, type SoldProductKind } from '@app/contracts';
import { and, eq, exists, gte, inArray, lt, notExists, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { ItemState } from '../../commerce/orders/item-machine';
import { orderItems } from '../../commerce/orders/order-items.schema';
import { payments } from '../../commerce/payments/payments.schema';
import { refunds } from '../../commerce/payments/refunds.schema';
import type { DbOrTx } from '../../platform/db/client';
import { changeRequests, flightBookings } from '../bookings/bookings.schema';
import { fdBookings } from '../fixed-departures/fixed-departures.schema';
import { siteDayOf, siteMonthOf, startOfSiteDay } from '../site/site-days';

/*
 * What profit and loss counts (issue 16; after refunds, decision 0057), so that it adds up to the
 * money that really moved, each figure on the site's day (its own time zone) that money moved:
 *
 * - Sales are what buyers paid for items that were delivered: an item's `total` (its share of the
 *   payment) when it is fulfilled, or was and has since been cancelled, on the day the order's
 *   payment was taken (the wallet ledger's debit, the gateway's payment). An item that failed, was
 *   released or is still pending or unknown is no sale (yet): its money went back to the buyer, or
 *   will go back or count once known. The rest of the breakdown (supplier cost = `net`, markup,
 *   discount, GST on markup, fees, commission, TDS) is those same items', on that same day.
 * - Refunds are what went back to buyers of delivered items, on the day it was paid back (settled:
 *   a wallet credit at once, a card refund when the gateway says it is paid), under the product of
 *   their order. Only money that paid the order counts: a refund of an item never delivered (the
 *   core's item refund, or any refund of an order with no delivered item) or of a charge that paid
 *   nothing (a stray charge, decision 0048) returns money that was never a sale.
 * - Supplier refunds are what came back against the supplier cost when a delivered booking was
 *   cancelled: the airline's `refunded_amount` of a completed refund request, on the day we recorded
 *   its completion (`refunded_at`, when it is back in our supplier account); a fixed departure's
 *   seats back in the block the site bought (its item's `net`), on the day it was cancelled.
 * - Cancellation fees are the site's own charge kept from what went back, already out of refunds:
 *   its fee on a flight refund (decision 0056: `least(site_fee, refunded_amount)`, since a refund
 *   smaller than the fee is kept whole), and a fixed departure's cancellation charge by its policy.
 * - A wallet top-up (decision 0054) is no sale: the buyer's own money put by, counted when the wallet
 *   pays for a booking. Its order's items and payment are left out.
 *
 * Profit = sales − refunds − supplier cost + supplier refunds − GST on markup − TDS (PROFIT_TERMS
 * in contracts). Since sales = cost + markup − discount + GST + fees − commission + TDS, that is
 *
 *     profit = (markup − discount + fees − commission) + (supplier refunds − refunds)
 *
 * the margin on what was sold, plus what cancellations left the site. A flight cancelled through
 * the airline, which refunds A (its fare less its own charge) and whose buyer gets A less our fee,
 * leaves supplier refunds − refunds = our fee kept: its profit is its margin + our cancellation
 * fee; the airline's charge was the buyer's. Money paid back beyond what the airline refunded (a
 * staff refund of what is left of an order) is a charge the site absorbed, and lowers the profit by
 * that much. A fixed departure cancelled with charge c gives the buyer sales − c and the seats back:
 * its profit is c − GST on markup − TDS (the GST stays owed: there is no credit note yet, 0056).
 *
 * So, over a span: sales + the undelivered items' totals = the payments taken for sales (wallet
 * debits and gateway payments); refunds + the refunds of undelivered items and stray charges = the
 * money paid back; supplier refunds of flights = what the airline refunded our account.
 *
 * Every query is a sum grouped by (period, product) over rows found by (site, timestamp) through an
 * index. The report reads them from a rollup of the same keys by day (decision 0067), worked out by
 * these very queries a day at a time; the migration's triggers mark a day to work out again on every
 * write to what they read here, so a change to what a figure counts (which rows, which columns, this
 * list) changes those triggers too and marks every day again.
 */

const DELIVERED: ItemState[] = ['fulfilled', 'cancelled'];

type Period = ProfitLossFilters['groupBy'];
const periodOf = (siteId: string, column: PgColumn, groupBy: Period) =>
  groupBy === 'day' ? siteDayOf(siteId, column) : siteMonthOf(siteId, column);

const total = (value: PgColumn | SQL) => sql`coalesce(sum(${value}), 0)`.mapWith(Number);

/** Where a source's money moved (its row's site and time) and whose product it was. */
type Source = { site: PgColumn; at: PgColumn; product: PgColumn };

/** The keys every source is summed by: the period its money moved in, and the product. */
const keysOf = (siteId: string, f: ProfitLossFilters, { at, product }: Source) => ({
  period: periodOf(siteId, at, f.groupBy),
  product: sql<SoldProductKind>`${product}`,
});

/**
 * The site's rows whose money moved within the span, of the products reported (or the one asked
 * for). Bounds on the raw timestamp (not on its day), [from, to + 1 day), so the (site, time)
 * index serves the range; a row with no time yet is in no range.
 */
const movedWithin = (siteId: string, f: ProfitLossFilters, { site, at, product }: Source) =>
  and(
    eq(site, siteId),
    gte(at, startOfSiteDay(siteId, f.from)),
    lt(at, startOfSiteDay(siteId, f.to, 1)),
    inArray(product, SOLD_PRODUCT_KINDS),
    f.product ? eq(product, f.product) : undefined,
  );

/** The delivered items' figures, by period of their payment and product. */
export function itemsSold(db: DbOrTx, siteId: string, f: ProfitLossFilters) {
  const sale = { site: payments.siteId, at: payments.settledAt, product: orderItems.productKind };
  return db
    .select({
      ...keysOf(siteId, f, sale),
      sales: total(orderItems.total),
      cost: total(orderItems.net),
      markup: total(orderItems.markup),
      discount: total(orderItems.discount),
      gstOnMarkup: total(orderItems.gstOnMarkup),
      fees: total(orderItems.fees),
      commission: total(orderItems.commission),
      tds: total(orderItems.tds),
    })
    .from(payments)
    .innerJoin(orderItems, eq(orderItems.orderId, payments.orderId))
    .where(
      and(movedWithin(siteId, f, sale), eq(payments.state, 'paid'), inArray(orderItems.state, DELIVERED)),
    )
    .groupBy(sql`1`, sql`2`);
}

const firstItem = alias(orderItems, 'first_item');
const deliveredItem = alias(orderItems, 'delivered_item');
const undeliveredItem = alias(orderItems, 'undelivered_item');
const paidBy = alias(payments, 'paid_by');

/**
 * The references the core's item refund gives (commerce/payments/item-refunds.ts): `<payment>:<n>`
 * to the wallet, `<payment>R<n>` to the card, n the item's position.
 */
const refundsThatItem: SQL = sql`${refunds.reference} in (
  ${refunds.paymentId} || ':' || ${undeliveredItem.position},
  ${refunds.paymentId} || 'R' || ${undeliveredItem.position})`;

/** Refunds paid back for delivered items, by period paid back and their order's product. */
export function refundsPaid(db: DbOrTx, siteId: string, f: ProfitLossFilters) {
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
  const refund = { site: refunds.siteId, at: refunds.settledAt, product: firstItem.productKind };
  return (
    db
      .select({ ...keysOf(siteId, f, refund), refunds: total(refunds.amount) })
      .from(refunds)
      // The money it returns paid the order: a stray charge's refund returns no sale.
      .innerJoin(paidBy, and(eq(paidBy.id, refunds.paymentId), eq(paidBy.state, 'paid')))
      .innerJoin(firstItem, and(eq(firstItem.orderId, refunds.orderId), eq(firstItem.position, 0)))
      .where(
        and(
          movedWithin(siteId, f, refund),
          eq(refunds.state, 'settled'),
          exists(hasDelivered),
          notExists(returnsUndelivered),
        ),
      )
      .groupBy(sql`1`, sql`2`)
  );
}

/**
 * What airlines refunded our account for cancelled tickets, and the site's fee kept from it, by
 * period the refund came back and product.
 */
export function airlineRefunds(db: DbOrTx, siteId: string, f: ProfitLossFilters) {
  const refund = {
    site: changeRequests.siteId,
    at: changeRequests.refundedAt,
    product: orderItems.productKind,
  };
  return db
    .select({
      ...keysOf(siteId, f, refund),
      supplierRefunds: total(changeRequests.refundedAmount),
      cancellationFees: total(sql`least(${changeRequests.siteFee}, ${changeRequests.refundedAmount})`),
    })
    .from(changeRequests)
    .innerJoin(flightBookings, eq(flightBookings.id, changeRequests.bookingId))
    .innerJoin(orderItems, eq(orderItems.id, flightBookings.orderItemId))
    .where(movedWithin(siteId, f, refund))
    .groupBy(sql`1`, sql`2`);
}

/**
 * Fixed-departure seats given back to their block by a cancellation (their net, back against the
 * cost) and the policy's charge kept, by period cancelled and product.
 */
export function seatsGivenBack(db: DbOrTx, siteId: string, f: ProfitLossFilters) {
  const cancelled = { site: fdBookings.siteId, at: fdBookings.cancelledAt, product: orderItems.productKind };
  return db
    .select({
      ...keysOf(siteId, f, cancelled),
      supplierRefunds: total(orderItems.net),
      cancellationFees: total(fdBookings.cancellationCharge),
    })
    .from(fdBookings)
    .innerJoin(orderItems, eq(orderItems.id, fdBookings.orderItemId))
    .where(movedWithin(siteId, f, cancelled))
    .groupBy(sql`1`, sql`2`);
}
