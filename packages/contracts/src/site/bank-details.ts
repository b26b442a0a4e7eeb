import { z } from 'zod';
import { ok } from '../common/fields';

/** The site owner's account for bank transfers (wallet top-ups, offline payment). */
export const bankDetails = z.object({
  accountName: z.string(),
  accountNumber: z.string(),
  ifsc: z.string(),
  bankName: z.string(),
  branch: z.string(),
  upiId: z.string().nullable(),
});
export type BankDetails = z.infer<typeof bankDetails>;

/** GET whitelabel/getBankDetails: null when the site takes no bank transfers. */
export const bankDetailsResponse = ok({ data: bankDetails.nullable() });
