import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SupplierConfig } from '../../config';
import type { Cache } from '../../platform/cache';
import type { FlightSupplier } from '../../suppliers/flight-supplier';
import { createTboSupplier } from '../../suppliers/tbo/tbo-supplier';
import type { FlightRules } from './flight-settings.service';

/** The site a piece of work is done for, so the supplier calls it makes use that site's account. */
const siteScope = new AsyncLocalStorage<string>();

/** Runs `work` (and everything it starts) as work of this site. */
export const inSiteScope = <T>(siteId: string, work: () => T): T => siteScope.run(siteId, work);

/**
 * Every API request with a site runs in that site's scope. A callback hook, so that the rest of the
 * request (handler included) runs inside `run` — an async hook's context would not carry over.
 */
export const siteSupplierScope = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', (request, _reply, done) => {
      if (request.site?.id) siteScope.run(request.site.id, done);
      else done();
    });
  },
  { name: 'site-supplier-scope', dependencies: ['request-context'] },
);

/** The calls a site's supplier answers with its own account; the rest (name, capabilities, sources) are the adapter's. */
const ACCOUNT_CALLS = [
  'search',
  'calendarFare',
  'fareRules',
  'fareQuote',
  'ssr',
  'hold',
  'ticket',
  'bookingDetails',
  'release',
  'changeRequest',
  'changeRequestStatus',
  'cancellationCharges',
  'agencyBalance',
] as const satisfies readonly (keyof FlightSupplier)[];

/**
 * Clients kept for sites with their own account. Each is a few closures (~1 KB; its token lives in
 * the shared cache), so a count bounds their memory: the least recently used goes beyond it.
 */
const MAX_SITE_CLIENTS = 500;

type Deps = {
  config: SupplierConfig;
  cache: Cache;
  rules: (siteId: string) => Promise<FlightRules>;
  openPassword: (sealed: string) => string;
};

/**
 * A site's supplier (decision 0042): its own TBO account when staff stored one, the platform's
 * otherwise. A client is made once per site and account; a changed account makes a new one, and its
 * token is cached under the account, so two sites never share a token.
 */
export function createSiteSuppliers({ config, cache, rules, openPassword }: Deps) {
  const platform = createTboSupplier(config, cache);
  const clients = new Map<string, { account: string; supplier: FlightSupplier }>();

  async function supplierForSite(siteId: string): Promise<FlightSupplier> {
    const own = (await rules(siteId)).accounts.find((a) => a.supplierCode === 'TBO');
    if (!own) return platform;
    const account = createHash('sha256')
      .update(`${own.environment}\n${own.clientId}\n${own.userName}\n${own.passwordSealed}`)
      .digest('base64url');
    const kept = clients.get(siteId);
    if (kept?.account === account) {
      clients.delete(siteId);
      clients.set(siteId, kept);
      return kept.supplier;
    }
    const supplier = createTboSupplier(
      {
        ...config,
        endpoints: config.environments[own.environment],
        clientId: own.clientId,
        userName: own.userName,
        password: openPassword(own.passwordSealed),
      },
      cache,
    );
    clients.delete(siteId);
    clients.set(siteId, { account, supplier });
    if (clients.size > MAX_SITE_CLIENTS) clients.delete(clients.keys().next().value as string);
    return supplier;
  }

  /** The supplier of the site in scope; work of no site (none today) uses the platform's account. */
  const current = () => {
    const siteId = siteScope.getStore();
    return siteId ? supplierForSite(siteId) : Promise.resolve(platform);
  };

  const routed = {
    name: platform.name,
    capabilities: platform.capabilities,
    sources: () => platform.sources(),
  } as Record<string, unknown>;
  for (const call of ACCOUNT_CALLS)
    routed[call] = async (input: never) =>
      ((await current())[call] as (input: never) => Promise<unknown>)(input);

  return {
    supplierForSite,
    /** A FlightSupplier for the services: each call goes to the account of the site in scope. */
    supplier: routed as unknown as FlightSupplier,
  };
}
export type SiteSuppliers = ReturnType<typeof createSiteSuppliers>;

type OrderWork = {
  fulfil(order: { siteId: string }, context: never): Promise<void>;
  resume(order: { siteId: string }): Promise<void>;
  outcome(order: { siteId: string }): Promise<unknown>;
};

/**
 * A product line whose supplier work on an order runs in the order's site scope, wherever it is
 * started from: a buyer's request, or the minute's sweep that has no site of its own.
 */
export function orderWorkInSiteScope<P extends OrderWork>(line: P): P {
  return {
    ...line,
    fulfil: (order, context) => inSiteScope(order.siteId, () => line.fulfil(order, context)),
    resume: (order) => inSiteScope(order.siteId, () => line.resume(order)),
    outcome: (order) => inSiteScope(order.siteId, () => line.outcome(order)),
  };
}
