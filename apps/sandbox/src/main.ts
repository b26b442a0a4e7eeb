import path from 'node:path';
import { buildSandbox } from './index';

const env = process.env;
const app = await buildSandbox({
  // Beside the server's own data, as `npm start` keeps it: the bookings outlive a restart.
  dataDir: env.SANDBOX_DATA_DIR || path.join(env.DATA_DIR || './data', 'sandbox'),
  bookingsKept: env.SANDBOX_BOOKINGS_KEPT ? Number(env.SANDBOX_BOOKINGS_KEPT) : undefined,
  paymentsKept: env.SANDBOX_PAYMENTS_KEPT ? Number(env.SANDBOX_PAYMENTS_KEPT) : undefined,
  seed: env.SANDBOX_SEED || undefined,
  faults: env.SANDBOX_FAULTS ?? '',
  traceTtlSeconds: env.SANDBOX_TRACE_TTL_SECONDS ? Number(env.SANDBOX_TRACE_TTL_SECONDS) : undefined,
  traceMaxBytes: env.SANDBOX_TRACE_MAX_MB ? Number(env.SANDBOX_TRACE_MAX_MB) * 1024 * 1024 : undefined,
  credentials: {
    clientId: env.SANDBOX_CLIENT_ID || 'ApiIntegrationNew',
    userName: env.SANDBOX_USERNAME || 'flightdeals',
    password: env.SANDBOX_PASSWORD || 'Flight@123',
  },
  pay: {
    merchantId: env.SANDBOX_PAY_MERCHANT_ID || undefined,
    saltKey: env.SANDBOX_PAY_SALT_KEY || undefined,
    saltIndex: env.SANDBOX_PAY_SALT_INDEX ? Number(env.SANDBOX_PAY_SALT_INDEX) : undefined,
    displayName: env.SANDBOX_PAY_DISPLAY_NAME || undefined,
  },
  paymentTtlSeconds: env.SANDBOX_PAY_TTL_SECONDS ? Number(env.SANDBOX_PAY_TTL_SECONDS) : undefined,
  agencyDeposit: env.SANDBOX_AGENCY_DEPOSIT ? Number(env.SANDBOX_AGENCY_DEPOSIT) : undefined,
  agencyCreditLimit: env.SANDBOX_AGENCY_CREDIT_LIMIT ? Number(env.SANDBOX_AGENCY_CREDIT_LIMIT) : undefined,
  logLevel: env.SANDBOX_LOG_LEVEL || 'warn',
});
const port = Number(env.SANDBOX_PORT || 3100);
const host = env.SANDBOX_HOST || '127.0.0.1';
await app.listen({ port, host });
console.log(`TBO air and PhonePe-style pay sandbox listening on http://${host}:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
