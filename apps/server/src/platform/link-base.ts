import type { FastifyRequest } from 'fastify';
import { domainsOf } from '../modules/site/site.queries';
import type { Db, DbOrTx } from './db/client';

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

/**
 * Another site's app address for a platform admin's screen (decision 0055): the site's domain, on
 * the scheme and port the admin is using, so in development (http, a port) the link works as well
 * as on https in production. Only the domain comes from the site; the caller is a signed-in admin.
 */
export function otherSiteLinkBase(request: FastifyRequest, domain: string): string {
  // A browser leaves a scheme's own port out of Host, so Fastify finds none then.
  return `${request.protocol}://${domain}${request.port ? `:${request.port}` : ''}/app`;
}

/** The web app's address for links in a mail no request asked for (a job's): the site's primary domain. */
export async function primaryLinkBase(db: DbOrTx, siteId: string): Promise<string> {
  return `https://${(await domainsOf(db, siteId))[0] ?? 'localhost'}/app`;
}
