import { z } from 'zod';
import { ok, optionalText, requiredText } from '../common/fields';
import { OWN_MSG } from '../common/messages';
import { phoneEntry } from '../common/phone';
import { optionalGstin, optionalPan } from '../common/tax-ids';
import { legalEntityView, userView } from './user';

/** POST wl/user/updateMyProfile: the user's own names (spec §4 "set user data"). */
export const updateMyProfilePath = 'wl/user/updateMyProfile';
export const updateMyProfileRequest = z.object({ firstName: requiredText(60), lastName: optionalText(60) });
export type UpdateMyProfileRequest = z.input<typeof updateMyProfileRequest>;
export const userDataResponse = ok({ data: userView });

/** POST user/changeMyPhoneDetails (spec §7): replaces the user's phone numbers. */
export const changeMyPhoneDetailsPath = 'user/changeMyPhoneDetails';
export const changeMyPhoneDetailsRequest = z
  .object({ phoneNumbers: z.array(phoneEntry).min(1).max(3) })
  .refine((v) => v.phoneNumbers.some((p) => p.label === 'Primary'), {
    path: ['phoneNumbers'],
    message: 'A Primary phone number is required',
  })
  .refine((v) => new Set(v.phoneNumbers.map((p) => p.label)).size === v.phoneNumbers.length, {
    path: ['phoneNumbers'],
    message: 'Each label may be used once',
  });
export type ChangeMyPhoneDetailsRequest = z.input<typeof changeMyPhoneDetailsRequest>;

/** POST wl/user/updateReferralCode */
export const updateReferralCodePath = 'wl/user/updateReferralCode';
export const updateReferralCodeRequest = z.object({
  referralCode: requiredText(20)
    .regex(/^[A-Za-z0-9]{4,20}$/, 'Use 4 to 20 letters or digits')
    .transform((v) => v.toUpperCase()),
});
export type UpdateReferralCodeRequest = z.input<typeof updateReferralCodeRequest>;

/** POST wl/user/updateAgentLogo: a PNG, JPEG or WebP image as a data URL, at most 200 KB. */
export const AGENT_LOGO_MAX_BYTES = 200 * 1024;
export const updateAgentLogoPath = 'wl/user/updateAgentLogo';
export const updateAgentLogoRequest = z.object({
  logo: z
    .string({ error: OWN_MSG.wrongType })
    .max(Math.ceil((AGENT_LOGO_MAX_BYTES * 4) / 3) + 40, 'The logo must be at most 200 KB')
    .regex(
      /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/,
      'The logo must be a PNG, JPEG or WebP image',
    )
    .nullable(),
});
export type UpdateAgentLogoRequest = z.input<typeof updateAgentLogoRequest>;

/** POST wl/user/updateBillingDetails (/user/billing-details) */
export const updateBillingDetailsPath = 'wl/user/updateBillingDetails';
export const updateBillingDetailsRequest = z.object({
  billingName: optionalText(120),
  gstNumber: optionalGstin(),
  gstState: optionalText(60),
  panNumber: optionalPan(),
});
export type UpdateBillingDetailsRequest = z.input<typeof updateBillingDetailsRequest>;

/** GET wl/user/getMyLegalEntity */
export const getMyLegalEntityPath = 'wl/user/getMyLegalEntity';
export const legalEntityResponse = ok({ data: legalEntityView.nullable() });
