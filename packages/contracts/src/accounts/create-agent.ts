import { z } from 'zod';
import { optionalEmail, optionalText, requiredText } from '../common/fields';
import { MSG } from '../common/messages';
import { checkPhone } from '../common/phone';
import { optionalGstin, optionalPan } from '../common/tax-ids';

/** Agent types of the create-agent form (spec §5): B2c is a retail customer, B2B a travel agent. */
export const AGENT_TYPES = [
  { label: 'B2c', userType: 'retail' },
  { label: 'B2B', userType: 'travelAgent' },
] as const;

/** The customer part of the create-agent form, validated alike in the form and on the server. */
export const newCustomer = z
  .object({
    firstName: requiredText(60),
    lastName: optionalText(60),
    email: optionalEmail(),
    phone: optionalText(20),
    phoneCode: optionalText(8),
    companyName: optionalText(120),
    panNumber: optionalPan(),
    gstNumber: optionalGstin(),
  })
  .superRefine((v, ctx) => {
    if (!v.email && !v.phone) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: MSG.phoneOrEmail });
      ctx.addIssue({ code: 'custom', path: ['phone'], message: MSG.phoneOrEmail });
    }
    if (v.phone) {
      const check = checkPhone(v.phone, v.phoneCode);
      if (!check.ok) ctx.addIssue({ code: 'custom', path: ['phone'], message: check.message });
    }
  });
export type NewCustomer = z.input<typeof newCustomer>;

/** POST user/createDetailPendingCustomerForDmc {userData:{customer, userType}}; field errors in error.shortError. */
export const createAgentPath = 'user/createDetailPendingCustomerForDmc';
export const createAgentRequest = z.object({
  userData: z.object({
    customer: newCustomer,
    userType: z.enum(['retail', 'travelAgent'], { error: MSG.required }),
  }),
});
export type CreateAgentRequest = z.input<typeof createAgentRequest>;
export const createAgentResponse = z.object({
  success: z.literal(true),
  data: z.object({ users_id: z.string() }),
});
/** The failure shape of this call: field messages keyed by the customer's field names. */
export const createAgentFailure = z.object({
  success: z.literal(false),
  errorMessage: z.string(),
  error: z.object({ shortError: z.record(z.string(), z.string()) }),
});
