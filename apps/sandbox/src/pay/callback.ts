import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';

export type CallbackOptions = { timeoutMs: number; retryDelaysMs: readonly number[] };

/** One attempt and three retries, backing off: a merchant restarting for a few seconds still hears. */
export const DEFAULT_CALLBACK_OPTIONS: CallbackOptions = {
  timeoutMs: 5_000,
  retryDelaysMs: [1_000, 3_000, 9_000],
};

/**
 * Fire-and-forget S2S callbacks. Nothing awaits a delivery on the request path, so a slow or dead
 * merchant endpoint never holds up the customer's redirect; `close()` drops retries still waiting.
 */
export class CallbackSender {
  private readonly closing = new AbortController();
  private readonly inFlight = new Set<Promise<boolean>>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly options: CallbackOptions = DEFAULT_CALLBACK_OPTIONS,
  ) {}

  send(url: string, body: string, xVerify: string): Promise<boolean> {
    const delivery = this.deliver(url, body, xVerify);
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
    return delivery;
  }

  /** Lets tests and shutdown wait for what has been started. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  close(): void {
    this.closing.abort();
  }

  private async deliver(url: string, body: string, xVerify: string): Promise<boolean> {
    const attempts = this.options.retryDelaysMs.length + 1;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (this.closing.signal.aborted) return false;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-verify': xVerify },
          body,
          signal: AbortSignal.any([this.closing.signal, AbortSignal.timeout(this.options.timeoutMs)]),
        });
        // The body is unused, but an unread one keeps the connection busy.
        await res.body?.cancel();
        if (res.ok) return true;
        this.log.info({ url, attempt, status: res.status }, 'pay callback refused');
      } catch (error) {
        this.log.info({ url, attempt, err: error }, 'pay callback failed');
      }
      const delay = this.options.retryDelaysMs[attempt - 1];
      if (delay === undefined) break;
      try {
        await sleep(delay, undefined, { signal: this.closing.signal });
      } catch {
        return false;
      }
    }
    this.log.warn({ url, attempts }, 'pay callback not delivered; the merchant must poll the status API');
    return false;
  }
}
