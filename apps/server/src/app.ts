import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { attentionRoutes } from './commerce/attention/attention.routes';
import { createAttentionActions } from './commerce/attention/attention-actions';
import { createJobQueue, type JobKind, type JobQueue } from './commerce/jobs/job-queue';
import { pgliteUpkeepJobs } from './commerce/jobs/pglite-upkeep';
import { sweepOrdersJob } from './commerce/jobs/sweep-orders';
import { createMailJobs } from './commerce/mail/send-mail';
import { createCheckout } from './commerce/orders/checkout';
import { checkoutRoutes, paymentRoutes } from './commerce/orders/checkout.routes';
import { createItemRefunds } from './commerce/payments/item-refunds';
import { createRefunds, type Refunds } from './commerce/payments/refunds';
import { refundRoutes } from './commerce/payments/refunds.routes';
import { createStrayCharges } from './commerce/payments/stray-charges';
import { createProducts } from './commerce/products';
import type { Config } from './config';
import { createAccountMails } from './modules/accounts/account-mail-jobs';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountService } from './modules/accounts/accounts.service';
import { agentsRoutes } from './modules/accounts/agents.routes';
import { createAgentService } from './modules/accounts/agents.service';
import { createLoginLimiter } from './modules/accounts/login-limiter';
import { createPasswordResetLimiter } from './modules/accounts/password-reset-limiter';
import { profileRoutes } from './modules/accounts/profile.routes';
import { createProfileService } from './modules/accounts/profile.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { bookingDetailsRoutes } from './modules/bookings/booking-details.routes';
import { createBookingDetailsService } from './modules/bookings/booking-details.service';
import { createChangeRequestReviews } from './modules/bookings/change-request-reviews';
import { changeRequestRoutes } from './modules/bookings/change-requests.routes';
import { createChangeRequestService } from './modules/bookings/change-requests.service';
import { countryRoutes } from './modules/bookings/countries.routes';
import { eTicketMailRoutes } from './modules/bookings/e-ticket-mail';
import { createETicketMails } from './modules/bookings/e-ticket-mail.service';
import { createETicketMailLimits } from './modules/bookings/e-ticket-mail-limits';
import { fareQuoteRoutes } from './modules/bookings/fare-quote.routes';
import { createFareQuoteService } from './modules/bookings/fare-quote.service';
import { flightMailBuilders } from './modules/bookings/flight-mail-builders';
import { orderRoutes } from './modules/bookings/orders.routes';
import { createOrderService } from './modules/bookings/orders.service';
import { ticketRoutes } from './modules/bookings/tickets.routes';
import { createTicketService } from './modules/bookings/tickets.service';
import { validateBookingRoutes } from './modules/bookings/validate-booking.routes';
import { createValidateBookingService } from './modules/bookings/validate-booking.service';
import { customerRoutes } from './modules/customers/customers.routes';
import { createCustomerService } from './modules/customers/customers.service';
import { createLookToBook } from './modules/customers/look-to-book';
import { panVerificationRoutes } from './modules/customers/pan-verification.routes';
import { documentRoutes } from './modules/documents/documents.routes';
import { createInvoices } from './modules/documents/invoices.service';
import { createFdMails } from './modules/fixed-departures/fd-mails';
import { createFdManageService } from './modules/fixed-departures/fd-manage.service';
import { createFdProduct } from './modules/fixed-departures/fd-product';
import { fixedDepartureRoutes } from './modules/fixed-departures/fixed-departures.routes';
import { createFixedDepartureService } from './modules/fixed-departures/fixed-departures.service';
import { airlineRoutes } from './modules/flights/airlines.routes';
import { createAirportIndex } from './modules/flights/airport-index';
import { flightSettingsRoutes } from './modules/flights/flight-settings.routes';
import { createFlightSettings } from './modules/flights/flight-settings.service';
import { flightRoutes } from './modules/flights/flights.routes';
import { createFlightService } from './modules/flights/flights.service';
import { createSearchCache } from './modules/flights/search-cache';
import { anonymousSearchThrottle } from './modules/flights/search-throttle';
import {
  createSiteSuppliers,
  orderWorkInSiteScope,
  siteSupplierScope,
} from './modules/flights/site-suppliers';
import { markupAdminRoutes } from './modules/markup/markup-admin.routes';
import { createMarkupAdminService } from './modules/markup/markup-admin.service';
import { createMarkupRulesCache } from './modules/markup/markup-rules-cache';
import { outboxRoutes } from './modules/notifications/outbox.routes';
import { pushSubscriptionRoutes } from './modules/notifications/push-subscriptions.routes';
import { alsoTellingStaff, createStaffPush } from './modules/notifications/staff-push';
import { staffPushSweepJob } from './modules/notifications/staff-push-sweep';
import { loadVapidKeys, vapidSubject } from './modules/notifications/vapid-keys';
import { gatewaySettingsRoutes } from './modules/payments/gateway-settings.routes';
import { createGatewaySettings } from './modules/payments/gateway-settings.service';
import { paymentRecordRoutes } from './modules/payments/payment-records.routes';
import { createPaymentRecords } from './modules/payments/payment-records.service';
import { createSiteGateways } from './modules/payments/site-gateways';
import { rbacRoutes } from './modules/rbac/rbac.routes';
import { createRbacService } from './modules/rbac/rbac.service';
import { dashboardRoutes } from './modules/reports/dashboard.routes';
import { createDashboardService } from './modules/reports/dashboard.service';
import { flightReportRoutes } from './modules/reports/flight-reports.routes';
import { profitLossRoutes } from './modules/reports/profit-loss.routes';
import { profitLossRollupJob } from './modules/reports/profit-loss-rollup';
import { referralReportRoutes } from './modules/reports/referral-report.routes';
import { createPlatformSites } from './modules/site/platform-sites.service';
import { createPolicies } from './modules/site/policies.service';
import { createSeo } from './modules/site/seo.service';
import { seoFileRoutes } from './modules/site/seo-files.routes';
import { siteRoutes } from './modules/site/site.routes';
import { siteAdminRoutes } from './modules/site/site-admin.routes';
import { createSiteCache, type SiteCache } from './modules/site/site-cache';
import { createSiteDomains } from './modules/site/site-domains.service';
import { createSiteSettings } from './modules/site/site-settings.service';
import { supplierWalletRoutes } from './modules/supplier-wallets/supplier-wallets.routes';
import { createSupplierWalletService } from './modules/supplier-wallets/supplier-wallets.service';
import { siteWalletRoutes } from './modules/wallet/site-wallet-entries.routes';
import { createSiteWalletService } from './modules/wallet/site-wallet-entries.service';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { createWalletService } from './modules/wallet/wallet.service';
import { createCreditAlertMails } from './modules/wallet-credit/credit-alert-mails';
import { creditLimitRoutes } from './modules/wallet-credit/credit-limits.routes';
import { createCreditLimitService } from './modules/wallet-credit/credit-limits.service';
import { createDepositMails } from './modules/wallet-deposits/deposit-mails';
import { walletDepositRoutes } from './modules/wallet-deposits/wallet-deposits.routes';
import { createWalletDeposits } from './modules/wallet-deposits/wallet-deposits.service';
import { createTopUpMails } from './modules/wallet-top-up/top-up-mails';
import { createTopUpProduct } from './modules/wallet-top-up/top-up-product';
import { walletTopUpRoutes } from './modules/wallet-top-up/wallet-top-up.routes';
import { createWalletTopUps } from './modules/wallet-top-up/wallet-top-up.service';
import { apiDocsRoutes } from './platform/api-docs.routes';
import { createCache } from './platform/cache';
import { compression } from './platform/compression';
import { controlCharacters } from './platform/control-characters';
import { type Database, openDatabase } from './platform/db/client';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './platform/errors';
import { createMailer } from './platform/mailer';
import { createRateLimits } from './platform/rate-limits';
import { createRequestCache } from './platform/request-cache';
import { type Access, requestContext } from './platform/request-context';
import { createSecretBox } from './platform/secret-box';
import { securityHeaders } from './platform/security-headers';
import { createSessions } from './platform/sessions';
import { serveWebApp } from './platform/web-app';
import { seedDemo } from './seed/demo';

