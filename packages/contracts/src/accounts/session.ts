import { z } from 'zod';
import { ok } from '../common/fields';
import { userView } from './user';

/** The answer of every call that starts a session: the opaque token for the auth-token header. */
export const sessionResponse = ok({ data: z.object({ token: z.string(), user: userView }) });
export type SessionResponse = z.infer<typeof sessionResponse>;

export const userResponse = ok({ data: userView });
export type UserResponse = z.infer<typeof userResponse>;

/** Name of the non-secret cookie that tells the web app a session exists (spec §9). */
export const LOGGED_IN_COOKIE = 'isLoggedIn';
