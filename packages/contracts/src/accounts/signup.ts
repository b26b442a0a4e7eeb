import { z } from 'zod';
import { CUSTOMER_TYPES } from '../common/enums';
import { email, optionalText, password, requiredText, successOnly } from '../common/fields';
import { MSG } from '../common/messages';
import { checkPhone } from '../common/phone';
import { signInStatus } from './login';
import { signupReferralCode } from './referrals';

/** POST wl/user/signup */
export const signupPath = 'wl/user/signup';
export const signupRequest = z
  .object({
    firstName: requiredText(60),
    lastName: optionalText(60),
    email: email(),
    password: password().optional(),
    status: signInStatus,
    userType: z.enum(CUSTOMER_TYPES).default('retail'),
    companyName: optionalText(120),
    phoneNumber: optionalText(20),
    phoneCountryCode: optionalText(8),
    /** someone's referral code: links the new account to theirs */
    referralCode: signupReferralCode(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'password' && !v.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: MSG.required });
    }
    if (v.userType !== 'retail' && !v.companyName) {
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: MSG.required });
    }
    if (v.phoneNumber) {
      const check = checkPhone(v.phoneNumber, v.phoneCountryCode);
      if (!check.ok) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: check.message });
    }
  });
export type SignupRequest = z.input<typeof signupRequest>;
export const signupResponse = successOnly;
