/**
 * Memory benchmark: the server's resident memory over many searches, and after the searches expire.
 * The server (buildApp, PGlite in memory, demo data) and the sandbox each run in a child process, as
 * `npm start` runs them, so each one's RSS is its own (read from /proc: Linux). This process only
 * sends the load: `api/search` then `api/getFlightPrice` (what the result page does), 4 at a time,
 * over varied routes and dates, as a visitor.
 * Run: node --import tsx bench/memory.bench.ts
 *   BENCH_SEARCHES=5000      searches to run
 *   BENCH_TTL_SECONDS=120    how long a search lives (server SUPPLIER_TRACE_TTL_SECONDS, sandbox trace TTL)
 *   BENCH_WAIT_SECONDS=      how long to watch after the last search (default: TTL + 90 s)
 *   BENCH_CACHE_MB=          the server's cache budget (default: the app's own, CACHE_MAX_MB)
 *   BENCH_SANDBOX_PORT=3192  the sandbox's loopback port
 *   BENCH_GC_POLICY=default  leave V8's own heap growth (to compare with the server's, gc-policy.ts)
 *   BENCH_DATA_DIR=1         PGlite on disk in a fresh folder, as `npm start` keeps it (default: in memory)
 *   BENCH_JOBS=0             no background jobs (default: they run, as `npm start` runs them)
 *   BENCH_DATABASE_URL=      PostgreSQL instead (a database of its own: the demo data is seeded into it)
 *   BENCH_REDIS_URL=         the caches on Redis instead of in process
 *   BENCH_LIVE_HEAP=1        collect the garbage before each sample, so "heap used" is what is live
 * Each sample also says where the server's memory is (decision 0068): the JS heap in use and
 * committed, ArrayBuffers (Buffers: the in-process cache; with memory://, PGlite's files too), how
 * much of PGlite's WASM memory is resident, and the database's WAL and data files. It ends with the
 * goal of issue 25 (RSS after all the searches against after the first tenth) and the largest tables.
 */

import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PerformanceObserver, constants as perf } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { oneHostEndpoints } from '@app/tbo-air';

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 5000);
const TTL_SECONDS = Number(process.env.BENCH_TTL_SECONDS ?? 120);
const WAIT_SECONDS = Number(process.env.BENCH_WAIT_SECONDS ?? TTL_SECONDS + 90);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 3192);
const CONCURRENCY = 4;
const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '..');
const sandboxUrl = `http://127.0.0.1:${SANDBOX_PORT}`;

/** The child: the real app with the demo data, visitors' search limit lifted, the TTL shortened. */
async function runServer() {
  // As main.ts starts the server (BENCH_GC_POLICY=default leaves V8's own, to compare).
  if (process.env.BENCH_GC_POLICY !== 'default')
    (await import('../apps/server/src/platform/gc-policy')).applyGcPolicy();
  const { buildApp } = await import('../apps/server/src/app');
  const { testConfig } = await import('../apps/server/src/config');
  const { sql } = await import('drizzle-orm');
  const base = testConfig();
  const cacheMb = process.env.BENCH_CACHE_MB;
  const dataDir = process.env.BENCH_PGLITE_DIR;
  const app = await buildApp({
    ...base,
    ...(dataDir ? { databaseUrl: undefined, dataDir } : {}),
    ...(process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL } : {}),
    redisUrl: process.env.BENCH_REDIS_URL || undefined,
    seedDemo: true,
    backgroundJobs: process.env.BENCH_JOBS !== '0',
    supplier: { ...base.supplier, endpoints: oneHostEndpoints(sandboxUrl), traceTtlSeconds: TTL_SECONDS },
    // As `npm start` runs (tests turn the request cache and look batching off).
    requestCacheSeconds: 5,
    lookBatch: { rows: 200, ms: 1000 },
    ...(cacheMb ? { cacheMaxBytes: Number(cacheMb) * 1024 * 1024 } : {}),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ url });
  const { database } = app;
  const gc = { major: 0, ms: 0 };
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) {
      gc.ms += entry.duration;
      const { detail } = entry as { detail?: { kind?: number } };
      if (detail?.kind === perf.NODE_PERFORMANCE_GC_MAJOR) gc.major++;
    }
  }).observe({ entryTypes: ['gc'] });
  // PGlite's Emscripten module, to read the size of its WASM memory (drizzle keeps the client as $client).
  const wasm =
    database.engine === 'pglite'
      ? (database.db as unknown as { $client: { Module: { HEAPU8: Uint8Array } } }).$client.Module
      : undefined;
  /** Where the server's memory is: the JS heap, what lives outside it, PGlite's WASM memory and files. */
  async function memory(): Promise<Memory> {
    const [files] = (
      await database.db.execute<{ wal: string; data: string }>(
        sql`select (select coalesce(sum(size), 0) from pg_ls_waldir()) as wal,
          pg_database_size(current_database()) as data`,
      )
    ).rows;
    (globalThis as { gc?: () => void }).gc?.();
    const wasmBytes = wasm?.HEAPU8.byteLength ?? 0;
    return {
      ...process.memoryUsage(),
      wasm: wasmBytes,
      wasmResident: wasmBytes ? residentOfMapping(wasmBytes) : 0,
      wal: Number(files?.wal ?? 0),
      data: Number(files?.data ?? 0),
      gc: { ...gc },
    };
  }
  /** The largest tables with their indexes: what the searches left behind. */
  async function relations() {
    return (
      await database.db.execute<Record<string, unknown>>(sql`
        select n.nspname || '.' || c.relname as name, pg_total_relation_size(c.oid) as bytes
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r'
        order by pg_total_relation_size(c.oid) desc limit 8`)
    ).rows;
  }
  process.on('message', (m) => {
    if (m === 'memory') void memory().then((memory) => process.send?.({ memory }));
    if (m === 'relations') void relations().then((relations) => process.send?.({ relations }));
  });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
}

