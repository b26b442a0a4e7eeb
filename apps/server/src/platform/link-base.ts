import type { FastifyRequest } from 'fastify';
import { domainsOf } from '../modules/site/site.queries';
import type { Db } from './db/client';

/**
 * The web app's address for links in mails. The Host header is only trusted when it is one of the
 * site's own domains, so a forged Host cannot send a victim's reset link to someone else's server.
 */
export async function appLinkBase(db: Db, request: FastifyRequest): Promise<string> {
  const host = request.headers.host ?? '';
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const domains = await domainsOf(db, request.site.id);
  if (domains.includes(hostname)) return `${request.protocol}://${host}/app`;
  // Otherwise the site's primary domain (domainsOf answers it first).
  return `https://${domains[0] ?? hostname}/app`;
}
