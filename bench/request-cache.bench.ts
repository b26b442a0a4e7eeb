/**
 * Request cache lookup benchmark (issue 25): what one lookup of a session-sized entry (~6 KB of JSON,
 * the demo agent's session: the user row, and the view with their 3.4 KB logo) costs this process — a Redis GET on a plain connection
 * (the request cache before its near cache), the same on an auto-pipelined one (its command
 * connection now, which a near miss takes), and a near-cache hit — each parsed as the cache
 * does. 50 lookups in flight at a time, as under the foundation bench's 50 connections; the three
 * interleaved over BENCH_ROUNDS rounds of BENCH_LOOKUPS each; medians of the rounds. CPU is this
 * process's (Redis's own work is not in it); wall time per lookup is throughput's other face.
 * Run: REDIS_URL=redis://127.0.0.1:6379 npm run bench:request-cache
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createRequestCache } from '../apps/server/src/platform/request-cache';

const url = process.env.REDIS_URL;
if (!url) throw new Error('REDIS_URL is required: this compares lookups on Redis');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 20_000);
const IN_FLIGHT = 50;

// A session entry's shape and size: the user row, and the user's view with a 3.4 KB logo.
const logo = `data:image/svg+xml;base64,${'A'.repeat(3480)}`;
const person = (id: string, taLogoUrl: string | null) => ({
  id,
  siteId: randomUUID(),
  firstName: 'Arjun',
  lastName: 'Mehta',
  email: 'agent@flightdeals.test',
  userType: 'travelAgent',
  taLogoUrl,
  phoneNumbers: [{ label: 'Primary', phoneNumber: '9876543210', phoneCountryCode: '+91' }],
  billing: { gstin: '29ABCDE1234F1Z5', address: 'MG Road, Bengaluru' },
  // The rest of a user row's ~40 columns: flags, dates, ids, mostly short or null.
  ...Object.fromEntries(Array.from({ length: 36 }, (_, i) => [`column${i}`, i % 3 ? null : `value ${i}`])),
});
const entry = { sessionId: randomUUID(), siteId: randomUUID(), expiresAt: Date.now() + 86_400_000 };
const value = { ...entry, user: person(randomUUID(), null), view: person(randomUUID(), logo) };
const key = `bench:request-cache:${randomUUID()}`;

const plain = new Redis(url, { maxRetriesPerRequest: 2 });
const pipelined = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
const cache = createRequestCache(url, 600);
// Until the near cache serves (its subscription confirmed): a value changed in Redis behind its back
// is then not seen. Then Redis holds the entry again, for the GETs (and the near miss each second).
for (;;) {
  await cache.set(key, value);
  await plain.set(key, '"changed in Redis"', 'EX', 600);
  if (typeof (await cache.get(key)) === 'object') break;
  await new Promise((resolve) => setTimeout(resolve, 20));
}
await plain.set(key, JSON.stringify(value), 'EX', 600);

const cpuUs = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
type Figures = { cpuUs: number; wallUs: number };
async function run(lookup: () => Promise<unknown>): Promise<Figures> {
  let started = 0;
  const cpu = cpuUs();
  const wall = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (started++ < LOOKUPS) await lookup();
    }),
  );
  return { cpuUs: (cpuUs() - cpu) / LOOKUPS, wallUs: ((performance.now() - wall) * 1000) / LOOKUPS };
}

const ways: { title: string; lookup: () => Promise<unknown> }[] = [
  { title: 'Redis GET, plain connection (before)', lookup: async () => JSON.parse((await plain.get(key))!) },
  {
    title: 'Redis GET, auto-pipelined (a near miss now)',
    lookup: async () => JSON.parse((await pipelined.get(key))!),
  },
  { title: 'near-cache hit (now)', lookup: () => cache.get(key) },
];
// Each way once before measuring, so that no round pays for compiling it.
for (const way of ways) await run(way.lookup);
const rounds = ways.map(() => [] as Figures[]);
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, way] of ways.entries()) rounds[i]!.push(await run(way.lookup));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const nearCpu = median(rounds[2]!.map((f) => f.cpuUs));
console.log(
  `${ROUNDS} rounds of ${LOOKUPS} lookups, ${IN_FLIGHT} in flight; entry ${JSON.stringify(value).length} chars`,
);
console.log(
  '| lookup | CPU µs per lookup (median) | each round | × near hit | wall µs per lookup (median) |',
);
console.log('| --- | --- | --- | --- | --- |');
for (const [i, way] of ways.entries()) {
  const cpu = median(rounds[i]!.map((f) => f.cpuUs));
  console.log(
    `| ${way.title} | ${cpu.toFixed(1)} | ${rounds[i]!.map((f) => f.cpuUs.toFixed(1)).join(', ')} | ${(cpu / nearCpu).toFixed(2)} | ${median(rounds[i]!.map((f) => f.wallUs)).toFixed(1)} |`,
  );
}
await plain.del(key);
await cache.close();
await plain.quit();
await pipelined.quit();
