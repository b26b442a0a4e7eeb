// Completes package-lock.json with the platform packages of other systems (macOS, Windows, musl…)
// that npm leaves out when the registry it uses does not serve them: `npm ci` refuses a lock that
// lacks any optional dependency, even one it would never install here. Run after `npm install`
// changes the lock: `node scripts/complete-lock.mjs`.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];

/** What the registry says of a package version, or a reading of its name when it is not served here. */
function platformOf(name, version) {
  try {
    const out = execFileSync(
      'npm',
      ['view', `${name}@${version}`, 'os', 'cpu', 'libc', 'dist.integrity', '--json'],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const v = JSON.parse(out.toString());
    return { os: v.os, cpu: v.cpu, libc: v.libc, integrity: v['dist.integrity'] };
  } catch {
    const parts = name.split('/').pop().split('-');
    const os = OS.find((o) => parts.includes(o)) ?? (parts.includes('macos') ? 'darwin' : undefined);
    const cpu = CPU.find((c) => parts.includes(c)) ?? (parts.includes('arm') ? 'arm' : undefined);
    const libc = parts.includes('musl')
      ? ['musl']
      : parts.includes('gnu') || parts.includes('gnueabihf')
        ? ['glibc']
        : undefined;
    if (!os || !cpu) throw new Error(`cannot tell the platform of ${name}@${version}`);
    return { os: [os], cpu: [cpu], libc };
  }
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[base] || packages[`node_modules/${name}`]) continue;
    if (!/^\d+\.\d+\.\d+/.test(range))
      throw new Error(`${name}: optional range ${range} is not an exact version`);
    const { os, cpu, libc, integrity } = platformOf(name, range);
    packages[`node_modules/${name}`] = {
      version: range,
      ...(integrity ? { integrity } : {}),
      cpu,
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc } : {}),
      optional: true,
      os,
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform packages of other systems added`);
