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

/** Who is attempting: their address, and their device when it signed in to this account before. */
export type LoginClient = { address: string; knownDevice?: string };

/**
 * What a counted attempt may go on to. `needsCode`: the account is beyond its ceiling and the client
 * is not one it has seen sign in, so the password is checked only beside a mailed code.
 */
export type LoginAttempt = { needsCode: boolean; succeeded(): Promise<void> };

/**
 * Login attempts are counted before the password is checked (one atomic hit per key), so however many
 * requests race, at most the limit of them ever reach Argon2. The windows:
 * - site + account + client address, strict (5): a guesser at one address gets that many tries;
 * - client address (30), every attempt counted, successful ones too: one address spraying many
 *   accounts (a success must not earn a sprayer more tries, so it gives none back here);
 * - from a device that signed in to the account before: site + account + device, strict (5), and
 *   nothing else of the account's: strangers filling the ceiling never lock the owner out there;
 * - from anywhere else: site + account (100), with a growing delay beyond the strict limit's worth.
 *   Beyond it, an address that already tried this account is refused as before; a fresh one is
 *   asked for a code mailed to the account (decision 0050), checked before the password, so a
 *   guesser without the mailbox gets no more password checks than the ceiling.
 * The keys are hit in that order and a refusal stops there, so refused attempts never count towards
 * the account's ceiling: one address cannot push the owner's account over it. The owner getting in
 * starts the window of the address (or device) afresh, and the account's too when it got in below
 * the ceiling as before; getting in by a known device or a code leaves the ceiling as the guessers
 * filled it, so the owner's sign-in never hands them a fresh hundred.
 */
export function createLoginLimiter(
  rateLimits: RateLimits,
  limits: LoginLimits,
  sleep: (ms: number) => Promise<void> = sleepFor,
) {
  const accountKey = (siteId: string, email: string) => `login:account:${siteId}:${email.toLowerCase()}`;
  const pairKey = (siteId: string, email: string, address: string) =>
    `login:account-address:${siteId}:${email.toLowerCase()}:${address}`;
  const deviceKey = (siteId: string, email: string, device: string) =>
    `login:account-device:${siteId}:${email.toLowerCase()}:${device}`;
  const addressKey = (address: string) => `login:address:${address}`;
  const within = async (key: string, limit: number) => {
    const count = await rateLimits.hit(key, limits.windowSeconds);
    if (count > limit) throw tooManyRequests(OWN_MSG.tooManyAttempts);
    return count;
  };
  const resetting =
    (...keys: string[]) =>
    async () => {
      await Promise.all(keys.map((key) => rateLimits.reset(key)));
    };

  return {
    /**
     * Counts one attempt, refusing it (429) over any limit; answers after the account's delay, if any.
     * `withCode`: the attempt carries a mailed code, to be judged by it rather than refused.
     */
    async attempt(
      siteId: string,
      email: string,
      client: LoginClient,
      withCode: boolean,
    ): Promise<LoginAttempt> {
      const pair = pairKey(siteId, email, client.address);
      const onPair = await within(pair, limits.perAccountAndAddress);
      await within(addressKey(client.address), limits.perAddress);
      if (client.knownDevice) {
        const device = deviceKey(siteId, email, client.knownDevice);
        await within(device, limits.perAccountAndAddress);
        return { needsCode: false, succeeded: resetting(pair, device) };
      }
      const account = accountKey(siteId, email);
      const onAccount = await rateLimits.hit(account, limits.windowSeconds);
      if (onAccount > limits.perAccount) {
        if (onPair > 1 && !withCode) throw tooManyRequests(OWN_MSG.tooManyAttempts);
        return { needsCode: true, succeeded: resetting(pair) };
      }
      const delay = loginDelayMs(onAccount, limits.perAccountAndAddress);
      if (delay > 0) await sleep(delay);
      return { needsCode: false, succeeded: resetting(pair, account) };
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
