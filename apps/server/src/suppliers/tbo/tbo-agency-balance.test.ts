import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCache } from '../../platform/cache';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { SupplierError } from '../flight-supplier';
import { tboCacheKeys } from './tbo-client';
import { createTboSupplier } from './tbo-supplier';

const endUserIp = '203.0.113.9';

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SupplierError);
  return error as SupplierError;
}

describe('TBO adapter agency balance against the sandbox', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ agencyDeposit: 1_234_567.89, agencyCreditLimit: 10_000 });
  });
  afterAll(async () => {
    await sandbox.close();
  });
  beforeEach(async () => {
    await sandbox.faults('');
  });

  it('reads the deposit and credit line in paise, naming the agency and member Authenticate gave', async () => {
    const supplier = createTboSupplier(sandbox.supplierConfig(), createCache(undefined));
    expect(await supplier.agencyBalance({ endUserIp })).toEqual({
      agencyType: 'credit',
      cashBalance: 123_456_789,
      creditBalance: 1_000_000,
      currency: 'INR',
    });
  });

  it('re-authenticates once when the cached token is stale', async () => {
    const cache = createCache(undefined);
    const config = sandbox.supplierConfig();
    const supplier = createTboSupplier(config, cache);
    await supplier.agencyBalance({ endUserIp });
    await cache.set(tboCacheKeys(config).tokenKey, 'stale-token', 3600);
    const before = sandbox.operations.filter((o) => o === 'Authenticate').length;
    expect((await supplier.agencyBalance({ endUserIp })).cashBalance).toBe(123_456_789);
    expect(sandbox.operations.filter((o) => o === 'Authenticate').length - before).toBe(1);
  });

  it('turns a refusal and an HTTP failure into supplier errors', async () => {
    const supplier = createTboSupplier(sandbox.supplierConfig(), createCache(undefined));
    await sandbox.faults('error=GetAgencyBalance');
    const refused = await failure(supplier.agencyBalance({ endUserIp }));
    expect(refused.kind).toBe('rejected');
    expect(refused.message).toContain('injected fault');
    await sandbox.faults('http500');
    const down = await failure(supplier.agencyBalance({ endUserIp }));
    expect(down.kind).toBe('unavailable');
  });
});
