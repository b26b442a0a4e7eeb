import { OWN_MSG } from '@app/contracts';
import type { Cache } from '../../platform/cache';
import { tooManyRequests } from '../../platform/errors';

export type LoginLimits = { perAccount: number; perAddress: number; windowSeconds: number };

/**
 * Counts failed logins per account and per client address in the shared cache, so every instance
 * sees the same counts. A success clears the account's count; the address's count runs out by itself.
 */
export function createLoginLimiter(cache: Cache, limits: LoginLimits) {
  const accountKey = (siteId: string, email: string) => `login:account:${siteId}:${email}`;
  const addressKey = (address: string) => `login:address:${address}`;
  return {
    async assertAllowed(siteId: string, email: string, address: string) {
      const [account, byAddress] = await Promise.all([
        cache.get<number>(accountKey(siteId, email)),
        cache.get<number>(addressKey(address)),
      ]);
      if ((account ?? 0) >= limits.perAccount || (byAddress ?? 0) >= limits.perAddress) {
        throw tooManyRequests(OWN_MSG.tooManyAttempts);
      }
    },
    async recordFailure(siteId: string, email: string, address: string) {
      await Promise.all([
        cache.incr(accountKey(siteId, email), limits.windowSeconds),
        cache.incr(addressKey(address), limits.windowSeconds),
      ]);
    },
    async recordSuccess(siteId: string, email: string) {
      await cache.del(accountKey(siteId, email));
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
