import { z } from 'zod';
import { email, requiredText, successOnly } from '../common/fields';
import { MSG } from '../common/messages';
import { sessionResponse } from './session';

/**
 * How a visitor proves who they are (spec §5: "password optional, status required"):
 * with a password, or by an e-mailed link (set-password link on signup, one-time login link on login).
 */
export const SIGN_IN_STATUSES = ['password', 'emailLink'] as const;
export type SignInStatus = (typeof SIGN_IN_STATUSES)[number];
export const signInStatus = z.enum(SIGN_IN_STATUSES, { error: MSG.required });

/** POST wl/user/login: with a password, or (status emailLink) asking for a one-time login link. */
export const loginPath = 'wl/user/login';
export const loginRequest = z
  .object({
    email: email(),
    password: z.string().max(128).optional(),
    status: signInStatus,
  })
  .superRefine((v, ctx) => {
    if (v.status === 'password' && !v.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: MSG.required });
    }
  });
export type LoginRequest = z.input<typeof loginRequest>;
export const loginResponse = z.union([sessionResponse, successOnly]);
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST wl/user/loginBySessionId: exchanges a one-time login-link id for a session. */
export const loginBySessionIdPath = 'wl/user/loginBySessionId';
export const loginBySessionIdRequest = z.object({ sessionId: requiredText(200) });
export const loginBySessionIdResponse = sessionResponse;

/** POST wl/user/getUserBySessionId: the user of the auth-token header. */
export const getUserBySessionIdPath = 'wl/user/getUserBySessionId';

/** POST wl/user/logout */
export const logoutPath = 'wl/user/logout';
