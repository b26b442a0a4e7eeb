import type { PushSubscriptionJson } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { users } from '../accounts/accounts.schema';
import { pushSubscriptions } from './push.schema';

/**
 * Keeps a browser's subscription for the staff member who subscribed it on this site. The endpoint
 * is the browser's own: subscribed again by someone else (a shared desk), it is theirs from now on.
 */
export async function saveSubscription(
  db: DbOrTx,
  owner: { siteId: string; userId: string; userAgent: string | null },
  subscription: PushSubscriptionJson,
) {
  const values = {
    siteId: owner.siteId,
    userId: owner.userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    userAgent: owner.userAgent,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: new Date() } });
}

export async function hasSubscription(db: DbOrTx, siteId: string, userId: string, endpoint: string) {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, endpoint),
        eq(pushSubscriptions.siteId, siteId),
        eq(pushSubscriptions.userId, userId),
      ),
    );
  return row !== undefined;
}

/** The site's staff browsers that may be pushed to, with who holds each (not the blocked). */
export function staffSubscriptions(db: DbOrTx, siteId: string) {
  return db
    .select({ subscription: pushSubscriptions, user: users })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(
      and(
        eq(pushSubscriptions.siteId, siteId),
        eq(users.siteId, siteId),
        eq(users.userType, 'staff'),
        eq(users.isBlocked, false),
      ),
    );
}

export async function findSubscription(db: DbOrTx, id: string) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

/** The push service says the browser unsubscribed (404/410): the row goes, unless it changed meanwhile. */
export async function deleteSubscription(db: DbOrTx, id: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function markDelivered(db: DbOrTx, id: string, at: Date) {
  await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, id));
}
