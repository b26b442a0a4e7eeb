import {
  DEPOSIT_MSG,
  DEPOSIT_SLIP_MAX_BYTES,
  MSG,
  type RequestDepositRequest,
  requestDepositRequest,
} from '@app/contracts';
import { z } from 'zod';
import { siteToday } from '../../app/site-locale';
import { amountError, rupeesToPaise } from '../wallet/wallet-amount';

const { bankReference, transferredOn, remarks } = requestDepositRequest.shape;

/**
 * The transfer as the agency types it: rupees (paise allowed, as banks move them), the bank's
 * reference and the day, by the server's own rules; the day is no later than the site's today.
 */
export const depositForm = z.object({
  amount: z.string().transform((text, ctx) => {
    const problem = amountError(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    return rupeesToPaise(text) ?? z.NEVER;
  }),
  bankReference,
  transferredOn: z
    .string()
    .min(1, MSG.required)
    .pipe(transferredOn)
    .refine((day) => day <= siteToday(), DEPOSIT_MSG.futureDate),
  remarks,
});
export type DepositFormValues = z.input<typeof depositForm>;
export const EMPTY_DEPOSIT: DepositFormValues = {
  amount: '',
  bankReference: '',
  transferredOn: '',
  remarks: '',
};

const SLIP_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

/** Why a chosen file cannot be the slip, or undefined when it can. */
export function slipProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!SLIP_TYPES.includes(file.type)) return DEPOSIT_MSG.slip;
  if (file.size > DEPOSIT_SLIP_MAX_BYTES) return DEPOSIT_MSG.slipTooLarge;
  return undefined;
}

/** The request of a checked form and its slip (a data URL) when one is attached. */
export const requestOf = (
  form: z.output<typeof depositForm>,
  slip: string | null,
): RequestDepositRequest => ({
  ...form,
  ...(slip ? { slip } : {}),
});
