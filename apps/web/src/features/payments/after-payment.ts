import type { OrderOutcome } from '@app/contracts';

export interface NextStep {
  to: string;
  state?: { showReturn: true };
}

/** The order's own page: its confirmation, its hold, or what went wrong and where the money is. */
export const orderPath = (orderId: string) => `/flight/order/${encodeURIComponent(orderId)}`;

/**
 * Where a settled order goes: an outbound leg whose return is still to book opens its booking
 * details with showReturn (spec §4); every other order opens its own page — the confirmation of
 * what was bought, a held booking, or the failure with what happened to the money (issue 13).
 */
export function nextStepAfter(outcome: Pick<OrderOutcome, 'showReturn' | 'searchId' | 'orderId'>): NextStep {
  if (outcome.showReturn)
    return {
      to: `/flight/bookingDetails/${encodeURIComponent(outcome.searchId)}`,
      state: { showReturn: true },
    };
  return { to: orderPath(outcome.orderId) };
}

/** What an order's page is handed to offer 'Back to booking review' after a failure. */
export interface RetryState {
  retry: { to: string; state: unknown };
}

export const retryState = (to: string, state: unknown): RetryState => ({ retry: { to, state } });

export function readRetryState(state: unknown): RetryState['retry'] | null {
  const retry = (state as Partial<RetryState> | null)?.retry;
  return retry && typeof retry.to === 'string' ? retry : null;
}

/** Statuses that may still turn into completed or failed: verification asks again. */
export const UNSETTLED: readonly OrderOutcome['status'][] = ['pending', 'paid', 'processing'];
