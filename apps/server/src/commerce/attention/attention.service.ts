import type { AttentionAction } from '@app/contracts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { type AttentionItemRow, attentionItems } from './attention.schema';

export type AttentionCase = {
  siteId: string;
  orderId: string;
  /** what kind of trouble, one open case per order and kind */
  kind: string;
  summary: string;
  /** what the system tried this time, added to the case's history */
  tried: string;
  actions: AttentionAction[];
};

/**
 * The cases that hand an order's money to staff: the buyer's page says our team returns it, and the
 * sweep no longer resumes the order by itself.
 */
export const STAFF_TAKES_OVER = ['left-mid-booking', 'payment-mismatch'] as const;

/**
 * Puts an order in front of staff. Raising a case already open adds what was tried to it instead
 * of opening a second: a job retried by two instances or raised again tomorrow stays one case.
 */
export async function raiseAttention(db: DbOrTx, item: AttentionCase): Promise<void> {
  const stamped = `${new Date().toISOString()} ${item.tried}`;
  await db
    .insert(attentionItems)
    .values({ ...item, tried: [stamped] })
    .onConflictDoUpdate({
      target: [attentionItems.orderId, attentionItems.kind],
      targetWhere: isNull(attentionItems.resolvedAt),
      set: {
        summary: item.summary,
        tried: sql`${attentionItems.tried} || ${JSON.stringify([stamped])}::jsonb`,
      },
    });
}

/** The newest open cases shown at once: a queue in the hundreds is an incident, not a list to page. */
export const ATTENTION_PAGE = 200;

export function openAttention(db: DbOrTx, siteId: string): Promise<AttentionItemRow[]> {
  return db
    .select()
    .from(attentionItems)
    .where(and(eq(attentionItems.siteId, siteId), isNull(attentionItems.resolvedAt)))
    .orderBy(desc(attentionItems.openedAt), desc(attentionItems.id))
    .limit(ATTENTION_PAGE);
}

/** Closes an open case once: of two staff closing it together, one does and the other learns it was closed. */
export async function resolveAttention(
  db: DbOrTx,
  siteId: string,
  id: string,
  by: { userId: string; resolution: string },
): Promise<AttentionItemRow | undefined> {
  const [row] = await db
    .update(attentionItems)
    .set({ resolvedAt: new Date(), resolvedById: by.userId, resolution: by.resolution })
    .where(
      and(eq(attentionItems.id, id), eq(attentionItems.siteId, siteId), isNull(attentionItems.resolvedAt)),
    )
    .returning();
  return row;
}

/** Whether a case of one of these kinds was ever raised for the order, open or closed. */
export async function wasRaised(db: DbOrTx, orderId: string, kinds: readonly string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: attentionItems.id })
    .from(attentionItems)
    .where(and(eq(attentionItems.orderId, orderId), inArray(attentionItems.kind, [...kinds])))
    .limit(1);
  return row !== undefined;
}
