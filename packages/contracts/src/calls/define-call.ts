import type { z } from 'zod';
import type { SiteModule, UserType } from '../common/enums';
import type { PermissionId } from '../rbac/catalog';

/**
 * Who may make a call: `public` needs no site (site detection), `site` a site but no session,
 * `optional` resolves a session when one is sent, `locked` is `optional` on open sites and `user` on
 * locked-mode sites (spec §2), `user` requires a session, `staff` requires a staff user holding the
 * call's permission.
 */
export type Access = 'public' | 'site' | 'optional' | 'locked' | 'user' | 'staff';

/**
 * What a call may demand: a catalog permission, being a super admin (permission editing), or being
 * one of the platform's owners (PLATFORM_ADMINS: sites themselves, decision 0041).
 */
export type CallPermission = PermissionId | 'superAdmin' | 'platformAdmin';

export type CallMethod = 'GET' | 'POST';

export interface Call {
  method: CallMethod;
  /** Relative to the API base `/api/`, exactly as spec §7 spells it; `:name` marks a path parameter. */
  path: string;
  /** The JSON body of a POST, the query of a GET. */
  request?: z.ZodType;
  params?: z.ZodType;
  /** The successful answer; failures are always `{ success:false, errorMessage, errors? }` (spec §8). */
  response?: z.ZodType;
  /**
   * The server sends this answer as it is instead of checking it against `response`: a priced result
   * page is ~600 KB, and walking it again costs more than it guards (docs/decisions/0021).
   */
  responseUnchecked?: true;
  /** The answer is a file of this type, not JSON. */
  produces?: string;
  access: Access;
  permission?: CallPermission;
  /** Further restricts a `user` call to these user types. */
  userTypes?: readonly UserType[];
  /** The site module the call belongs to: a site with the module off answers 403. */
  module?: SiteModule;
  /** Also served under the flight client's base, `/api/nfs/flights/` (spec §7). */
  flightBase?: true;
}

/** A staff call names the permission it needs: one open to every staff member cannot be written. */
type Checked<C extends Call> = C['access'] extends 'staff' ? C & { permission: CallPermission } : C;

/**
 * Defines one call of the app: the server routes it, the web client calls it, /api/docs shows it.
 * Marked free of side effects, so a call the web never makes is left out of its build, with the
 * schemas only it names. A module of calls still lands whole in one chunk (the chunk of its first
 * user): calls whose schemas are heavy and that the first screen does not make live in modules of
 * their own (account-forms.calls.ts, flight-passengers.calls.ts).
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineCall<const C extends Call>(call: Checked<C>): C {
  return call;
}

/** The parameter names of a call's path, in order (`payment/:provider/callback` → provider). */
export const pathParamsOf = (call: Call) =>
  call.path
    .split('/')
    .filter((part) => part.startsWith(':'))
    .map((part) => part.slice(1));

/** A call's path with its parameters filled in, as the client sends it. */
export function pathWith(call: Call, params: Record<string, string> = {}): string {
  return call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The answer to a call of a module the site has switched off (the menu hides it too, spec §2). */
export const moduleOffMessage = (module: string) => `The ${module} module is not active on this site`;
