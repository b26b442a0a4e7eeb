import { z } from 'zod';
import { userView } from '../accounts/user';
import type { UserType } from '../common/enums';
import { ok, optionalEmail, optionalText, requiredText } from '../common/fields';
import { MSG } from '../common/messages';
import { checkPhone } from '../common/phone';
import { optionalGstin, optionalPan } from '../common/tax-ids';

const phoneValue = z
  .object({ phone: optionalText(20), phoneCode: optionalText(8) })
  .nullish()
  .transform((v) => v ?? { phone: undefined, phoneCode: undefined });

export const DETAIL_PHONES = [
  { field: 'primaryPhone', label: 'Primary' },
  { field: 'secondaryPhone', label: 'Secondary' },
  { field: 'emergencyPhone', label: 'Emergency' },
] as const;

const updateDetailsFields = z.object({
  customerId: requiredText(64),
  firstName: requiredText(60),
  lastName: optionalText(60),
  email: optionalEmail(),
  primaryPhone: phoneValue,
  secondaryPhone: phoneValue,
  emergencyPhone: phoneValue,
  panNumber: optionalPan(),
  gstNumber: optionalGstin(),
  companyName: optionalText(120),
});
type DetailsValues = z.output<typeof updateDetailsFields>;

/** Company name is required of travel agents (spec §5 "Change details"). */
export const companyRequired = (userType: UserType) => userType === 'travelAgent';

function checkDetails(v: DetailsValues, ctx: z.RefinementCtx) {
  if (!v.email && !v.primaryPhone.phone) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: MSG.emailOrPrimaryPhone });
    ctx.addIssue({ code: 'custom', path: ['primaryPhone', 'phone'], message: MSG.emailOrPrimaryPhone });
  }
  for (const { field } of DETAIL_PHONES) {
    const { phone, phoneCode } = v[field];
    if (phone && !checkPhone(phone, phoneCode).ok) {
      ctx.addIssue({ code: 'custom', path: [field, 'phone'], message: MSG.validPhone });
    }
  }
}

/**
 * POST wl/user/updateDetails (spec §7): names, phones as {phone, phoneCode}, e-mail, PAN, GST and
 * company. The server adds the company rule, since it knows the customer's type.
 */
export const updateDetailsPath = 'wl/user/updateDetails';
export const updateDetailsRequest = updateDetailsFields.superRefine(checkDetails);
export type UpdateDetailsRequest = z.input<typeof updateDetailsRequest>;
export const updateDetailsResponse = ok({ message: z.string(), data: userView });

/** The change-details form: the request's rules plus the company rule for this customer's type. */
export const updateDetailsForm = (userType: UserType) =>
  updateDetailsFields.superRefine((v, ctx) => {
    checkDetails(v, ctx);
    if (companyRequired(userType) && !v.companyName) {
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: MSG.required });
    }
  });