export type RouteEntry = { method: string; url: string; access: Access; takesInput: boolean };
export type App = FastifyInstance & {
  database: Database;
  apiRoutes: RouteEntry[];
  /** background work a test can run by hand */
  jobs: {
    recoverOrders: () => Promise<void>;
    /** gives back money taken on attempts that did not pay their order (issue 23) */
    sweepStrayCharges: () => Promise<void>;
    /** asks the supplier now about a flight leg whose ticket call went unanswered */
    checkTicket: (bookingId: string) => Promise<void>;
    queue: JobQueue;
    refunds: Refunds;
  };
  /** cached sites: whatever changes a site's settings or domains calls `forget` */
  sites: SiteCache;
};

/** Builds the whole server: every test and main.ts make the app this same way. */
export async function buildApp(config: Config): Promise<App> {
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  const { db } = database;
  const { trustProxy } = config;
  if (config.seedDemo) await seedDemo(db);

  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // A hop count trusts that many proxies nearest to us; Fastify's types take it as a function.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    genReqId: () => crypto.randomUUID(),
    // What Fastify and Node's parser answer before any route: in the house's shape too.
    frameworkErrors,
    clientErrorHandler,
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

  const cache = createCache(config.redisUrl, config.cacheMaxBytes);
  const rateLimits = createRateLimits(db, config.redisUrl);
  // Sessions, sites and markup rules: their own short-lived store, apart from search results.
  const requestCache = createRequestCache(config.redisUrl, config.requestCacheSeconds);
  const sessions = createSessions(db, requestCache, config.sessionDays);
  const sites = createSiteCache(db, requestCache);
  const seo = createSeo(db, requestCache);
  const markupRules = createMarkupRulesCache(db, requestCache);
  const looks = createLookToBook({
    db,
    rateLimits,
    siteOf: sites.byId,
    batch: config.lookBatch,
    log: app.log,
  });
  const mailer = createMailer(db, config.smtpUrl, config.mailFrom);
  // The job queue is made once every kind of job is known; what sends jobs reaches it through this.
  let jobQueue: JobQueue | undefined;
  const jobs = () => {
    if (!jobQueue) throw new Error('the job queue is used before the app is built');
    return jobQueue;
  };
  const limiter = createLoginLimiter(rateLimits, config.loginLimits, config.loginDelay);
  const resetLimiter = createPasswordResetLimiter(rateLimits, config.passwordResetLimits);
  // The sign-in calls' mails, as jobs whatever the address (decision 0050).
  const accountMails = createAccountMails({ db, mailer, jobs, log: app.log });
  const accounts = createAccountService({
    db,
    mails: accountMails,
    limiter,
    resetLimiter,
    sessions,
    googleKeys: config.googleKeys,
  });
  const profile = createProfileService({ db, sessions });
  const agents = createAgentService({ db, accounts });
  // Each site's supplier account (decision 0042): a supplier call goes to the account of the site it is for.
  const flightSettings = createFlightSettings({
    db,
    box: createSecretBox(config.settingsKey),
    cache: requestCache,
    sites,
  });
  const { supplier } = createSiteSuppliers({
    config: config.supplier,
    cache,
    rules: flightSettings.rules,
    openPassword: flightSettings.openPassword,
  });
  const airports = await createAirportIndex();
  const searches = createSearchCache(cache);
  const flights = createFlightService({
    db,
    supplier,
    airports,
    searches,
    rateLimits,
    looks,
    markupRules,
    flightRules: flightSettings.rules,
    warn: (error, message) => app.log.warn({ err: error }, message),
  });
  const throttleSearch = anonymousSearchThrottle(rateLimits, config.searchLimits);
  const quotes = createFareQuoteService({ db, supplier, flights, flightRules: flightSettings.rules });
  const bookingChecks = createValidateBookingService({ searches, quotes });
  // Each site's payment gateway (decision 0043): its own account when staff saved one, else the platform's.
  const gatewayBox = createSecretBox(config.settingsKey);
  const gateways = createSiteGateways({ db, config, box: gatewayBox });
  // Buyer mail as jobs: each product registers how its events' mails are built.
  // Staff push notifications (decision 0046) on the platform's VAPID keys, made at the first start.
  const vapid = await loadVapidKeys(db, createSecretBox(config.settingsKey));
  const staffPush = createStaffPush({
    db,
    jobs,
    vapid: { ...vapid, subject: vapidSubject(config.mailFrom) },
    pushServiceHosts: config.pushServiceHosts,
    log: app.log,
  });
  const mails = alsoTellingStaff(createMailJobs({ db, mailer, jobs, log: app.log }), staffPush);
  mails.register(flightMailBuilders({ db }));
  const refunds = createRefunds({ db, gateways, jobs, mails, log: app.log });
  // What every product sells through: the payment calls and the sweep; each line registers itself.
  const products = createProducts();
  const checkout = createCheckout({ db, gateways, products, log: app.log });
  const strayCharges = createStrayCharges({ db, gateways, refunds, log: app.log });
  const orders = createOrderService({
    db,
    supplier,
    gateways,
    checkout,
    validation: bookingChecks,
    mails,
    refunds,
    jobs,
    log: app.log,
  });
  products.register(orderWorkInSiteScope(orders.product));
  const fdMails = createFdMails({ db, mails });
  products.register(
    createFdProduct({ db, mails: fdMails, refundItem: createItemRefunds({ db, refunds }), log: app.log }),
  );
  const departures = createFixedDepartureService({ db, gateways, refunds, airports, mails: fdMails });
  // Agencies fund their wallets (decision 0054): online, as orders of the core; by bank transfer.
  products.register(createTopUpProduct({ db, mails: createTopUpMails({ db, mails }) }));
  const topUps = createWalletTopUps({ db, checkout, gateways });
  const depositMails = createDepositMails({ db, mailer, jobs, log: app.log });
  const deposits = createWalletDeposits({ db, mails: depositMails });
  const changes = createChangeRequestService({
    db,
    supplier,
    refunds,
    jobs,
    mails,
    timeZoneOf: (code) => airports.find(code)?.timeZone,
    staffPush,
    flightRules: flightSettings.rules,
  });
  const changeReviews = createChangeRequestReviews({ db, changes });
  const bookingDetails = createBookingDetailsService({ db });
  const tickets = createTicketService({ db });
  const wallet = createWalletService({ db });
  // Credit alerts are written by the debits themselves; this mails them (decision 0047).
  const creditAlerts = createCreditAlertMails({ db, mailer, log: app.log });
  const eTicketMails = createETicketMails({
    db,
    mailer,
    jobs,
    limits: createETicketMailLimits(rateLimits, config.mailLimits),
    log: app.log,
  });
  const markup = createMarkupAdminService({ db, rules: markupRules });
  const dashboard = createDashboardService({ db });

  await app.register(securityHeaders);
  // Before every route and the static files (@fastify/compress must precede @fastify/static).
  await app.register(compression);
  await app.register(fastifyCookie);
  await app.register(controlCharacters);
  await app.register(requestContext, { db, sessions, sites, platformAdmins: config.platformAdmins });
  await app.register(siteSupplierScope);
  await app.register(
    async (api) => {
      await api.register(apiDocsRoutes);
      await api.register(siteRoutes, {
        sites,
        settings: createSiteSettings(db, sites),
        policies: createPolicies(db),
        seo,
      });
      await api.register(siteAdminRoutes, {
        db,
        domains: createSiteDomains(db, sites),
        platformSites: createPlatformSites({
          db,
          accounts,
          box: createSecretBox(config.settingsKey),
          rateLimits,
        }),
        platformAdmins: config.platformAdmins,
        platformDomain: config.platformDomain,
      });
      await api.register(accountsRoutes, { db, accounts, profile });
      await api.register(profileRoutes, { profile });
      await api.register(agentsRoutes, { db, agents });
      await api.register(outboxRoutes, { db });
      await api.register(pushSubscriptionRoutes, {
        db,
        publicKey: vapid.publicKey,
        pushServiceHosts: config.pushServiceHosts,
      });
      await api.register(auditRoutes, { db });
      await api.register(flightSettingsRoutes, { settings: flightSettings });
      await api.register(airlineRoutes);
      await api.register(walletRoutes, { wallet });
      await api.register(creditLimitRoutes, { credit: createCreditLimitService({ db }) });
      await api.register(siteWalletRoutes, { siteWallet: createSiteWalletService({ db }) });
      await api.register(walletTopUpRoutes, { db, topUps });
      await api.register(walletDepositRoutes, { deposits });
      await api.register(supplierWalletRoutes, {
        supplierWallets: createSupplierWalletService({ db, supplier, log: app.log }),
      });
      await api.register(customerRoutes, { customers: createCustomerService({ db, mailer, sessions }) });
      await api.register(panVerificationRoutes, { db, sessions });
      await api.register(markupAdminRoutes, { markup });
      await api.register(rbacRoutes, { rbac: createRbacService({ db, sessions }) });
      await api.register(dashboardRoutes, { dashboard });
      await api.register(attentionRoutes, {
        db,
        actions: createAttentionActions({ db, refunds, products }),
      });
      await api.register(refundRoutes, { db, refunds });
      await api.register(referralReportRoutes, { db });
      await api.register(documentRoutes, { db, invoices: createInvoices({ db }) });
      await api.register(profitLossRoutes, { db });
      await api.register(flightReportRoutes, { db });
      await api.register(paymentRoutes, { db, checkout, gateways });
      await api.register(gatewaySettingsRoutes, {
        settings: createGatewaySettings({ db, box: gatewayBox, gateways }),
      });
      await api.register(paymentRecordRoutes, { db, records: createPaymentRecords({ db, checkout }) });
      await api.register(fixedDepartureRoutes, {
        db,
        departures,
        manage: createFdManageService({ db }),
      });
      await api.register(eTicketMailRoutes, { db, mails: eTicketMails });
    },
    { prefix: '/api' },
  );
  // The flight and booking calls answer at /api/api/… and at the flight client's base /api/nfs/flights/api/….
  for (const prefix of ['/api', '/api/nfs/flights']) {
    await app.register(flightRoutes, { prefix, flights, supplier, airports, throttleSearch });
    await app.register(countryRoutes, { prefix });
    await app.register(fareQuoteRoutes, { prefix, quotes });
    await app.register(changeRequestRoutes, { prefix, changes, reviews: changeReviews });
    await app.register(bookingDetailsRoutes, { prefix, details: bookingDetails });
    await app.register(validateBookingRoutes, { prefix, bookings: bookingChecks });
    await app.register(checkoutRoutes, { prefix, db, checkout, gateways });
    await app.register(orderRoutes, { prefix, db, orders });
    await app.register(ticketRoutes, { prefix, db, tickets, orders });
  }
  await serveWebApp(app, { distDir: config.webDistDir, sourceMaps: config.webSourceMaps, sites, seo });
  await app.register(seoFileRoutes, { sites, seo });

  // Background work is durable jobs (decision 0027). Only an app that works them (not a test's)
  // fetches and runs them; every app sends them.
  jobQueue = createJobQueue(
    database,
    [
      ...refunds.kinds,
      mails.kind,
      accountMails.kind,
      creditAlerts.kind,
      depositMails.kind,
      eTicketMails.kind,
      ...products.all().flatMap((line) => line.jobs ?? []),
      ...changes.kinds,
      ...staffPush.kinds,
      staffPushSweepJob({ db, notify: staffPush.notify }),
      sweepOrdersJob(checkout),
      strayCharges.job,
      profitLossRollupJob({ db, jobs }),
      ...pgliteUpkeepJobs(database),
    ] as JobKind<never>[],
    {
      work: config.backgroundJobs,
      log: app.log,
    },
  );
  await jobQueue.start();

  app.addHook('onClose', async () => {
    await jobQueue?.stop();
    // The looks still buffered are written before the database closes.
    await looks.close();
    await requestCache.close();
    await cache.close();
    await rateLimits.close();
    await database.close();
  });
  return Object.assign(app, {
    database,
    apiRoutes,
    jobs: {
      recoverOrders: checkout.sweep,
      sweepStrayCharges: strayCharges.sweep,
      checkTicket: orders.checkTicket,
      queue: jobQueue,
      refunds,
    },
    sites,
  }) as unknown as App;
}
