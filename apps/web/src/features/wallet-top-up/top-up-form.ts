import { MSG, TOP_UP_MSG, topUpAmount, topUpFeeSettings } from '@app/contracts';
import { z } from 'zod';
import { hundredths, toHundredths } from '../flight-settings/flight-settings-form';
import { rupeesToPaise } from '../wallet/wallet-amount';

/**
 * The top-up as the agency types it: rupees ('5000', '5,000'), checked by the server's own rule
 * (whole rupees, ₹100 to ₹5,00,000) and sent in paise.
 */
export const topUpForm = z.object({
  amount: z
    .string()
    .trim()
    .min(1, MSG.required)
    .transform((text, ctx) => {
      const checked = topUpAmount.safeParse(rupeesToPaise(text) ?? Number.NaN);
      if (checked.success) return checked.data;
      ctx.addIssue({
        code: 'custom',
        message:
          rupeesToPaise(text) === undefined ? TOP_UP_MSG.wholeRupees : checked.error.issues[0]?.message,
      });
      return z.NEVER;
    }),
});
export type TopUpFormValues = z.input<typeof topUpForm>;

/** The typed amount in paise while it is one the server takes; null otherwise (no fee to show yet). */
export const typedAmount = (text: string): number | null => {
  const checked = topUpForm.shape.amount.safeParse(text);
  return checked.success ? checked.data : null;
};

/** A fee as a percent: 150 basis points → '1.5%'. */
export const feePercent = (basisPoints: number) => `${hundredths(basisPoints)}%`;

/** Staff's fee as they type it: a percent with up to two decimals, sent in basis points. */
export const topUpFeeForm = z.object({
  percent: z.string().transform((text, ctx) => {
    const checked = topUpFeeSettings.shape.feeBasisPoints.safeParse(toHundredths(text));
    if (checked.success) return checked.data;
    ctx.addIssue({ code: 'custom', message: TOP_UP_MSG.feePercent });
    return z.NEVER;
  }),
});
export type TopUpFeeFormValues = z.input<typeof topUpFeeForm>;
