import { z } from 'zod';
import { email, optionalText, requiredText } from '../common/fields';
import { checkPhone } from '../common/phone';

/** The agent company form (spec §5 "Agent company"): everything required but address 2 and last name. */
export const agentCompany = z
  .object({
    companyName: requiredText(120),
    email: email(),
    primaryPhone: requiredText(20),
    primaryPhoneCode: requiredText(8),
    secondaryPhone: requiredText(20),
    secondaryPhoneCode: requiredText(8),
    concernedPersonFirstName: requiredText(60),
    concernedPersonLastName: optionalText(60),
    country: requiredText(60),
    state: requiredText(60),
    city: requiredText(60),
    pincode: requiredText(10).regex(/^[A-Za-z0-9 -]{3,10}$/, 'Enter a valid pincode'),
    address1: requiredText(200),
    address2: optionalText(200),
  })
  .superRefine((v, ctx) => {
    for (const [number, code] of [
      ['primaryPhone', 'primaryPhoneCode'],
      ['secondaryPhone', 'secondaryPhoneCode'],
    ] as const) {
      const check = checkPhone(v[number], v[code]);
      if (!check.ok) ctx.addIssue({ code: 'custom', path: [number], message: check.message });
    }
  });
export type AgentCompany = z.input<typeof agentCompany>;

/** POST wl/user/updateMyLegalEntity (spec §4 "update legal-entity data") */
export const updateMyLegalEntityPath = 'wl/user/updateMyLegalEntity';
export const updateMyLegalEntityRequest = agentCompany;
