/**
 * Foundation benchmark: the calls every page makes — site detection and the session user — through the
 * real app (PGlite, demo data) over HTTP on loopback, 50 concurrent clients, 10 s each.
 * Run: npm run bench:foundation   (PGlite in memory)
 *      BENCH_DATABASE_URL=postgres://…/empty_db npm run bench:foundation   (PostgreSQL; the demo data is seeded into it)
 */
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'memory://';
const app = await buildApp(
  testConfig({
    databaseUrl,
    seedDemo: true,
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

async function run(title: string, path: string, headers: Record<string, string>, body: unknown) {
  const result = await autocannon({
    url: `${url}${path}`,
    method: 'POST',
    connections: 50,
    // The load comes from a worker thread, so it does not steal the server's event loop.
    workers: 1,
    duration: DURATION,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const ok = result.non2xx === 0 && result.errors === 0;
  console.log(
    `| ${title} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${ok ? 'all 2xx' : `${result.non2xx} non-2xx, ${result.errors} errors`} |`,
  );
}

console.log(`database: ${app.database.engine}`);
console.log('| call | requests/s | p50 ms | p99 ms | answers |');
console.log('| --- | --- | --- | --- | --- |');
await run('POST whitelabel/detetct', '/api/whitelabel/detetct', {}, { domain: 'localhost' });
await run(
  'POST wl/user/getUserBySessionId',
  '/api/wl/user/getUserBySessionId',
  { 'site-id': siteId, 'auth-token': token },
  {},
);
await app.close();
