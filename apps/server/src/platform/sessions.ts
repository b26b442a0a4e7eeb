import type { UserView } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { findSessionWithUser } from '../modules/accounts/accounts.queries';
import { sessions, type UserRow } from '../modules/accounts/accounts.schema';
import type { Db, DbOrTx } from './db/client';
import { hashToken, newToken } from './passwords';
import type { RequestCache } from './request-cache';

/** A signed-in caller: the session, its user and the user's whole view (the session call's answer). */
export type LiveSession = { sessionId: string; user: UserRow; view: UserView };

type Cached = { sessionId: string; siteId: string; expiresAt: number; user: UserRow; view: UserView };

/**
 * Sessions, each looked up by one query and then kept a few seconds in the shared short-lived store
 * (Redis when set, so every instance sees a logout at once; else this process, within a byte
 * budget). Entries are keyed by the token's hash and deleted, not left to expire, whenever the
 * session ends or its user changes: logout, block, a new password, any change to the user.
 * Blocked users are never cached. One race remains: a lookup that read the user just before a block
 * may store it just after; the block also deletes the session rows, so that entry is the last.
 */
export function createSessions(db: Db, cache: RequestCache, days: number) {
  const keyOf = (tokenHash: string) => `session:${tokenHash}`;
  const forget = (tokenHashes: string[]) => cache.del(tokenHashes.map(keyOf));

  async function lookUp(siteId: string, tokenHash: string): Promise<Cached | undefined> {
    const cached = await cache.get<Cached>(keyOf(tokenHash));
    if (cached) return revive(cached);
    const found = await findSessionWithUser(db, siteId, tokenHash);
    if (!found || found.user.isBlocked || found.user.siteId !== siteId) return undefined;
    const entry = { ...found, siteId, expiresAt: found.expiresAt.getTime() };
    await cache.set(keyOf(tokenHash), stored(entry), Math.floor((entry.expiresAt - Date.now()) / 1000));
    return entry;
  }

  /** The ids of a user's sessions' cache entries, so that a change to the user can drop them. */
  async function tokenHashesOf(db: DbOrTx, userId: string) {
    const rows = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    return rows.map((r) => r.tokenHash);
  }

  return {
    async start(user: UserRow): Promise<string> {
      const { token, hash } = newToken();
      await db.insert(sessions).values({
        siteId: user.siteId,
        userId: user.id,
        tokenHash: hash,
        expiresAt: new Date(Date.now() + days * 86_400_000),
      });
      return token;
    },

    /** The live session of a token on this site, with its user; blocked users have none. */
    async find(siteId: string, token: string): Promise<LiveSession | undefined> {
      const entry = await lookUp(siteId, hashToken(token));
      // A token is only good on the site it was issued for, and only until it expires.
      if (!entry || entry.siteId !== siteId || entry.expiresAt <= Date.now()) return undefined;
      return { sessionId: entry.sessionId, user: entry.user, view: entry.view };
    },

    async end(sessionId: string) {
      const ended = await db
        .delete(sessions)
        .where(eq(sessions.id, sessionId))
        .returning({ tokenHash: sessions.tokenHash });
      await forget(ended.map((r) => r.tokenHash));
    },

    /** Every session of the user ends (a block, a new password). */
    async endAllOf(userId: string) {
      const ended = await db
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ tokenHash: sessions.tokenHash });
      await forget(ended.map((r) => r.tokenHash));
    },

    /** The user, their phones or company changed: their sessions are looked up afresh. */
    async forgetUser(userId: string) {
      await forget(await tokenHashesOf(db, userId));
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;

/**
 * The user's logo once, in the view: an agent's may be 270 KB of base64 (AGENT_LOGO_MAX_BYTES), and
 * every call of theirs reads and parses the entry. The view's is the row's (toUserView).
 */
const stored = (entry: Cached): Cached => ({ ...entry, user: { ...entry.user, taLogoUrl: null } });

/** JSON keeps dates as text; the user row's are turned back into dates, and its logo from the view. */
function revive(entry: Cached): Cached {
  const user = entry.user as UserRow & {
    createdAt: Date | string;
    rbacGroupChangedAt: Date | string | null;
    firstSignedInAt: Date | string | null;
  };
  const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    ...entry,
    user: {
      ...user,
      taLogoUrl: entry.view.taLogoUrl,
      createdAt: new Date(user.createdAt),
      rbacGroupChangedAt: dateOrNull(user.rbacGroupChangedAt),
      firstSignedInAt: dateOrNull(user.firstSignedInAt),
    },
  };
}
