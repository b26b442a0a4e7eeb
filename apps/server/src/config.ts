import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JWTVerifyGetKey } from 'jose';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Config = {
  port: number;
  host: string;
  /** postgres://… for PostgreSQL; `memory://` for a throw-away PGlite; unset for PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  redisUrl?: string;
  /** smtp(s)://… sends real mail; unset keeps every mail in the stored outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** Built web app to serve under /app; unset serves only the API. */
  webDistDir?: string;
  seedDemo: boolean;
  logLevel: string;
  /** Keys that sign Google ID tokens; tests pass a local key set instead of Google's. */
  googleKeys?: JWTVerifyGetKey;
  loginLimits: { perAccount: number; perAddress: number; windowSeconds: number };
  sessionDays: number;
  /** Behind a load balancer, take the client address from X-Forwarded-For (login limits count per address). */
  trustProxy: boolean;
  /** The TBO-style air supplier: the sandbox on loopback by default, a real endpoint by config. */
  supplier: SupplierConfig;
  /** The hosted payment gateway (PhonePe PG protocol): the sandbox's by default, real credentials by config. */
  paymentGateway: PaymentGatewayConfig;
  /** Order recovery on start and every minute; tests run it by hand. */
  backgroundJobs: boolean;
};

export type PaymentGatewayConfig = {
  url: string;
  merchantId: string;
  saltKey: string;
  saltIndex: number;
  timeoutMs: number;
};

export type SupplierConfig = {
  url: string;
  clientId: string;
  userName: string;
  password: string;
  /** A supplier call that takes longer fails with a clear message instead of hanging the user. */
  timeoutMs: number;
};

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? path.join(root, 'data'),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'no-reply@flightdeals.test',
    webDistDir: env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'),
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    loginLimits: {
      perAccount: Number(env.LOGIN_LIMIT_PER_ACCOUNT ?? 5),
      perAddress: Number(env.LOGIN_LIMIT_PER_ADDRESS ?? 30),
      windowSeconds: Number(env.LOGIN_LIMIT_WINDOW_SECONDS ?? 900),
    },
    sessionDays: Number(env.SESSION_DAYS ?? 14),
    trustProxy: env.TRUST_PROXY === 'true',
    supplier: {
      url: env.SUPPLIER_URL || `http://127.0.0.1:${env.SANDBOX_PORT ?? 3100}`,
      clientId: env.SUPPLIER_CLIENT_ID ?? 'ApiIntegrationNew',
      userName: env.SUPPLIER_USERNAME ?? 'flightdeals',
      password: env.SUPPLIER_PASSWORD ?? 'Flight@123',
      timeoutMs: Number(env.SUPPLIER_TIMEOUT_MS ?? 30_000),
    },
    paymentGateway: {
      url: env.PAYMENT_GATEWAY_URL || `http://127.0.0.1:${env.SANDBOX_PORT ?? 3100}`,
      merchantId: env.PAYMENT_MERCHANT_ID ?? 'FLIGHTDEALSUAT',
      saltKey: env.PAYMENT_SALT_KEY ?? '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399',
      saltIndex: Number(env.PAYMENT_SALT_INDEX ?? 1),
      timeoutMs: Number(env.PAYMENT_TIMEOUT_MS ?? 15_000),
    },
    backgroundJobs: env.BACKGROUND_JOBS !== 'false',
  };
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
    ...overrides,
  };
}
