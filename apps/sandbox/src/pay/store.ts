import { randomBytes, randomInt } from 'node:crypto';

export type PayState = 'PENDING' | 'COMPLETED' | 'FAILED';
export type PayCode = 'PAYMENT_SUCCESS' | 'PAYMENT_ERROR' | 'PAYMENT_PENDING' | 'TIMED_OUT';
export type RedirectMode = 'REDIRECT' | 'POST';

export type PaymentInstrument = { type: 'UPI'; utr: string; upiTransactionId: string };

type Common = {
  merchantId: string;
  merchantTransactionId: string;
  /** Paise. */
  amount: number;
  callbackUrl: string | undefined;
  createdAtMs: number;
  state: PayState;
  code: PayCode;
  responseCode: string | null;
  /** The gateway's own id; null until the customer has acted on the payment. */
  transactionId: string | null;
  paymentInstrument: PaymentInstrument | null;
  /** Status calls answered since the transaction settled: the payPending fault counts these. */
  settledStatusCalls: number;
};

export type Payment = Common & {
  kind: 'PAYMENT';
  merchantUserId: string;
  redirectUrl: string;
  redirectMode: RedirectMode;
  mobileNumber: string | undefined;
  token: string;
  /** The x-sandbox-faults header of the create call: the browser can't send it to the hosted page. */
  faults: string;
  refundedAmount: number;
};

export type Refund = Common & { kind: 'REFUND'; originalTransactionId: string };

export type Transaction = Payment | Refund;

export type NewPayment = Pick<
  Payment,
  | 'merchantId'
  | 'merchantTransactionId'
  | 'merchantUserId'
  | 'amount'
  | 'redirectUrl'
  | 'redirectMode'
  | 'callbackUrl'
  | 'mobileNumber'
  | 'faults'
>;

export type NewRefund = Pick<
  Refund,
  'merchantId' | 'merchantTransactionId' | 'originalTransactionId' | 'amount' | 'callbackUrl'
>;

const digits = (count: number) => {
  let out = '';
  while (out.length < count) out += String(randomInt(0, 1_000_000_000)).padStart(9, '0');
  return out.slice(0, count);
};

/** PhonePe ids read `T` + a yyMMddHHmmss stamp + digits; merchants sometimes log or display them. */
function gatewayTransactionId(nowMs: number): string {
  const stamp = new Date(nowMs).toISOString().replace(/\D/g, '').slice(2, 14);
  return `T${stamp}${digits(10)}`;
}

const upiInstrument = (): PaymentInstrument => ({
  type: 'UPI',
  utr: digits(12),
  upiTransactionId: `YBL${digits(20)}`,
});

const keyOf = (merchantId: string, merchantTransactionId: string) =>
  `${merchantId}\u0000${merchantTransactionId}`;

/**
 * Payments and refunds share one id space per merchant, as on PhonePe. The newest `kept` are
 * kept (a refund counts as one), oldest out first; what is kept outlives a restart when the
 * sandbox has a data folder (payments-file.ts).
 */
export class PayStore {
  private readonly transactions = new Map<string, Transaction>();
  private readonly tokens = new Map<string, Payment>();
  /** Moves with every change that must outlive a restart: the state is saved when it moved. */
  revision = 0;

  constructor(private readonly kept: number) {}

  private add(txn: Transaction) {
    this.transactions.set(keyOf(txn.merchantId, txn.merchantTransactionId), txn);
    if (txn.kind === 'PAYMENT') this.tokens.set(txn.token, txn);
    for (const [key, old] of this.transactions) {
      if (this.transactions.size <= this.kept) break;
      this.transactions.delete(key);
      if (old.kind === 'PAYMENT') this.tokens.delete(old.token);
    }
    this.revision += 1;
  }

  /** Every transaction kept, oldest first. */
  state(): Transaction[] {
    return [...this.transactions.values()];
  }

  restore(transactions: Transaction[]) {
    for (const txn of transactions) this.add(txn);
    this.revision = 0;
  }

  get(merchantId: string, merchantTransactionId: string): Transaction | undefined {
    return this.transactions.get(keyOf(merchantId, merchantTransactionId));
  }

  byToken(token: string): Payment | undefined {
    return this.tokens.get(token);
  }

  createPayment(input: NewPayment, nowMs: number): Payment {
    const payment: Payment = {
      ...input,
      kind: 'PAYMENT',
      createdAtMs: nowMs,
      state: 'PENDING',
      code: 'PAYMENT_PENDING',
      responseCode: null,
      transactionId: null,
      paymentInstrument: null,
      settledStatusCalls: 0,
      // 24 random bytes: the token is the only thing guarding the hosted page.
      token: randomBytes(24).toString('base64url'),
      refundedAmount: 0,
    };
    this.add(payment);
    return payment;
  }

  /** The customer's choice on the hosted page; `declined` is the bank saying no after Pay. */
  settle(payment: Payment, outcome: 'success' | 'failure' | 'declined', nowMs: number): void {
    payment.transactionId = gatewayTransactionId(nowMs);
    payment.paymentInstrument = upiInstrument();
    if (outcome === 'success') {
      payment.state = 'COMPLETED';
      payment.code = 'PAYMENT_SUCCESS';
      payment.responseCode = 'SUCCESS';
    } else {
      payment.state = 'FAILED';
      payment.code = 'PAYMENT_ERROR';
      // NPCI codes: ZA declined by the customer, Z9 insufficient funds.
      payment.responseCode = outcome === 'failure' ? 'ZA' : 'Z9';
    }
    this.revision += 1;
  }

  /** True when this call moved the payment to TIMED_OUT. */
  expireIfDue(payment: Payment, nowMs: number, ttlMs: number): boolean {
    if (payment.state !== 'PENDING' || nowMs - payment.createdAtMs < ttlMs) return false;
    payment.state = 'FAILED';
    payment.code = 'TIMED_OUT';
    payment.responseCode = 'TIMED_OUT';
    this.revision += 1;
    return true;
  }

  refund(original: Payment, input: NewRefund, nowMs: number): Refund {
    original.refundedAmount += input.amount;
    const refund: Refund = {
      ...input,
      kind: 'REFUND',
      createdAtMs: nowMs,
      state: 'COMPLETED',
      code: 'PAYMENT_SUCCESS',
      responseCode: 'SUCCESS',
      transactionId: gatewayTransactionId(nowMs),
      paymentInstrument: original.paymentInstrument,
      settledStatusCalls: 0,
    };
    this.add(refund);
    return refund;
  }
}
