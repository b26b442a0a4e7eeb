import { z } from 'zod';
import { ok, optionalText, requiredText } from '../common/fields';

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

export const BANK_MSG = {
  accountNumber: 'An account number is 9 to 18 digits',
  ifsc: 'An IFSC is 4 letters, a 0 and 6 letters or digits (e.g. HDFC0001234)',
  upi: 'A UPI id looks like name@bank',
} as const;

/** What staff type for the site's bank account; checked as banks number them. */
export const bankDetailsInput = z.object({
  accountName: requiredText(120),
  accountNumber: requiredText(18).regex(/^\d{9,18}$/, BANK_MSG.accountNumber),
  ifsc: requiredText(11)
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, BANK_MSG.ifsc)),
  bankName: requiredText(120),
  branch: requiredText(120),
  upiId: optionalText(100)
    .refine((v) => v === undefined || /^[\w.-]{2,256}@[a-zA-Z]{2,64}$/.test(v), BANK_MSG.upi)
    .transform((v) => v ?? null),
});
