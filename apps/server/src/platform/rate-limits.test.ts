import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createRateLimits, type RateLimits } from './rate-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stores: [string, () => RateLimits][] = [
  ['the database', () => createRateLimits(t.db)],
  ...(process.env.TEST_REDIS_URL
    ? [['Redis', () => createRateLimits(t.db, process.env.TEST_REDIS_URL)] as [string, () => RateLimits]]
    : []),
];

describe.each(stores)('rate-limit counters in %s', (_name, open) => {
  let limits: RateLimits;
  beforeAll(() => {
    limits = open();
  });
  afterAll(() => limits.close());

  it('counts 100 racing hits exactly once each', async () => {
    const key = `race:${randomUUID()}`;
    const counts = await Promise.all(Array.from({ length: 100 }, () => limits.hit(key, 60)));
    expect(counts.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(await limits.count(key)).toBe(100);
  });

  it('starts a new window once the old one has passed, and forgets a reset key', async () => {
    const key = `window:${randomUUID()}`;
    expect(await limits.hit(key, 1)).toBe(1);
    expect(await limits.hit(key, 1)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await limits.count(key)).toBe(0);
    expect(await limits.hit(key, 1)).toBe(1);
    await limits.reset(key);
    expect(await limits.count(key)).toBe(0);
  });
});
