import { type Call, moduleOffMessage, PLATFORM_MSG } from '@app/contracts';
import type { UserRow } from '../modules/accounts/accounts.schema';
import { requirePermission } from '../modules/rbac/permissions';
import type { SiteRow } from '../modules/site/site.schema';
import type { Db } from './db/client';
import { forbidden, unauthorized } from './errors';

/**
 * Who is acting. A visitor with no session, a signed-in user (retail, agent, corporate), a staff
 * member, a partner site calling with its API key, or a background job acting for the system.
 */
export type Actor =
  | { kind: 'visitor'; site: SiteRow }
  | { kind: 'user'; site: SiteRow; user: UserRow; sessionId: string }
  | { kind: 'staff'; site: SiteRow; user: UserRow; sessionId: string }
  | { kind: 'partnerKey'; site: SiteRow; keyId: string }
  | { kind: 'system'; job: string; site?: SiteRow };

export const signedInActor = (site: SiteRow, user: UserRow, sessionId: string): Actor =>
  user.userType === 'staff'
    ? { kind: 'staff', site, user, sessionId }
    : { kind: 'user', site, user, sessionId };

export const systemActor = (job: string, site?: SiteRow): Actor => ({ kind: 'system', job, site });

/** The user behind an actor, when a person is acting. */
export const userOf = (actor: Actor): UserRow | undefined =>
  actor.kind === 'user' || actor.kind === 'staff' ? actor.user : undefined;

/**
 * Whether a user owns the platform: a staff member whose e-mail is in PLATFORM_ADMINS, on whichever
 * site their account is (decision 0041). Being a site's super admin is not enough.
 */
export const isPlatformAdmin = (user: UserRow, platformAdmins: readonly string[]) =>
  user.userType === 'staff' && user.email !== null && platformAdmins.includes(user.email.toLowerCase());

/**
 * The one access rule: may this actor make this call? Refuses with 401 when a session is needed and
 * missing, 403 when the site has the call's module off, the actor is of the wrong kind or user type,
 * or lacks the call's permission. Jobs act for the system and are never refused.
 */
export async function authorize(
  db: Db,
  actor: Actor,
  call: Call,
  platformAdmins: readonly string[] = [],
): Promise<void> {
  if (actor.kind === 'system' || call.access === 'public') return;
  if (call.module && !actor.site.activeModules.includes(call.module)) {
    throw forbidden(moduleOffMessage(call.module));
  }
  if (call.access === 'site' || call.access === 'optional') return;
  if (call.access === 'locked' && !actor.site.isLocked) return;
  const user = userOf(actor);
  // No partner key is issued yet: a key acts only on the calls a partner program opens to it.
  if (!user) throw unauthorized();
  if (call.access === 'staff' && actor.kind !== 'staff') throw forbidden();
  if (call.userTypes && !call.userTypes.includes(user.userType)) throw forbidden();
  if (call.permission === 'platformAdmin') {
    if (!isPlatformAdmin(user, platformAdmins)) throw forbidden(PLATFORM_MSG.platformAdminOnly);
    return;
  }
  if (call.permission) await requirePermission(db, user, call.permission);
}
