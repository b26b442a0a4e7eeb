import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const VISITOR_COOKIE = 'vid';
/** 16 random bytes in base64url; anything else in the cookie is replaced, never used as a key. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const YEAR_SECONDS = 365 * 86_400;

/**
 * An anonymous searcher's id, from the `vid` cookie or made (and set) on their first search; null
 * for a signed-in user. It is one of the two keys of a visitor's looks, the client address being
 * the other: clearing the cookie makes a new visitor, not a fresh count.
 */
export function visitorIdOf(request: FastifyRequest, reply: FastifyReply): string | null {
  if (request.user) return null;
  const known = request.cookies[VISITOR_COOKIE];
  if (known && VISITOR_ID.test(known)) return known;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    // Every flight call lives under /api (also /api/nfs/flights); pages never need it.
    path: '/api',
    maxAge: YEAR_SECONDS,
  });
  return id;
}
