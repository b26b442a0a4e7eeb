import { REFUNDS_PAGE_SIZE, type RefundState } from '@app/contracts';
import { and, count, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
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
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(refunds)
      .where(where)
      // The id breaks ties, so two refunds made in the same instant keep their places between pages.
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(REFUNDS_PAGE_SIZE)
      .offset((page - 1) * REFUNDS_PAGE_SIZE),
    db.select({ n: count() }).from(refunds).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
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
