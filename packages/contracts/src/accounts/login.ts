import { z } from 'zod';
import { email, requiredText, successOnly } from '../common/fields';
import { MSG, OWN_MSG } from '../common/messages';
import { sessionResponse } from './session';

/**
 * How a visitor proves who they are (spec §5: "password optional, status required"):
 * with a password, or by an e-mailed link (set-password link on signup, one-time login link on login).
 */
export const SIGN_IN_STATUSES = ['password', 'emailLink'] as const;
export type SignInStatus = (typeof SIGN_IN_STATUSES)[number];
export const signInStatus = z.enum(SIGN_IN_STATUSES, { error: MSG.required });

/** The one-time code mailed to an account under attack (decision 0050): six digits. */
export const LOGIN_CODE_DIGITS = 6;
export const loginCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${LOGIN_CODE_DIGITS}}$`), OWN_MSG.loginCodeFormat);

/**
 * POST wl/user/login: with a password, or (status emailLink) asking for a one-time login link.
 * `code` is the mailed sign-in code, sent with the password once the server answered `codeSent`.
 */
export const loginPath = 'wl/user/login';
export const loginRequest = z
  .object({
    email: email(),
    password: z.string().max(128).optional(),
    status: signInStatus,
    code: loginCode.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'password' && !v.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: MSG.required });
    }
  });
export type LoginRequest = z.input<typeof loginRequest>;
/**
 * Beyond an account's ceiling of failed attempts, a client it has not seen sign in must add a code,
 * mailed to the address: the answer says so (the same whether or not the address has an account).
 */
export const codeSentResponse = z.object({
  success: z.literal(true),
  codeSent: z.literal(true),
  message: z.string(),
});
export type CodeSentResponse = z.infer<typeof codeSentResponse>;
// codeSent first: successOnly would take it too, without its flag.
export const loginResponse = z.union([sessionResponse, codeSentResponse, successOnly]);
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST wl/user/loginBySessionId: exchanges a one-time login-link id for a session. */
export const loginBySessionIdPath = 'wl/user/loginBySessionId';
export const loginBySessionIdRequest = z.object({ sessionId: requiredText(200) });
export const loginBySessionIdResponse = sessionResponse;

/** POST wl/user/getUserBySessionId: the user of the auth-token header. */
export const getUserBySessionIdPath = 'wl/user/getUserBySessionId';

/** POST wl/user/logout */
export const logoutPath = 'wl/user/logout';
