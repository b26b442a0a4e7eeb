/**
 * How long `npm start` takes until the app answers: a first start of a fresh clone (no node_modules,
 * no apps/web/dist, no database: install, build, migrate, seed) and restarts with nothing changed.
 * Each start runs in a checkout of its own on its own ports and data folder, never the main tree.
 *
 *   git clone /work/main /tmp/start-bench
 *   node --import tsx bench/start.bench.ts /tmp/start-bench
 *   WARM_ROUNDS=3 COLD=0 PORT=3400 …   (restarts to time; COLD=0 keeps node_modules and the build)
 *
 * The clock stops at the first 200 from GET /app (the web app's page, which the server renders
 * only after the database is migrated and the build is read); the sandbox starts beside it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const checkout = path.resolve(process.argv[2] ?? '');
if (!process.argv[2] || !existsSync(path.join(checkout, 'scripts/start.sh')))
  throw new Error('usage: start.bench.ts <checkout of the repository>');
if (checkout === path.resolve(import.meta.dirname, '..'))
  throw new Error('Give a scratch clone: a cold start deletes node_modules and apps/web/dist.');
const port = Number(process.env.PORT ?? 3400);
const warmRounds = Number(process.env.WARM_ROUNDS ?? 3);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'start-bench-data-'));

function stop(child: ChildProcess) {
  // npm start is npm → bash → the server and the sandbox: end the whole group this bench started.
  if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  return new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
}

async function answers(url: string) {
  return fetch(url).then(
    (r) => r.status === 200,
    () => false,
  );
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS = 100;
/**
 * CPU seconds spent so far by a process group (npm start and everything it ran, finished steps
 * included through their parents' cutime/cstime), and by the server alone. Wall time on a shared
 * machine depends on who else runs; the CPU a start needs does not, much.
 */
function cpuOf(group: number) {
  let total = 0;
  let server = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group) continue;
      const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
      const seconds = ((utime ?? 0) + (stime ?? 0) + (cutime ?? 0) + (cstime ?? 0)) / TICKS;
      total += seconds;
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('apps/server/src/main.ts')) server += seconds;
    } catch {
      // The process ended while we looked.
    }
  }
  return { total, server };
}

type Run = { label: string; seconds: number; cpu: number; serverCpu: number };

/** Runs `npm start` in the checkout; answers the seconds until /app answered (and CPU), then stops it. */
async function timeStart(label: string): Promise<Run> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: checkout,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX_PORT: String(port + 1),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  try {
    while (!(await answers(`http://localhost:${port}/app`))) {
      if (child.exitCode !== null)
        throw new Error(`npm start exited ${child.exitCode}:\n${output.slice(-3000)}`);
      if (performance.now() - started > 15 * 60_000) throw new Error('npm start took over 15 minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = child.pid ? cpuOf(child.pid) : { total: 0, server: 0 };
    const steps = output.match(/^(install|build): .*$/gm)?.join('; ') ?? 'no step decisions printed';
    console.log(
      `${label}: ${seconds.toFixed(1)} s, CPU ${cpu.total.toFixed(1)} s (server ${cpu.server.toFixed(1)} s)` +
        `  (load ${os.loadavg()[0]?.toFixed(1)}; ${steps})`,
    );
    return { label, seconds, cpu: cpu.total, serverCpu: cpu.server };
  } finally {
    await stop(child);
  }
}

const runs: Run[] = [];
// The first start creates and seeds the database (in a new folder every run), so it is never a restart.
const first =
  process.env.COLD === '0'
    ? 'first start on an empty database (installed and built)'
    : 'first start (fresh clone)';
if (process.env.COLD !== '0')
  for (const dir of ['node_modules', 'apps/web/dist'])
    rmSync(path.join(checkout, dir), { recursive: true, force: true });
runs.push(await timeStart(first));
for (let round = 1; round <= warmRounds; round++)
  runs.push(await timeStart(`restart ${round}, nothing changed`));
rmSync(dataDir, { recursive: true, force: true });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const restarts = runs.slice(1);
console.log(`\ncheckout ${checkout}`);
console.log(`${first}: ${runs[0]?.seconds.toFixed(1)} s, CPU ${runs[0]?.cpu.toFixed(1)} s`);
if (restarts.length) {
  const wall = restarts.map((r) => r.seconds);
  console.log(
    `restart, nothing changed (${restarts.length} runs): median ${median(wall).toFixed(1)} s ` +
      `(${Math.min(...wall).toFixed(1)}–${Math.max(...wall).toFixed(1)}), CPU median ` +
      `${median(restarts.map((r) => r.cpu)).toFixed(1)} s, the server's ${median(restarts.map((r) => r.serverCpu)).toFixed(1)} s`,
  );
}
