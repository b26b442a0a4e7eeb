import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { oneHostEndpoints, TBO_ENDPOINTS, type TboEndpoints, type TboEnvironment } from '@app/tbo-air';
import type { JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { ETicketMailLimits } from './modules/bookings/e-ticket-mail-limits';
import { DEFAULT_CACHE_BYTES } from './platform/cache';
import { SUPPLIER_CAPABILITIES, type SupplierCapability } from './suppliers/flight-supplier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Config = {
  nodeEnv: string;
  port: number;
  host: string;
  /** postgres://… for PostgreSQL; `memory://` for a throw-away PGlite; unset for PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  redisUrl?: string;
  /** The in-process cache's budget (searches, the supplier's token) when Redis is not set. */
  cacheMaxBytes: number;
  /** smtp(s)://… sends real mail; unset keeps every mail in the stored outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** Built web app to serve under /app; unset serves only the API. */
  webDistDir?: string;
  /** Serve the web build's source maps (off: they would hand anyone the app's source). */
  webSourceMaps: boolean;
  seedDemo: boolean;
  logLevel: string;
  /** Keys that sign Google ID tokens; tests pass a local key set instead of Google's. */
  googleKeys?: JWTVerifyGetKey;
  /** Waits out the growing delay of logins on a much-tried account; tests pass one that only records. */
  loginDelay?: (ms: number) => Promise<void>;
  /**
   * Failed-login limits: strict per account and client address, a much higher ceiling per account
   * (with growing delay) so a stranger cannot lock the owner out, and one per address.
   */
  loginLimits: {
    perAccountAndAddress: number;
    perAccount: number;
    perAddress: number;
    windowSeconds: number;
  };
  /** Forgot-password requests allowed per account and per client address in a window. */
  passwordResetLimits: { perAccount: number; perAddress: number; windowSeconds: number };
  /** E-ticket mails allowed per booking and per account an hour, per address a day, per site an hour. */
  mailLimits: ETicketMailLimits;
  /** Searches a visitor who is not signed in may run per client address in a window. */
  searchLimits: { anonymousPerAddress: number; windowSeconds: number };
  sessionDays: number;
  /**
   * How long sessions, sites and markup rules stay in the short-lived cache (Redis when set, with a
   * second's near copy in each instance). Every change deletes its entries at once, in every
   * instance, so this only bounds what a missed invalidation could cost;
   * 0 turns the cache off (the test default, so tests that edit rows directly see them).
   */
  requestCacheSeconds: number;
  /** Searches ("looks") are written this many at a time or this often (1 row: each at once). */
  lookBatch: { rows: number; ms: number };
  /**
   * Which proxies may name the client in X-Forwarded-For, as Fastify's `trustProxy` takes it: false,
   * a hop count, or the proxies' addresses / CIDR ranges. Never "everyone": any client writes that header.
   */
  trustProxy: false | number | string[];
  /** The TBO-style air supplier: the sandbox on loopback by default, a real endpoint by config. */
  supplier: SupplierConfig;
  /** The hosted payment gateway (PhonePe PG protocol): the sandbox's by default, real credentials by config. */
  paymentGateway: PaymentGatewayConfig;
  /**
   * Where a site's own gateway account is sent, by provider and mode (decision 0043): staff choose
   * test or live, never an address.
   */
  paymentGatewayUrls: Record<'phonepe', { test: string; live: string }>;
  /** Order recovery on start and every minute; tests run it by hand. */
  backgroundJobs: boolean;
  /**
   * The platform owner's accounts (PLATFORM_ADMINS, lower-case e-mails): staff users with one of
   * these addresses, signed in on their own site, see and create sites (decision 0041).
   */
  platformAdmins: readonly string[];
  /**
   * The platform's own domain (PLATFORM_DOMAIN): a site whose primary domain is it or a name under
   * it (skyline.<domain>) is still on the platform's address, not one of its own (decision 0055).
   */
  platformDomain: string;
  /** The key that seals the credentials staff store per site (SETTINGS_KEY). */
  settingsKey: string;
  /** The push services a staff browser's subscription may name, by host or parent domain (decision 0046). */
  pushServiceHosts: string[];
};

export type PaymentGatewayConfig = {
  url: string;
  merchantId: string;
  /**
   * What the gateway's page shows payers of this account: the display name it registered with
   * PhonePe (no pay request can name another; decision 0053). Known for the platform's account only.
   */
  displayName?: string;
  saltKey: string;
  saltIndex: number;
  timeoutMs: number;
};

