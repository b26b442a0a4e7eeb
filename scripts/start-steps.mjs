// Which of `npm start`'s slow steps a start needs (scripts/start.sh): the install when the lock
// file (or a package.json's dependencies, .npmrc, the Node ABI) changed since the last install, the web build when
// the web app's sources, the workspaces it imports or the lock file changed since the last build.
// A step that ran leaves a stamp of what it ran on: the install's in node_modules, the build's in
// the build output, so deleting node_modules or apps/web/dist (or `npm ci`, or `npm run build`,
// which empty them) forces the step again. Node built-ins only: it runs before any install.
//
//   node scripts/start-steps.mjs current install|build  exit 0 when the step may be skipped; otherwise
//                                                       non-zero (1, and why): so does any failure here
//   node scripts/start-steps.mjs done install|build     records the step's stamp after it succeeded
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_DIR = 'apps/web';
/** Folders that hold output or tools' caches, never a source. */
const NOT_SOURCES = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  '.git',
]);
/** Tests never reach the bundle: changing one needs no new build. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Where each step keeps its stamp, relative to the repository root. */
export const STAMPS = {
  install: 'node_modules/.cache/start/install.json',
  build: `${WEB_DIR}/dist/.start-build.json`,
};

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The workspace folders of the root package.json ("packages/*" globs one level), by package name. */
function workspaces(root) {
  const dirs = (readJson(path.join(root, 'package.json')).workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    if (!existsSync(path.join(root, parent))) return [];
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
  const byName = new Map();
  for (const dir of dirs) {
    const manifest = path.join(root, dir, 'package.json');
    if (existsSync(manifest)) byName.set(readJson(manifest).name, dir);
  }
  return byName;
}

/** The source files under a folder, sorted, relative to the root. */
function sourcesUnder(root, dir) {
  const found = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!NOT_SOURCES.has(entry.name)) walk(child);
      } else if (entry.isFile() && !TEST_FILE.test(entry.name)) found.push(child);
    }
  };
  if (existsSync(path.join(root, dir))) walk(dir);
  return found.sort();
}

/** One hash of the files' names and contents (a missing file counts as such), and of extra facts. */
function fingerprint(root, files, facts = []) {
  const hash = createHash('sha256');
  for (const fact of facts) hash.update(`${fact}\0`);
  for (const file of files) {
    const full = path.join(root, file);
    hash.update(`${file}\0`);
    hash.update(existsSync(full) ? readFileSync(full) : '<missing>');
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The parts of a package.json npm installs from: a new script or description needs no install. */
const INSTALL_FIELDS = [
  'name',
  'version',
  'workspaces',
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
  'overrides',
  'engines',
];

/**
 * What the install depends on: the lock, what every package.json asks npm for, .npmrc, and the
 * platform and Node ABI that native modules are built for.
 */
export function installFingerprint(root) {
  const manifests = ['.', ...[...workspaces(root).values()].sort()].map((dir) => {
    const manifest = readJson(path.join(root, dir, 'package.json'));
    return `${dir} ${JSON.stringify(INSTALL_FIELDS.map((field) => manifest[field] ?? null))}`;
  });
  return fingerprint(
    root,
    ['package-lock.json', '.npmrc'],
    [process.platform, process.arch, `abi ${process.versions.modules}`, ...manifests],
  );
}

/** What the web build depends on: the web workspace, the workspaces it imports (transitively), the lock. */
export function buildFingerprint(root) {
  const byName = workspaces(root);
  const dirs = new Set([WEB_DIR]);
  for (const dir of dirs) {
    const { dependencies = {}, devDependencies = {} } = readJson(path.join(root, dir, 'package.json'));
    for (const name of Object.keys({ ...dependencies, ...devDependencies }))
      if (byName.has(name)) dirs.add(byName.get(name));
  }
  const files = [...dirs].sort().flatMap((dir) => sourcesUnder(root, dir));
  return fingerprint(root, ['package-lock.json', 'tsconfig.base.json', ...files]);
}

const FINGERPRINTS = { install: installFingerprint, build: buildFingerprint };
/** What must exist for a stamp to be believed: an install npm finished, a build with its page. */
const OUTPUTS = { install: 'node_modules/.package-lock.json', build: `${WEB_DIR}/dist/index.html` };
const WHAT_CHANGED = {
  install: "package-lock.json, a package.json's dependencies, .npmrc or the Node version changed",
  build: 'the web sources, contracts or package-lock.json changed',
};

/** Why the step must run, or null when its output is there and was made from what is there now. */
export function whyRun(root, step) {
  const stampFile = path.join(root, STAMPS[step]);
  if (!existsSync(path.join(root, OUTPUTS[step]))) return `${OUTPUTS[step]} is missing`;
  if (!existsSync(stampFile)) return `no record of the last ${step}`;
  let stamp;
  try {
    stamp = readJson(stampFile);
  } catch {
    return `the record of the last ${step} is unreadable`;
  }
  if (stamp.fingerprint !== FINGERPRINTS[step](root)) return `${WHAT_CHANGED[step]} since the last ${step}`;
  return null;
}

/** Records that the step has just run on what is there now. */
export function markDone(root, step) {
  const stampFile = path.join(root, STAMPS[step]);
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${JSON.stringify({ fingerprint: FINGERPRINTS[step](root) })}\n`);
}

function main([command, step]) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  if (!FINGERPRINTS[step] || (command !== 'current' && command !== 'done')) {
    console.error('usage: node scripts/start-steps.mjs current|done install|build');
    return 2;
  }
  if (command === 'done') {
    markDone(root, step);
    return 0;
  }
  const why = whyRun(root, step);
  console.log(why ? `${step}: ${why}` : `${step}: skipped, nothing changed since the last ${step}`);
  return why ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = main(process.argv.slice(2));
