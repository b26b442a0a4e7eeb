import { execSync } from 'node:child_process';
import { adminQuery } from '../../apps/server/src/test/postgres-admin';

/** What the benches at scale share: the machine's load, timings and their quantiles, a database of their own. */

export const uptime = () => execSync('uptime').toString().trim();
export const ms = (n: number) => n.toFixed(1);

/** The q-quantile (0.5, 0.95…) of the samples, nearest rank. */
export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};

export async function timed<T>(work: () => Promise<T>) {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

/** A database of the bench's own, made afresh unless `reuse` (a kept one, measured again). */
export async function benchDatabase(server: string, name: string, reuse = false) {
  if (reuse) return;
  await adminQuery(server, `drop database if exists ${name} with (force)`);
  await adminQuery(server, `create database ${name}`);
}