export type SupplierConfig = {
  /** each TBO service's base (decision 0069 §4): one host for the sandbox, three for live TBO */
  endpoints: TboEndpoints;
  /**
   * What a site's own account means by "test" and "live" on this installation: TBO's documented
   * hosts in production; the stand-in's single host wherever SUPPLIER_URL names one, so nothing
   * outside it is ever called from a demo or a test.
   */
  environments: Record<TboEnvironment, TboEndpoints>;
  clientId: string;
  userName: string;
  password: string;
  /** A supplier call that takes longer fails with a clear message instead of hanging the user. */
  timeoutMs: number;
  /** How long a search's fares are valid: the supplier's TraceId lifetime less a safety margin. */
  traceTtlSeconds: number;
  /** the adapter's calls this account may use, when fewer than all (an account without hold…) */
  capabilities?: SupplierCapability[];
};

/**
 * Secrets and their sandbox values. In production each must be set and differ from the sandbox's:
 * a new secret is one more line here.
 */
const SECRETS = {
  PAYMENT_SALT_KEY: '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399',
  SUPPLIER_PASSWORD: 'Flight@123',
  /** seals what staff store of a site's supplier and gateway credentials (platform/secret-box.ts) */
  SETTINGS_KEY: 'sandbox-settings-key-not-for-production',
} as const;

const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || (v === '' && fallback));
const url = z.url();
/** An unset and an empty variable mean the same: not set. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const trustProxy = z
  .string()
  .default('false')
  .transform((raw, ctx): false | number | string[] => {
    const value = raw.trim();
    if (value === '' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust an X-Forwarded-For that any client can write; give the number of proxies (1) or their addresses (10.0.0.0/8)',
      });
      return z.NEVER;
    }
    const list = value.split(',').map((s) => s.trim());
    const bad = list.find((entry) => {
      const [address, bits, extra] = entry.split('/');
      const family = isIP(address ?? '');
      if (!family || extra !== undefined) return true;
      return bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
    });
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `"${bad}" is not an address or CIDR range` });
      return z.NEVER;
    }
    return list;
  });

/** A comma-separated list of e-mail addresses, each checked; blanks between commas are ignored. */
const platformAdmins = z.string().transform((raw, ctx): string[] => {
  const list = raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of list) {
    if (!z.email().safeParse(entry).success) {
      ctx.addIssue({ code: 'custom', message: `${entry} is not an e-mail address` });
    }
  }
  return list;
});

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: port(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optional(
    z.string().regex(/^(postgres(ql)?:\/\/|memory:\/\/)/, 'must be postgres://… or memory://'),
  ),
  DATA_DIR: z.string().default(path.join(root, 'data')),
  REDIS_URL: optional(url),
  CACHE_MAX_MB: count(DEFAULT_CACHE_BYTES / 1024 / 1024),
  SMTP_URL: optional(url),
  MAIL_FROM: z.string().default('no-reply@flightdeals.test'),
  WEB_DIST_DIR: z.string().default(path.join(root, 'apps/web/dist')),
  WEB_SOURCE_MAPS: flag(false),
  SEED_DEMO: flag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_LIMIT_PER_ACCOUNT_ADDRESS: count(5),
  LOGIN_LIMIT_PER_ACCOUNT: count(100),
  LOGIN_LIMIT_PER_ADDRESS: count(30),
  LOGIN_LIMIT_WINDOW_SECONDS: count(900),
  FORGOT_PASSWORD_LIMIT_PER_ACCOUNT: count(3),
  FORGOT_PASSWORD_LIMIT_PER_ADDRESS: count(10),
  FORGOT_PASSWORD_LIMIT_WINDOW_SECONDS: count(3600),
  MAIL_LIMIT_PER_BOOKING_HOUR: count(5),
  MAIL_LIMIT_PER_RECIPIENT_DAY: count(20),
  MAIL_LIMIT_PER_HOUR: count(20),
  MAIL_LIMIT_PER_SITE_HOUR: count(500),
  SEARCH_LIMIT_PER_ADDRESS: count(30),
  SEARCH_LIMIT_WINDOW_SECONDS: count(60),
  SESSION_DAYS: count(14),
  REQUEST_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  TRUST_PROXY: trustProxy,
  SANDBOX_PORT: port(3100),
  // One host serving every TBO service (the sandbox, a proxy); else SUPPLIER_ENVIRONMENT's documented
  // hosts, each group overridable on its own.
  SUPPLIER_URL: optional(url),
  SUPPLIER_ENVIRONMENT: optional(z.enum(['test', 'live'])),
  SUPPLIER_SHARED_URL: optional(url),
  SUPPLIER_SEARCH_URL: optional(url),
  SUPPLIER_BOOKING_URL: optional(url),
  SUPPLIER_CLIENT_ID: z.string().default('ApiIntegrationNew'),
  SUPPLIER_USERNAME: z.string().default('flightdeals'),
  SUPPLIER_PASSWORD: optional(z.string()),
  SUPPLIER_TIMEOUT_MS: count(30_000),
  // TBO keeps a TraceId 15 minutes; we forget a search a minute earlier so no click lands on a dead trace.
  SUPPLIER_TRACE_TTL_SECONDS: count(14 * 60),
  // An account the supplier has opened fewer calls for: `ssr,partialCancel`; unset is all the adapter has.
  SUPPLIER_CAPABILITIES: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(SUPPLIER_CAPABILITIES))),
  ),
  PAYMENT_GATEWAY_URL: optional(url),
  PAYMENT_MERCHANT_ID: z.string().default('FLIGHTDEALSUAT'),
  PAYMENT_MERCHANT_NAME: z.string().trim().min(1).default('Flight Deals'),
  PAYMENT_SALT_KEY: optional(z.string()),
  SETTINGS_KEY: optional(z.string().min(32, 'must be at least 32 characters')),
  PAYMENT_SALT_INDEX: count(1),
  PAYMENT_GATEWAY_TEST_URL: optional(url),
  PAYMENT_GATEWAY_LIVE_URL: url.default('https://api.phonepe.com/apis/hermes'),
  PAYMENT_TIMEOUT_MS: count(15_000),
  BACKGROUND_JOBS: flag(true),
  PLATFORM_ADMINS: optional(platformAdmins),
  PLATFORM_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'must be a domain name such as travelplatform.com')
    .default('localhost'),
  // The browsers' own push services (Chrome/Edge via FCM, Firefox, Safari, Windows); a push is sent nowhere else.
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('fcm.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com')
    .transform((value) =>
      value
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
});

