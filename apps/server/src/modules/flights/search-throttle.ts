import { OWN_MSG } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { tooManyRequests } from '../../platform/errors';
import type { RateLimits } from '../../platform/rate-limits';

/**
 * Anonymous searches per client address and window: each one costs a supplier call, and a visitor
 * needs no account to make them. Signed-in users are limited by look-to-book instead. The hit is
 * counted before the search, so however many race, at most the limit get through.
 */
export function anonymousSearchThrottle(rateLimits: RateLimits, limits: Config['searchLimits']) {
  return async function throttleAnonymousSearch(request: FastifyRequest) {
    if (request.user) return;
    const hits = await rateLimits.hit(`search:${request.ip}`, limits.windowSeconds);
    if (hits > limits.anonymousPerAddress) throw tooManyRequests(OWN_MSG.tooManySearches);
  };
}
