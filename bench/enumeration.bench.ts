/**
 * Account enumeration by timing: do sign-up, forgot-password and login (by password or by e-mailed
 * link) take as long for an address that has an account as for one that has none? Known and unknown
 * addresses are interleaved in one process (known first in even rounds, unknown first in odd ones),
 * one call at a time over HTTP on loopback, each with a fresh address or account so no limit or
 * cache shortens one side. The calls that mail only queue a job (decision 0050); as in a test app,
 * this process does not work the jobs, so what is timed is what the caller waits for.
 * Run: npm run bench:enumeration   (PGlite in memory; BENCH_ROUNDS, default 200)
 *      BENCH_DATABASE_URL=postgres://…/empty_db npm run bench:enumeration
 */
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { createSite, createUser, DEFAULT_TEST_PASSWORD } from '../apps/server/src/seed/factories';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARM_UP = 10;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'memory://';
const unlimited = 1e9;
const app = await buildApp(
  testConfig({
    databaseUrl,
    loginLimits: {
      perAccountAndAddress: unlimited,
      perAccount: unlimited,
      perAddress: unlimited,
      windowSeconds: 60,
    },
    passwordResetLimits: { perAccount: unlimited, perAddress: unlimited, windowSeconds: 60 },
  }),
);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const site = await createSite(app.database.db);

let serial = 0;
const freshEmail = () => `bench-${process.pid}-${++serial}@example.test`;
const knownEmail = async () => (await createUser(app.database.db, site.id, { email: freshEmail() })).email!;

async function timed(path: string, body: unknown): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'site-id': site.id },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return performance.now() - started;
}

type Case = { title: string; path: string; body: (email: string) => unknown };
const cases: Case[] = [
  { title: 'forgot-password', path: 'wl/user/forgetPassword', body: (email) => ({ email }) },
  {
    title: 'sign-up with a password',
    path: 'wl/user/signup',
    body: (email) => ({ firstName: 'Bench', email, password: 'Bench@12345', status: 'password' }),
  },
  {
    title: 'sign-up by e-mailed link',
    path: 'wl/user/signup',
    body: (email) => ({ firstName: 'Bench', email, status: 'emailLink' }),
  },
  {
    title: 'login by e-mailed link',
    path: 'wl/user/login',
    body: (email) => ({ email, status: 'emailLink' }),
  },
  {
    title: 'login, wrong password',
    path: 'wl/user/login',
    body: (email) => ({ email, password: `Not-${DEFAULT_TEST_PASSWORD}`, status: 'password' }),
  },
];

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const p50 = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (x: number) => x.toFixed(1);

console.log(`database: ${app.database.engine}, ${ROUNDS} rounds per case`);
console.log(
  '| call | known mean ms | known p50 ms | unknown mean ms | unknown p50 ms | known − unknown p50 ms | known / unknown (mean, p50) |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const c of cases) {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let round = 0; round < WARM_UP + ROUNDS; round++) {
    // The accounts are made before the clock starts; only the calls are timed.
    const account = await knownEmail();
    const stranger = freshEmail();
    const runKnown = async () => known.push(await timed(c.path, c.body(account)));
    const runUnknown = async () => unknown.push(await timed(c.path, c.body(stranger)));
    if (round % 2) {
      await runUnknown();
      await runKnown();
    } else {
      await runKnown();
      await runUnknown();
    }
    if (round === WARM_UP - 1) {
      known.length = 0;
      unknown.length = 0;
    }
  }
  console.log(
    `| ${c.title} | ${ms(mean(known))} | ${ms(p50(known))} | ${ms(mean(unknown))} | ${ms(p50(unknown))} | ${ms(p50(known) - p50(unknown))} | ${(mean(known) / mean(unknown)).toFixed(2)}, ${(p50(known) / p50(unknown)).toFixed(2)} |`,
  );
}
await app.close();