const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** process.memoryUsage() and PGlite's share of it: WASM memory, WAL and data files, bytes. */
type Memory = NodeJS.MemoryUsage & {
  wasm: number;
  wasmResident: number;
  wal: number;
  data: number;
  /** the garbage collector's pauses since the server started: how many were full (major), and ms */
  gc: { major: number; ms: number };
};

/**
 * How much of a WASM memory of `bytes` is resident: V8 maps it as one read-write region of exactly
 * its size (inside a larger reservation), so its line in /proc/self/smaps says (Linux).
 */
function residentOfMapping(bytes: number) {
  let size = 0;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const sized = /^Size:\s+(\d+) kB/.exec(line);
    if (sized) size = Number(sized[1]) * 1024;
    const resident = /^Rss:\s+(\d+) kB/.exec(line);
    if (resident && size === bytes) return Number(resident[1]) * 1024;
  }
  return 0;
}

/** CPU seconds a process has used (user + system), from /proc (Linux; 100 ticks a second). */
function cpuSeconds(pid: number | undefined) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssMiB(pid: number | undefined) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function waitFor(what: string, up: () => Promise<boolean>) {
  for (let i = 0; !(await up()); i++) {
    if (i > 300) throw new Error(`${what} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function post(base: string, pathName: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text };
}

const ROUTES = [
  ['DEL', 'BOM'],
  ['BOM', 'BLR'],
  ['DEL', 'BLR'],
  ['MAA', 'DEL'],
  ['CCU', 'BOM'],
  ['HYD', 'DEL'],
  ['BLR', 'GOI'],
  ['BOM', 'DEL'],
  ['DEL', 'DXB'],
  ['BOM', 'SIN'],
  ['BLR', 'CCU'],
  ['AMD', 'DEL'],
  ['COK', 'BOM'],
  ['PNQ', 'DEL'],
  ['DEL', 'LHR'],
  ['BOM', 'DXB'],
] as const;

async function runLoad() {
  const sandboxDir = mkdtempSync(path.join(tmpdir(), 'bench-sandbox-'));
  const sandbox: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/sandbox/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_DATA_DIR: sandboxDir,
      SANDBOX_FAULTS: '',
      SANDBOX_TRACE_TTL_SECONDS: String(TTL_SECONDS),
    },
    stdio: 'ignore',
  });
  // PGlite on disk: a folder of this run's, removed (as the sandbox's) once the server has closed it.
  const dataDir = process.env.BENCH_DATA_DIR === '1' ? mkdtempSync(path.join(tmpdir(), 'bench-pglite-')) : '';
  const server = fork(here, [], {
    cwd: root,
    // BENCH_NODE_FLAGS: V8 options to try on the server (e.g. a GC setting), beside main.ts's own.
    execArgv: [
      ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
      ...(process.env.BENCH_LIVE_HEAP === '1' ? ['--expose-gc'] : []),
      '--import',
      'tsx',
    ],
    env: { ...process.env, BENCH_ROLE: 'server', ...(dataDir ? { BENCH_PGLITE_DIR: dataDir } : {}) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let serverDied = '';
  server.on('exit', (code, signal) => {
    serverDied = `server exited (code ${code}, signal ${signal})`;
  });
  process.on('exit', () => {
    sandbox.kill();
    server.kill();
  });
  await waitFor('sandbox', () =>
    fetch(`${sandboxUrl}/_sandbox/health`).then(
      (r) => r.ok,
      () => false,
    ),
  );
  const url = await new Promise<string>((resolve) =>
    server.once('message', (m: { url: string }) => resolve(m.url)),
  );
  /** Asks the server for one of its figures (`memory`, `relations`). */
  const ask = <K extends 'memory' | 'relations'>(what: K) =>
    new Promise<Record<K, K extends 'memory' ? Memory : Record<string, unknown>[]> | undefined>((resolve) => {
      if (serverDied) return resolve(undefined);
      const answer = (m: Record<string, unknown>) => {
        if (!(what in m)) return;
        server.off('message', answer);
        resolve(m as never);
      };
      server.on('message', answer);
      server.send(what);
    });
  /** The server's JS heap in use, outside the heap (external, of it ArrayBuffers), PGlite's WASM memory, WAL, data; MiB. */
  let lastMemory: Memory | undefined;
  const heapOf = async () => {
    const m = (await ask('memory'))?.memory;
    if (!m) return '- | - | - | - | -';
    lastMemory = m;
    const [used, total, arrayBuffers, wasmResident, wasm, wal, data] = [
      m.heapUsed,
      m.heapTotal,
      m.arrayBuffers,
      m.wasmResident,
      m.wasm,
      m.wal,
      m.data,
    ].map(mib);
    return `${used} / ${total} | ${arrayBuffers} | ${wasmResident} / ${wasm} | ${wal} | ${data}`;
  };
  // Outside the JS heap: ArrayBuffers (Buffers, and PGlite's in-memory files) and PGlite's WASM memory.
  const memoryColumns =
    'JS heap used / total | ArrayBuffers | PGlite WASM resident / size | WAL files | data files';
  const siteId = JSON.parse((await post(url, '/api/whitelabel/detetct', { domain: 'localhost' })).text).data
    .id as string;

  let failures = 0;
  let pageBytes = 0;
  async function searchAndRead(i: number) {
    const [origin, destination] = ROUTES[i % ROUTES.length] ?? ROUTES[0];
    // Dates walk 2–90 days ahead, a different one for each pass over the routes.
    const day = 2 + (Math.floor(i / ROUTES.length) % 89);
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const found = await post(
      url,
      '/api/api/search',
      {
        JourneyType: 1,
        segments: [{ origin, destination, preferredDepartureTime: `${date}T00:00:00` }],
        adultCount: 1 + (i % 2),
        childCount: 0,
        infantCount: 0,
      },
      { 'site-id': siteId },
    );
    if (found.status !== 200) {
      failures++;
      return;
    }
    const { searchId } = JSON.parse(found.text).data;
    const page = await post(url, '/api/api/getFlightPrice', { searchId }, { 'site-id': siteId });
    if (page.status !== 200) failures++;
    pageBytes += page.text.length;
  }

  // Warm up (JIT, token, airport index), then let the heap settle before the starting figure.
  for (let i = 0; i < 8; i++) await searchAndRead(i);
  await new Promise((r) => setTimeout(r, 3000));
  if (serverDied) throw new Error(`${serverDied} while warming up (${failures} failed calls)`);
  const start = rssMiB(server.pid);
  const sandboxStart = rssMiB(sandbox.pid);
  console.log(
    `searches ${SEARCHES}, concurrency ${CONCURRENCY}, TTL ${TTL_SECONDS} s, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : `PGlite ${process.env.BENCH_DATA_DIR === '1' ? 'on disk' : 'in memory'}`}, cache ${process.env.BENCH_REDIS_URL ? 'on Redis' : 'in process'}, jobs ${process.env.BENCH_JOBS === '0' ? 'off' : 'on'}${process.env.BENCH_LIVE_HEAP === '1' ? ', garbage collected before each sample' : ''}`,
  );
  console.log('server MiB:');
  console.log(`| after searches | RSS | ${memoryColumns} | sandbox RSS MiB | elapsed s |`);
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(`| 0 | ${start} | ${await heapOf()} | ${sandboxStart} | 0 |`);

  const started = Date.now();
  const cpuAtStart = cpuSeconds(server.pid);
  const gcAtStart = lastMemory?.gc;
  const every = Math.max(1, Math.floor(SEARCHES / 10));
  let next = 0;
  let peak = start;
  let firstSample = 0;
  async function worker() {
    while (next < SEARCHES && !serverDied) {
      const i = next++;
      await searchAndRead(i).catch(() => {
        failures++;
      });
      if ((i + 1) % every === 0 && !serverDied) {
        const rss = rssMiB(server.pid);
        peak = Math.max(peak, rss);
        firstSample ||= rss;
        console.log(
          `| ${i + 1} | ${rss} | ${await heapOf()} | ${rssMiB(sandbox.pid)} | ${((Date.now() - started) / 1000).toFixed(0)} |`,
        );
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (serverDied) console.log(`\n**${serverDied}**`);
  const cpuUsed = serverDied ? Number.NaN : cpuSeconds(server.pid) - cpuAtStart;
  const end = serverDied ? peak : rssMiB(server.pid);
  peak = Math.max(peak, end);
  const gcUsed =
    lastMemory && gcAtStart
      ? { major: lastMemory.gc.major - gcAtStart.major, ms: lastMemory.gc.ms - gcAtStart.ms }
      : undefined;
  console.log(
    `\nserver CPU for the searches: ${cpuUsed.toFixed(1)} s (${((cpuUsed * 1000) / SEARCHES).toFixed(1)} ms a search and its page); garbage collector's pauses to the last sample: ${gcUsed ? `${(gcUsed.ms / 1000).toFixed(1)} s, ${gcUsed.major} full collections` : '-'}`,
  );
  console.log(
    `\nfailed calls: ${failures}; mean result page ${(pageBytes / Math.max(1, SEARCHES) / 1024).toFixed(0)} KiB`,
  );
  // Issue 25's goal: the last sample at most 10 % above the first (after a tenth of the searches).
  console.log(
    `\nserver RSS after ${SEARCHES} searches against after ${every}: ${end} / ${firstSample} MiB = ${((100 * end) / Math.max(1, firstSample) - 100).toFixed(1)} %`,
  );
  console.log('\nlargest relations after the searches:');
  console.log('| table | MiB with its indexes |');
  console.log('| --- | --- |');
  for (const r of (await ask('relations'))?.relations ?? [])
    console.log(`| ${r.name} | ${(Number(r.bytes) / 1024 / 1024).toFixed(1)} |`);

  console.log(`\nafter the last search (TTL ${TTL_SECONDS} s):`);
  console.log(`| seconds later | server RSS | ${memoryColumns} | sandbox RSS MiB |`);
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  let last = end;
  for (let waited = 0; waited <= WAIT_SECONDS && !serverDied; waited += 15) {
    last = rssMiB(server.pid);
    console.log(`| ${waited} | ${last} | ${await heapOf()} | ${rssMiB(sandbox.pid)} |`);
    if (waited + 15 <= WAIT_SECONDS) await new Promise((r) => setTimeout(r, 15_000));
  }
  console.log(
    `\nserver RSS: start ${start} MiB, peak ${peak} MiB (grew ${peak - start}), after TTL ${last} MiB (${last - start >= 0 ? '+' : ''}${last - start} from start)`,
  );
  server.disconnect();
  sandbox.kill();
  if (!serverDied)
    await new Promise((resolve) => {
      server.once('exit', resolve);
      setTimeout(resolve, 20_000).unref();
    });
  for (const dir of [dataDir, sandboxDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

if (process.env.BENCH_ROLE === 'server') await runServer();
else await runLoad();
