import { and, eq, gt } from 'drizzle-orm';
import { sessions, type UserRow, users } from '../modules/accounts/accounts.schema';
import type { DbOrTx } from './db/client';
import { hashToken, newToken } from './passwords';

export async function startSession(db: DbOrTx, user: UserRow, days: number): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(sessions).values({
    siteId: user.siteId,
    userId: user.id,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + days * 86_400_000),
  });
  return token;
}

/** The live session of a token on this site, with its user; blocked users have none. */
export async function findSession(db: DbOrTx, siteId: string, token: string) {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.siteId, siteId),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  if (!row || row.user.isBlocked || row.user.siteId !== siteId) return undefined;
  return row;
}

export async function endSession(db: DbOrTx, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function endAllSessions(db: DbOrTx, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
