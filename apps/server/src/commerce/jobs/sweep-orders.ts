import type { JobKind } from './job-queue';

/**
 * Once a minute on one instance (pg-boss's cron runs a schedule once for all of them): what an
 * order needs that no event will bring — a payment the buyer made and never came back from, a
 * hold past its deadline, an order a crash left mid-booking.
 */
export function sweepOrdersJob(checkout: { sweep: () => Promise<void> }): JobKind<object> {
  return {
    name: 'sweep-orders',
    cron: '* * * * *',
    // The next minute's sweep is the retry.
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 10 * 60,
    handler: () => checkout.sweep(),
    // Each order it cannot settle raises its own case; a failed sweep is only logged (the next runs).
    exhausted: async () => undefined,
  };
}