/**
 * The platform account's TBO endpoints, and what a site's "test" or "live" account means here
 * (decision 0069 §4): one host when SUPPLIER_URL names one (or, with no supplier setting at all, the
 * sandbox's); otherwise TBO's documented hosts for SUPPLIER_ENVIRONMENT, any group overridden alone.
 */
function supplierEndpoints(e: z.output<typeof envSchema>, sandbox: string) {
  const oneHost = e.SUPPLIER_URL ?? (e.SUPPLIER_ENVIRONMENT ? undefined : sandbox);
  const environments = oneHost
    ? { test: oneHostEndpoints(oneHost), live: oneHostEndpoints(oneHost) }
    : TBO_ENDPOINTS;
  const base = environments[e.SUPPLIER_ENVIRONMENT ?? 'live'];
  const endpoints: TboEndpoints = {
    shared: e.SUPPLIER_SHARED_URL ?? base.shared,
    search: e.SUPPLIER_SEARCH_URL ?? base.search,
    booking: e.SUPPLIER_BOOKING_URL ?? base.booking,
  };
  return { endpoints, environments };
}

/** A setting that is wrong or missing: the message names every variable at fault. */
export class ConfigError extends Error {}

/** Reads the environment once, at start; a wrong setting fails here, by name, not later in a request. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') assertProductionSecrets(e);
  const sandbox = `http://127.0.0.1:${e.SANDBOX_PORT}`;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    cacheMaxBytes: e.CACHE_MAX_MB * 1024 * 1024,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    webDistDir: e.WEB_DIST_DIR,
    webSourceMaps: e.WEB_SOURCE_MAPS,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    loginLimits: {
      perAccountAndAddress: e.LOGIN_LIMIT_PER_ACCOUNT_ADDRESS,
      perAccount: e.LOGIN_LIMIT_PER_ACCOUNT,
      perAddress: e.LOGIN_LIMIT_PER_ADDRESS,
      windowSeconds: e.LOGIN_LIMIT_WINDOW_SECONDS,
    },
    passwordResetLimits: {
      perAccount: e.FORGOT_PASSWORD_LIMIT_PER_ACCOUNT,
      perAddress: e.FORGOT_PASSWORD_LIMIT_PER_ADDRESS,
      windowSeconds: e.FORGOT_PASSWORD_LIMIT_WINDOW_SECONDS,
    },
    mailLimits: {
      perBookingPerHour: e.MAIL_LIMIT_PER_BOOKING_HOUR,
      perRecipientPerDay: e.MAIL_LIMIT_PER_RECIPIENT_DAY,
      perAccountPerHour: e.MAIL_LIMIT_PER_HOUR,
      perSitePerHour: e.MAIL_LIMIT_PER_SITE_HOUR,
    },
    searchLimits: {
      anonymousPerAddress: e.SEARCH_LIMIT_PER_ADDRESS,
      windowSeconds: e.SEARCH_LIMIT_WINDOW_SECONDS,
    },
    sessionDays: e.SESSION_DAYS,
    requestCacheSeconds: e.REQUEST_CACHE_SECONDS,
    lookBatch: { rows: 200, ms: 1000 },
    trustProxy: e.TRUST_PROXY,
    supplier: {
      ...supplierEndpoints(e, sandbox),
      clientId: e.SUPPLIER_CLIENT_ID,
      userName: e.SUPPLIER_USERNAME,
      password: e.SUPPLIER_PASSWORD ?? SECRETS.SUPPLIER_PASSWORD,
      timeoutMs: e.SUPPLIER_TIMEOUT_MS,
      traceTtlSeconds: e.SUPPLIER_TRACE_TTL_SECONDS,
      ...(e.SUPPLIER_CAPABILITIES ? { capabilities: e.SUPPLIER_CAPABILITIES } : {}),
    },
    paymentGateway: {
      url: e.PAYMENT_GATEWAY_URL ?? sandbox,
      merchantId: e.PAYMENT_MERCHANT_ID,
      displayName: e.PAYMENT_MERCHANT_NAME,
      saltKey: e.PAYMENT_SALT_KEY ?? SECRETS.PAYMENT_SALT_KEY,
      saltIndex: e.PAYMENT_SALT_INDEX,
      timeoutMs: e.PAYMENT_TIMEOUT_MS,
    },
    paymentGatewayUrls: {
      // The sandbox speaks PhonePe's UAT protocol; production names PhonePe's UAT address here.
      phonepe: { test: e.PAYMENT_GATEWAY_TEST_URL ?? sandbox, live: e.PAYMENT_GATEWAY_LIVE_URL },
    },
    backgroundJobs: e.BACKGROUND_JOBS,
    // Development shows the Sites screen with the demo's super admin; production names its owners.
    platformAdmins: e.PLATFORM_ADMINS ?? (e.NODE_ENV === 'production' ? [] : ['admin@flightdeals.test']),
    platformDomain: e.PLATFORM_DOMAIN,
    settingsKey: e.SETTINGS_KEY ?? SECRETS.SETTINGS_KEY,
    pushServiceHosts: e.PUSH_SERVICE_HOSTS,
  };
}

function assertProductionSecrets(env: Partial<Record<keyof typeof SECRETS, string>>) {
  const faults = Object.entries(SECRETS).flatMap(([name, sandboxValue]) => {
    const value = env[name as keyof typeof SECRETS];
    if (!value) return [`  ${name}: required in production`];
    if (value === sandboxValue) return [`  ${name}: still the sandbox's value; set the real secret`];
    return [];
  });
  if (faults.length) throw new ConfigError(`Invalid settings for production:\n${faults.join('\n')}`);
}

/** The settings every test starts from: an in-memory database, no demo data, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...configFromEnv({}),
    databaseUrl: 'memory://',
    webDistDir: undefined,
    seedDemo: false,
    logLevel: 'silent',
    backgroundJobs: false,
    // Suites search anonymously far more than a visitor would; the limit's own tests set theirs.
    searchLimits: { anonymousPerAddress: 1_000_000, windowSeconds: 60 },
    // Every call of a suite comes from one address, logins and reset requests too; the limits' own
    // tests set theirs.
    loginLimits: { perAccountAndAddress: 5, perAccount: 100, perAddress: 1_000_000, windowSeconds: 900 },
    passwordResetLimits: { perAccount: 3, perAddress: 1_000_000, windowSeconds: 3600 },
    // Tests edit rows directly; the cache's own tests turn it on.
    requestCacheSeconds: 0,
    lookBatch: { rows: 1, ms: 1000 },
    ...overrides,
  };
}
