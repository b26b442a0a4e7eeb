import { z } from 'zod';
import type { Transaction } from './store';

/** The file under the sandbox's data folder that holds its gateway's payments and refunds. */
export const PAYMENTS_FILE = 'payments.json';
const VERSION = 1;

const common = {
  merchantId: z.string(),
  merchantTransactionId: z.string(),
  amount: z.int().min(0),
  callbackUrl: z.string().optional(),
  createdAtMs: z.number(),
  state: z.enum(['PENDING', 'COMPLETED', 'FAILED']),
  code: z.enum(['PAYMENT_SUCCESS', 'PAYMENT_ERROR', 'PAYMENT_PENDING', 'TIMED_OUT']),
  responseCode: z.string().nullable(),
  transactionId: z.string().nullable(),
  paymentInstrument: z
    .object({ type: z.literal('UPI'), utr: z.string(), upiTransactionId: z.string() })
    .nullable(),
  settledStatusCalls: z.int().min(0),
};

const paymentsFile = z.object({
  version: z.literal(VERSION),
  transactions: z.array(
    z.discriminatedUnion('kind', [
      z.object({
        ...common,
        kind: z.literal('PAYMENT'),
        merchantUserId: z.string(),
        redirectUrl: z.string(),
        redirectMode: z.enum(['REDIRECT', 'POST']),
        mobileNumber: z.string().optional(),
        token: z.string().min(32),
        faults: z.string(),
        refundedAmount: z.int().min(0),
      }),
      z.object({ ...common, kind: z.literal('REFUND'), originalTransactionId: z.string() }),
    ]),
  ),
});

export const paymentsFileOf = (transactions: Transaction[]) => ({ version: VERSION, transactions });

/** The transactions from the file's JSON; throws when it is not a file this sandbox wrote. */
export const readPaymentsFile = (raw: unknown): Transaction[] =>
  // JSON leaves out a key whose value is undefined: the store's types name them all.
  paymentsFile
    .parse(raw)
    .transactions.map((t) =>
      t.kind === 'PAYMENT'
        ? { ...t, callbackUrl: t.callbackUrl, mobileNumber: t.mobileNumber }
        : { ...t, callbackUrl: t.callbackUrl },
    );
