import { z } from 'zod';
import { CUSTOMER_TYPES } from '../common/enums';
import { requiredText } from '../common/fields';
import { signupReferralCode } from './referrals';
import { sessionResponse } from './session';

/** Google Identity Services ID tokens: who may issue them. */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** POST wl/user/googleSignIn: signs in an existing account with a Google ID token (credential). */
export const googleSignInPath = 'wl/user/googleSignIn';
export const googleSignInRequest = z.object({ credential: requiredText(4096) });
export type GoogleSignInRequest = z.input<typeof googleSignInRequest>;

/** POST wl/user/googleSignUp: creates the account from a Google ID token, then signs in. */
export const googleSignUpPath = 'wl/user/googleSignUp';
export const googleSignUpRequest = z.object({
  credential: requiredText(4096),
  userType: z.enum(CUSTOMER_TYPES).default('retail'),
  referralCode: signupReferralCode(),
});
export type GoogleSignUpRequest = z.input<typeof googleSignUpRequest>;
export const googleSessionResponse = sessionResponse;
