import {
  ORDER_MSG,
  type OrderOutcome,
  PAYMENT_VERIFY_INTERVAL_MS,
  PAYMENT_VERIFY_RETRIES,
} from '@app/contracts';
import { useEffect, useState } from 'react';
import { HttpError } from '../../api/http';
import { UNSETTLED } from './after-payment';
import { type PaymentProvider, verifyPayment } from './api/payments';

export type VerifyState =
  | { kind: 'checking'; attempt: number }
  /** the order has a final answer (paid and booked, failed, held again, expired): its page shows it */
  | { kind: 'settled'; outcome: OrderOutcome }
  /** no final answer could be had */
  | { kind: 'failed'; message: string }
  | { kind: 'unauthorized' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A final answer; null while the order may still settle. */
const finalState = (outcome: OrderOutcome): VerifyState | null =>
  UNSETTLED.includes(outcome.status) ? null : { kind: 'settled', outcome };

/**
 * Asks the provider where the order stands; while it is unsettled asks again up to
 * PAYMENT_VERIFY_RETRIES more times, PAYMENT_VERIFY_INTERVAL_MS apart, then gives up (spec §4).
 */
export function useVerifyPayment(provider: PaymentProvider, orderId: string | null): VerifyState {
  const [state, setState] = useState<VerifyState>({ kind: 'checking', attempt: 1 });

  useEffect(() => {
    if (!orderId) return;
    let cancelled = false;
    async function run(id: string) {
      for (let attempt = 1; attempt <= PAYMENT_VERIFY_RETRIES + 1; attempt += 1) {
        if (attempt > 1) await wait(PAYMENT_VERIFY_INTERVAL_MS);
        if (cancelled) return;
        setState({ kind: 'checking', attempt });
        let outcome: OrderOutcome;
        try {
          outcome = await verifyPayment(provider, { orderId: id });
        } catch (error) {
          if (cancelled) return;
          if (error instanceof HttpError && error.kind === 'unauthorized') {
            setState({ kind: 'unauthorized' });
            return;
          }
          // No answer says nothing about the payment: count it as a try and ask again.
          if (error instanceof HttpError && (error.kind === 'network' || error.kind === 'timeout')) continue;
          setState({
            kind: 'failed',
            message: error instanceof Error && error.message ? error.message : ORDER_MSG.paymentUnsuccessful,
          });
          return;
        }
        if (cancelled) return;
        const done = finalState(outcome);
        if (done) {
          setState(done);
          return;
        }
      }
      if (!cancelled) setState({ kind: 'failed', message: ORDER_MSG.paymentFailed });
    }
    void run(orderId);
    return () => {
      cancelled = true;
    };
  }, [provider, orderId]);

  return state;
}
