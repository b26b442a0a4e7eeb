import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/actor';
import type { DbOrTx } from '../../platform/db/client';
import { auditLog } from './audit.schema';

/** Who did it and from where: the request's actor and address, or a job's. */
export interface AuditBy {
  actor: Actor;
  ip: string | null;
}
export const auditBy = (request: FastifyRequest): AuditBy => ({ actor: request.actor, ip: request.ip });

export interface AuditEntry {
  action: string;
  targetKind: string;
  targetId?: string | null;
  summary: string;
  /** the record's fields before and after; pass only what may be shown (never a secret or a key) */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const labelOf = (actor: Actor): { actorId: string | null; actorLabel: string } => {
  if (actor.kind === 'user' || actor.kind === 'staff')
    return { actorId: actor.user.id, actorLabel: actor.user.email ?? actor.user.firstName };
  if (actor.kind === 'system') return { actorId: null, actorLabel: `system: ${actor.job}` };
  if (actor.kind === 'partnerKey') return { actorId: null, actorLabel: `partner key ${actor.keyId}` };
  return { actorId: null, actorLabel: 'visitor' };
};

/** How a summary names a person: their e-mail, or their name when they have none. */
export const whoIs = (user: { email: string | null; firstName: string; lastName?: string | null }): string =>
  user.email ?? [user.firstName, user.lastName].filter(Boolean).join(' ');

/**
 * Records an action; give it the transaction that makes the change, so that the entry and the
 * change are written together or not at all.
 */
export async function recordAudit(db: DbOrTx, { actor, ip }: AuditBy, entry: AuditEntry): Promise<void> {
  const siteId = actor.site?.id;
  if (!siteId) throw new Error(`audit ${entry.action}: the actor names no site`);
  await db.insert(auditLog).values({
    siteId,
    ...labelOf(actor),
    ip,
    action: entry.action,
    targetKind: entry.targetKind,
    targetId: entry.targetId ?? null,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Only what changed between two versions of a record, each side with its own value. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return { before: was, after: now, changed: Object.keys(now) };
}
