import { buildSandbox, type SandboxOptions } from '@app/sandbox';
import { oneHostEndpoints } from '@app/tbo-air';
import type { PaymentGatewayConfig, SupplierConfig } from '../config';

/**
 * The airline-content sandbox on a free loopback port, as the server meets it in production: over
 * HTTP. Tests switch faults on for every call with `faults('timeout')` and off with `faults('')`.
 */
export async function startSandbox(config: SandboxOptions = {}, port = 0) {
  const sandbox = await buildSandbox({ logLevel: 'silent', ...config });
  const operations: string[] = [];
  sandbox.addHook('onRequest', async (request) => {
    operations.push(request.url.split('/').pop() ?? '');
  });
  // A port of its own, or a given one: a sandbox restarted where the server already calls it.
  await sandbox.listen({ port, host: '127.0.0.1' });
  const address = sandbox.server.address();
  if (!address || typeof address === 'string') throw new Error('sandbox has no port');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    /** the TBO operations called so far, in order (Authenticate, Search, …) */
    operations,
    supplierConfig(overrides: Partial<SupplierConfig> = {}): SupplierConfig {
      const endpoints = oneHostEndpoints(url);
      return {
        endpoints,
        environments: { test: endpoints, live: endpoints },
        clientId: 'ApiIntegrationNew',
        userName: 'flightdeals',
        password: 'Flight@123',
        timeoutMs: 10_000,
        traceTtlSeconds: 14 * 60,
        ...overrides,
      };
    },
    paymentConfig(overrides: Partial<PaymentGatewayConfig> = {}): PaymentGatewayConfig {
      return {
        url,
        merchantId: 'FLIGHTDEALSUAT',
        // The name the sandbox's pay page shows for this account, as PhonePe shows a registered one.
        displayName: 'Flight Deals',
        saltKey: '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399',
        saltIndex: 1,
        timeoutMs: 5_000,
        ...overrides,
      };
    },
    /** Sells the flights of one result down to `seats` left, to race buyers for the last seat. */
    async leaveSeats(traceId: string, resultIndex: string, seats: number) {
      const res = await fetch(`${url}/_sandbox/leaveSeats`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ traceId, resultIndex, seats }),
      });
      if (!res.ok) throw new Error(`could not leave seats: ${res.status}`);
    },
    async faults(faults: string) {
      const res = await fetch(`${url}/_sandbox/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ faults }),
      });
      if (!res.ok) throw new Error(`could not set faults: ${res.status}`);
    },
    close: () => sandbox.close(),
  };
}
export type TestSandbox = Awaited<ReturnType<typeof startSandbox>>;
