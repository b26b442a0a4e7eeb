import { OWN_MSG } from '@app/contracts';
import { tooManyRequests } from '../../platform/errors';
import type { RateLimits } from '../../platform/rate-limits';

export type PasswordResetLimits = { perAccount: number; perAddress: number; windowSeconds: number };

/**
 * Throttles forgot-password requests, counted before any work. Per client address the caller hears
 * it (429): that says nothing about any account. Per e-mail address the request still answers the
 * usual success and only the mail is skipped: a 429 there would tell a stranger the account exists,
 * so the count is kept for every address typed, with an account or not, and the answers stay alike.
 */
export function createPasswordResetLimiter(rateLimits: RateLimits, limits: PasswordResetLimits) {
  return {
    /** Refuses the client address over its limit; answers whether this e-mail may get another mail. */
    async mayMail(siteId: string, email: string, address: string): Promise<boolean> {
      if ((await rateLimits.hit(`reset:address:${address}`, limits.windowSeconds)) > limits.perAddress) {
        throw tooManyRequests(OWN_MSG.tooManyResetRequests);
      }
      const forEmail = await rateLimits.hit(`reset:account:${siteId}:${email}`, limits.windowSeconds);
      return forEmail <= limits.perAccount;
    },
  };
}
export type PasswordResetLimiter = ReturnType<typeof createPasswordResetLimiter>;
