import { OWN_MSG } from '@app/contracts';
import { tooManyRequests } from '../../platform/errors';
import type { RateLimits } from '../../platform/rate-limits';

export type LoginLimits = {
  /** attempts on one account from one client address: the strict limit */
  perAccountAndAddress: number;
  /** attempts on one account from every address: a ceiling high enough that strangers cannot lock the owner out */
  perAccount: number;
  /** attempts from one client address, whatever the account */
  perAddress: number;
  windowSeconds: number;
};

/** The delay before the first attempt beyond the strict limit's worth on an account; it doubles each attempt. */
export const FIRST_DELAY_MS = 100;
/** Long enough to slow a guesser down, short enough for the owner to wait out. */
export const MAX_DELAY_MS = 3_000;

/**
 * How long to hold an attempt on an account that already had `attempts` (this one included) from all
 * addresses: nothing up to the strict limit, then 100 ms doubling per attempt up to 3 s.
 */
export function loginDelayMs(attempts: number, strictLimit: number): number {
  const beyond = attempts - strictLimit;
  if (beyond <= 0) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(beyond - 1, 16));
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Login attempts are counted before the password is checked (one atomic hit per key), so however many
 * requests race, at most the limit of them ever reach Argon2. Three windows:
 * - site + account + client address, strict (5): a guesser at one address gets that many tries;
 * - client address (30), every attempt counted, successful ones too: one address spraying many
 *   accounts (a success must not earn a sprayer more tries, so it gives none back here);
 * - site + account from everywhere (100), with a growing delay beyond the strict limit's worth: a
 *   guesser needs many addresses to get far, and even then cannot lock the owner out for long.
 * The keys are hit in that order and a refusal stops there, so refused attempts never count towards
 * the account's ceiling: one address cannot push the owner's account over it. The owner getting in
 * starts both of the account's windows afresh.
 */
export function createLoginLimiter(
  rateLimits: RateLimits,
  limits: LoginLimits,
  sleep: (ms: number) => Promise<void> = sleepFor,
) {
  const pairKey = (siteId: string, email: string, address: string) =>
    `login:account-address:${siteId}:${email.toLowerCase()}:${address}`;
  const accountKey = (siteId: string, email: string) => `login:account:${siteId}:${email.toLowerCase()}`;
  const addressKey = (address: string) => `login:address:${address}`;
  const within = async (key: string, limit: number) => {
    if ((await rateLimits.hit(key, limits.windowSeconds)) > limit)
      throw tooManyRequests(OWN_MSG.tooManyAttempts);
  };

  return {
    /** Counts one attempt, refusing it (429) over any limit; answers after the account's delay, if any. */
    async attempt(siteId: string, email: string, address: string) {
      await within(pairKey(siteId, email, address), limits.perAccountAndAddress);
      await within(addressKey(address), limits.perAddress);
      const onAccount = await rateLimits.hit(accountKey(siteId, email), limits.windowSeconds);
      if (onAccount > limits.perAccount) throw tooManyRequests(OWN_MSG.tooManyAttempts);
      const delay = loginDelayMs(onAccount, limits.perAccountAndAddress);
      if (delay > 0) await sleep(delay);
    },
    /** The owner got in: no delay for their next logins, and a fresh strict window at this address. */
    async succeeded(siteId: string, email: string, address: string) {
      await Promise.all([
        rateLimits.reset(pairKey(siteId, email, address)),
        rateLimits.reset(accountKey(siteId, email)),
      ]);
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
