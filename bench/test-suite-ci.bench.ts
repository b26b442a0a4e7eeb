/**
 * How long CI's whole test run takes: `CI=1 bash .ci/run` (npm ci, lint, typecheck, the PGlite and
 * PostgreSQL passes, the build, the journeys) in scratch clones taken in turn, round after round, so
 * that a machine shared with other people's builds weighs on each alike.
 *
 *   git clone /work/main /tmp/ci-before && git -C /tmp/ci-before checkout <commit>
 *   git clone /work/main /tmp/ci-after
 *   node --import tsx bench/test-suite-ci.bench.ts /tmp/ci-before /tmp/ci-after
 *   ROUNDS=2 LOGS=/tmp/ci-bench …   (rounds; where each run's output goes)
 *
 * Never the main tree: `npm ci` deletes node_modules first. For each run it prints the wall time,
 * the CPU seconds of everything the run started (from /proc: what a busy machine changes least), the
 * 1-minute load average at its start and end, the exit code, and the time from each `== step` line
 * that scripts/test.sh prints to the next.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const trees = process.argv.slice(2).map((t) => path.resolve(t));
if (trees.length === 0 || trees.some((t) => !existsSync(path.join(t, '.ci/run'))))
  throw new Error('usage: test-suite-ci.bench.ts <scratch clone> [<scratch clone> …]');
if (trees.includes(path.resolve(import.meta.dirname, '..')))
  throw new Error('Give scratch clones: npm ci deletes node_modules.');
const rounds = Number(process.env.ROUNDS ?? 1);
const logs = process.env.LOGS ?? path.join(os.tmpdir(), 'test-suite-ci-bench');
mkdirSync(logs, { recursive: true });

/** CPU seconds of this process's waited-for children and their descendants (USER_HZ = 100). */
function childrenCpu() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}
const load = () => os.loadavg()[0]?.toFixed(1) ?? '?';
/** Terminal colour codes, around the step lines of scripts/test.sh. */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const STEP = /^== (.+)$/;

type Run = { tree: string; seconds: number; cpu: number; exit: number | null; load: string; steps: string };
const runs: Run[] = [];

function ciRun(tree: string, round: number): Promise<Run> {
  const log = createWriteStream(path.join(logs, `${path.basename(tree)}-${round}.log`));
  const loadAtStart = load();
  const cpuAtStart = childrenCpu();
  const start = performance.now();
  const steps: [string, number][] = [];
  const child = spawn('bash', ['.ci/run'], { cwd: tree, env: { ...process.env, CI: '1' } });
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    log.write(chunk);
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const step = STEP.exec(line.replace(COLOUR, ''))?.[1];
      if (step) steps.push([step, performance.now()]);
    }
  });
  child.stderr.pipe(log, { end: false });
  return new Promise((resolve) => {
    child.on('close', (exit) => {
      const end = performance.now();
      log.end();
      const timed = steps.map(([name, at], i) => {
        const next = steps[i + 1]?.[1] ?? end;
        return `${name.replace(/:.*/, '')} ${((next - at) / 1000).toFixed(0)}`;
      });
      resolve({
        tree,
        seconds: (end - start) / 1000,
        cpu: childrenCpu() - cpuAtStart,
        exit,
        load: `${loadAtStart}→${load()}`,
        steps: timed.join(', '),
      });
    });
  });
}

for (let round = 0; round < rounds; round++) {
  for (const tree of trees) {
    const run = await ciRun(tree, round);
    runs.push(run);
    console.log(
      `${path.basename(tree)} round ${round + 1}: ${run.seconds.toFixed(0)} s wall, ${run.cpu.toFixed(0)} s CPU, exit ${run.exit}, load ${run.load}\n  steps (s): ${run.steps}`,
    );
  }
}

console.log('\ncheckout\twall s\tCPU s\texit\tload');
for (const run of runs)
  console.log(
    `${path.basename(run.tree)}\t${run.seconds.toFixed(0)}\t${run.cpu.toFixed(0)}\t${run.exit}\t${run.load}`,
  );
