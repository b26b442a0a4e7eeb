import { type ItemRefundFacts, REFUNDS_PAGE_SIZE, type RefundState } from '@app/contracts';
import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { cappedCount } from '../../platform/db/capped-count';
import type { DbOrTx } from '../../platform/db/client';
import { attentionItems } from '../attention/attention.schema';
import { type RefundRow, refunds } from './refunds.schema';

/** One page of the site's refunds, newest first, of one state or all; and how many there are. */
export async function refundsPage(
  db: DbOrTx,
  siteId: string,
  { page, state }: { page: number; state?: RefundState },
): Promise<{ rows: RefundRow[]; total: number }> {
  const where: SQL | undefined = and(
    eq(refunds.siteId, siteId),
    state === undefined ? undefined : eq(refunds.state, state),
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(refunds)
      .where(where)
      // The id breaks ties, so two refunds made in the same instant keep their places between pages.
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(REFUNDS_PAGE_SIZE)
      .offset((page - 1) * REFUNDS_PAGE_SIZE),
    cappedCount(db, db.select({ one: sql`1` }).from(refunds).where(where)),
  ]);
  return { rows, total };
}

/** A refund of this site, or nothing: another site's id is not found. */
export async function findSiteRefund(db: DbOrTx, siteId: string, id: string): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, id), eq(refunds.siteId, siteId)));
  return row;
}

/** Whether the order still has a failed refund other than this one. */
export async function otherFailedRefunds(db: DbOrTx, siteId: string, orderId: string, exceptId: string) {
  const [counted] = await db
    .select({ n: count() })
    .from(refunds)
    .where(
      and(
        eq(refunds.siteId, siteId),
        eq(refunds.orderId, orderId),
        eq(refunds.state, 'failed'),
        ne(refunds.id, exceptId),
      ),
    );
  return (counted?.n ?? 0) > 0;
}

/** The order's open "refund failed" case, which a retry from the refunds page answers. */
export async function openRefundCase(db: DbOrTx, siteId: string, orderId: string) {
  const [row] = await db
    .select({ id: attentionItems.id })
    .from(attentionItems)
    .where(
      and(
        eq(attentionItems.siteId, siteId),
        eq(attentionItems.orderId, orderId),
        eq(attentionItems.kind, 'refund-failed'),
        isNull(attentionItems.resolvedAt),
      ),
    );
  return row;
}

/** The refunds of these items, oldest first, each with how it goes back and how far it got. */
export async function refundsOfItems(db: DbOrTx, itemIds: readonly string[]) {
  const byItem = new Map<string, ItemRefundFacts[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select({
      orderItemId: refunds.orderItemId,
      method: refunds.method,
      state: refunds.state,
      amount: refunds.amount,
    })
    .from(refunds)
    .where(inArray(refunds.orderItemId, [...itemIds]))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  for (const { orderItemId, ...refund } of rows)
    if (orderItemId) byItem.set(orderItemId, [...(byItem.get(orderItemId) ?? []), refund]);
  return byItem;
}
