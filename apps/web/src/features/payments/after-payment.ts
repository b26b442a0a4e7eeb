import type { OrderOutcome } from '@app/contracts';

export interface NextStep {
  to: string;
  state?: { showReturn: true };
}

/**
 * Where a completed order goes (spec §4): an outbound leg whose return is still to book opens its
 * booking details with showReturn; a one-way or return-leg booking goes to the ticket queue.
 */
export function nextStepAfter(outcome: Pick<OrderOutcome, 'showReturn' | 'searchId'>): NextStep {
  if (outcome.showReturn)
    return {
      to: `/flight/bookingDetails/${encodeURIComponent(outcome.searchId)}`,
      state: { showReturn: true },
    };
  return { to: '/flight/ticketQueue' };
}

/** Statuses that may still turn into completed or failed: verification asks again. */
export const UNSETTLED: readonly OrderOutcome['status'][] = ['pending', 'paid', 'processing'];
