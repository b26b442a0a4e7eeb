/**
 * Foundation benchmark: the calls every page makes — site detection and the session user — through the
 * real app (PGlite, demo data) over HTTP on loopback, 50 concurrent clients, beside a bare Fastify
 * route in the same process (the baseline: what any route costs here), interleaved over
 * BENCH_ROUNDS rounds of BENCH_SECONDS each; medians of the rounds and the ratio to the bare route,
 * also taken round by round (each call against the bare route's run just before it, so a change of
 * the machine's load between rounds cancels out), and the server thread's CPU time per answer
 * (Linux's per-thread count: the event loop alone, not the load's worker), which a busy machine
 * changes less than it does throughput.
 * Run: npm run bench:foundation   (PGlite in memory)
 *      BENCH_DATABASE_URL=postgres://…/empty_db npm run bench:foundation   (PostgreSQL; the demo data is seeded into it)
 *      REDIS_URL=redis://127.0.0.1:6379 npm run bench:foundation   (the request cache on Redis, as in production)
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'memory://';
// testConfig reads nothing from the environment: Redis is passed on as `npm start` would take it.
const redisUrl = process.env.REDIS_URL;
const app = await buildApp(
  testConfig({
    databaseUrl,
    redisUrl,
    seedDemo: true,
    // As `npm start` runs (tests turn the request cache off); the code before it ignores this.
    requestCacheSeconds: process.env.BENCH_UNCACHED ? 0 : 5,
    loginLimits: { perAccountAndAddress: 1e6, perAccount: 1e6, perAddress: 1e6, windowSeconds: 60 },
  }),
);
const url = await app.listen({ port: 0, host: '127.0.0.1' });

async function postJson<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

const detect = await postJson<{ data: { id: string } }>('/api/whitelabel/detetct', { domain: 'localhost' });
const siteId = detect.data.id;
const login = await postJson<{ data: { token: string } }>(
  '/api/wl/user/login',
  { email: 'agent@flightdeals.test', password: 'Demo@1234', status: 'password' },
  { 'site-id': siteId },
);
const token = login.data.token;

// The baseline: a bare Fastify route answering a small JSON object, on the same event loop.
const bare = Fastify();
bare.post('/bare', async () => ({ success: true, data: { id: siteId } }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

/** This thread's CPU time in µs (utime + stime of /proc/self/task/<pid>/stat, in 10 ms ticks); NaN off Linux. */
function threadCpuUs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

type Figures = { rps: number; p50: number; p99: number; bad: number; cpuUsPerAnswer: number };
async function run(target: string, headers: Record<string, string>, body: unknown): Promise<Figures> {
  const cpuBefore = threadCpuUs();
  const result = await autocannon({
    url: target,
    method: 'POST',
    connections: 50,
    // The load comes from a worker thread, so it does not steal the server's event loop.
    workers: 1,
    duration: DURATION,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors,
    cpuUsPerAnswer: (threadCpuUs() - cpuBefore) / result.requests.total,
  };
}

const calls: { title: string; target: string; headers: Record<string, string>; body: object }[] = [
  { title: 'bare Fastify route (baseline)', target: `${bareUrl}/bare`, headers: {}, body: {} },
  {
    title: 'POST whitelabel/detetct',
    target: `${url}/api/whitelabel/detetct`,
    headers: {},
    body: { domain: 'localhost' },
  },
  {
    title: 'POST wl/user/getUserBySessionId',
    target: `${url}/api/wl/user/getUserBySessionId`,
    headers: { 'site-id': siteId, 'auth-token': token },
    body: {},
  },
];
const rounds = calls.map(() => [] as Figures[]);
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, call] of calls.entries()) rounds[i]!.push(await run(call.target, call.headers, call.body));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const bareRounds = rounds[0]!;
const bareRps = median(bareRounds.map((f) => f.rps));
const bareCpu = median(bareRounds.map((f) => f.cpuUsPerAnswer));
console.log(
  `database: ${app.database.engine}; cache: ${redisUrl ? 'Redis' : 'in process'}; ${ROUNDS} rounds of ${DURATION} s, 50 connections`,
);
console.log(
  '| call | requests/s (median) | each round | × bare route | × bare, round by round (median) | p50 ms | p99 ms (median; worst round) | server CPU µs per answer | × bare by CPU | answers |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [i, call] of calls.entries()) {
  const figures = rounds[i]!;
  const rps = median(figures.map((f) => f.rps));
  const roundByRound = median(figures.map((f, round) => f.rps / bareRounds[round]!.rps));
  const cpu = median(figures.map((f) => f.cpuUsPerAnswer));
  const bad = figures.reduce((n, f) => n + f.bad, 0);
  console.log(
    `| ${call.title} | ${Math.round(rps)} | ${figures.map((f) => Math.round(f.rps)).join(', ')} | ${(rps / bareRps).toFixed(3)} | ${roundByRound.toFixed(3)} | ${median(figures.map((f) => f.p50))} | ${median(figures.map((f) => f.p99))}; ${Math.max(...figures.map((f) => f.p99))} | ${Math.round(cpu)} | ${(bareCpu / cpu).toFixed(3)} | ${bad === 0 ? 'all 2xx' : `${bad} non-2xx or errors`} |`,
  );
}
await bare.close();
await app.close();
