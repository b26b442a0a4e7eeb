/**
 * What a developer waits for: `npm run typecheck` cold (no build info) and warm (run again, nothing
 * changed), and the server suite on PGlite (`npx vitest run --project server`), timed in one or more
 * checkouts taken in turn, round after round, so that a busy machine weighs on each alike.
 *
 *   node --import tsx bench/test-suite.bench.ts <checkout> [<checkout> …]
 *   ROUNDS=3 SUITE_ROUNDS=1 …   (typecheck rounds; server-suite rounds, the long part)
 *
 * Each checkout needs its own node_modules/@app links (workspace packages resolve from there).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const trees = process.argv.slice(2).map((t) => path.resolve(t));
if (trees.length === 0) throw new Error('usage: test-suite.bench.ts <checkout> [<checkout> …]');
const rounds = Number(process.env.ROUNDS ?? 3);
const suiteRounds = Number(process.env.SUITE_ROUNDS ?? 1);

type Sample = { seconds: number; ok: boolean };
const samples = new Map<string, Sample[]>();

function timed(tree: string, label: string, command: string, args: string[]) {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  const start = performance.now();
  const run = spawnSync(command, args, {
    cwd: tree,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 1 << 28,
  });
  const seconds = (performance.now() - start) / 1000;
  const key = `${tree}\t${label}`;
  samples.set(key, [...(samples.get(key) ?? []), { seconds, ok: run.status === 0 }]);
  const load = os.loadavg()[0]?.toFixed(1);
  console.log(`${path.basename(tree)}  ${label}: ${seconds.toFixed(1)} s exit ${run.status}  (load ${load})`);
}

for (let round = 0; round < Math.max(rounds, suiteRounds); round++) {
  for (const tree of trees) {
    if (round < rounds) {
      rmSync(path.join(tree, 'node_modules/.cache/tsbuild'), { recursive: true, force: true });
      timed(tree, 'typecheck cold', 'npm', ['run', '-s', 'typecheck']);
      timed(tree, 'typecheck warm', 'npm', ['run', '-s', 'typecheck']);
    }
    if (round < suiteRounds)
      timed(tree, 'server suite (PGlite)', 'npx', ['vitest', 'run', '--project', 'server*']);
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
console.log('\ncheckout\tmeasure\tmedian s\tmin–max s\truns\tall passed');
for (const [key, runs] of samples) {
  const xs = runs.map((r) => r.seconds);
  const [tree, label] = key.split('\t');
  const spread = `${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}`;
  const passed = runs.every((r) => r.ok);
  console.log(
    `${path.basename(tree ?? '')}\t${label}\t${median(xs).toFixed(1)}\t${spread}\t${runs.length}\t${passed}`,
  );
}
