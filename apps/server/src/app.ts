import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountService } from './modules/accounts/accounts.service';
import { agentsRoutes } from './modules/accounts/agents.routes';
import { createAgentService } from './modules/accounts/agents.service';
import { createLoginLimiter } from './modules/accounts/login-limiter';
import { profileRoutes } from './modules/accounts/profile.routes';
import { createProfileService } from './modules/accounts/profile.service';
import { countryRoutes } from './modules/bookings/countries.routes';
import { fareQuoteRoutes } from './modules/bookings/fare-quote.routes';
import { createFareQuoteService } from './modules/bookings/fare-quote.service';
import { validateBookingRoutes } from './modules/bookings/validate-booking.routes';
import { createValidateBookingService } from './modules/bookings/validate-booking.service';
import { airlineRoutes } from './modules/flights/airlines.routes';
import { createAirportIndex } from './modules/flights/airport-index';
import { flightRoutes } from './modules/flights/flights.routes';
import { createFlightService } from './modules/flights/flights.service';
import { createSearchCache } from './modules/flights/search-cache';
import { outboxRoutes } from './modules/notifications/outbox.routes';
import { siteRoutes } from './modules/site/site.routes';
import { createCache } from './platform/cache';
import { type Database, openDatabase } from './platform/db/client';
import { registerErrorHandler } from './platform/errors';
import { createMailer } from './platform/mailer';
import { type Access, requestContext } from './platform/request-context';
import { serveWebApp } from './platform/web-app';
import { seedDemo } from './seed/demo';
import { createTboSupplier } from './suppliers/tbo/tbo-supplier';

export type RouteEntry = { method: string; url: string; access: Access; takesInput: boolean };
export type App = FastifyInstance & { database: Database; apiRoutes: RouteEntry[] };

/** Builds the whole server: every test and main.ts make the app this same way. */
export async function buildApp(config: Config): Promise<App> {
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  const { db } = database;
  if (config.seedDemo) await seedDemo(db);

  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Every API route with who may call it: the tenancy and bad-input tests walk this list.
  const apiRoutes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const takesInput = Boolean(route.schema?.body ?? route.schema?.querystring);
      apiRoutes.push({ method, url: route.url, access: route.config?.access ?? 'user', takesInput });
    }
  });

  const cache = createCache(config.redisUrl);
  const mailer = createMailer(db, config.smtpUrl, config.mailFrom);
  const limiter = createLoginLimiter(cache, config.loginLimits);
  const accounts = createAccountService({
    db,
    mailer,
    limiter,
    sessionDays: config.sessionDays,
    googleKeys: config.googleKeys,
  });
  const profile = createProfileService({ db });
  const agents = createAgentService({ db, accounts });
  const supplier = createTboSupplier(config.supplier, cache);
  const airports = await createAirportIndex();
  const searches = createSearchCache(cache);
  const flights = createFlightService({ db, supplier, airports, searches });
  const quotes = createFareQuoteService({ db, supplier, searches, flights });
  const bookingChecks = createValidateBookingService({ searches, quotes });

  await app.register(fastifyCookie);
  await app.register(requestContext, { db });
  await app.register(
    async (api) => {
      await api.register(siteRoutes, { db });
      await api.register(accountsRoutes, { db, accounts, profile });
      await api.register(profileRoutes, { profile });
      await api.register(agentsRoutes, { db, agents });
      await api.register(outboxRoutes, { db });
      await api.register(airlineRoutes);
    },
    { prefix: '/api' },
  );
  // The flight and booking calls answer at /api/api/… and at the flight client's base /api/nfs/flights/api/….
  for (const prefix of ['/api', '/api/nfs/flights']) {
    await app.register(flightRoutes, { prefix, flights, supplier, airports });
    await app.register(countryRoutes, { prefix });
    await app.register(fareQuoteRoutes, { prefix, quotes });
    await app.register(validateBookingRoutes, { prefix, bookings: bookingChecks });
  }
  await serveWebApp(app, config.webDistDir);

  app.addHook('onClose', async () => {
    await cache.close();
    await database.close();
  });
  return Object.assign(app, { database, apiRoutes }) as unknown as App;
}
