import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markDone, whyRun } from './start-steps.mjs';

/** A repository of the same shape as ours, small enough to write in a test. */
const LAYOUT = {
  'package.json': JSON.stringify({ name: 'repo', workspaces: ['packages/*', 'apps/*'] }),
  'package-lock.json': '{"lockfileVersion":3}',
  '.npmrc': 'engine-strict=true\n',
  'tsconfig.base.json': '{}',
  'apps/web/package.json': JSON.stringify({ name: '@app/web', dependencies: { '@app/contracts': '*' } }),
  'apps/web/index.html': '<div id="root"></div>',
  'apps/web/src/main.tsx': 'render();',
  'apps/web/src/main.test.tsx': 'test();',
  'apps/server/package.json': JSON.stringify({ name: '@app/server' }),
  'apps/server/src/main.ts': 'listen();',
  'packages/contracts/package.json': JSON.stringify({ name: '@app/contracts' }),
  'packages/contracts/src/index.ts': 'export const MSG = {};',
};

let root;
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const remove = (dir) => rmSync(path.join(root, dir), { recursive: true, force: true });
/** What `npm install` and `vite build` leave behind, followed by the script's stamp. */
const install = () => {
  write('node_modules/.package-lock.json', '{}');
  markDone(root, 'install');
};
const build = () => {
  remove('apps/web/dist');
  write('apps/web/dist/index.html', '<built>');
  markDone(root, 'build');
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'start-steps-'));
  for (const [file, text] of Object.entries(LAYOUT)) write(file, text);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the install step', () => {
  it('runs on a fresh clone, then not again until the lock file changes', () => {
    expect(whyRun(root, 'install')).toBe('node_modules/.package-lock.json is missing');
    install();
    expect(whyRun(root, 'install')).toBeNull();
    write('package-lock.json', '{"lockfileVersion":3,"packages":{"x":{}}}');
    expect(whyRun(root, 'install')).toMatch(/package-lock\.json.* changed since the last install/);
    install();
    expect(whyRun(root, 'install')).toBeNull();
  });

  it('runs when a package.json asks for other packages or .npmrc changes, not for a new script', () => {
    install();
    write('package.json', JSON.stringify({ ...JSON.parse(LAYOUT['package.json']), scripts: { x: 'y' } }));
    expect(whyRun(root, 'install')).toBeNull();
    write('apps/server/package.json', JSON.stringify({ name: '@app/server', dependencies: { a: '1' } }));
    expect(whyRun(root, 'install')).not.toBeNull();
    install();
    write('.npmrc', 'engine-strict=false\n');
    expect(whyRun(root, 'install')).not.toBeNull();
  });

  it('runs again when node_modules was deleted or reinstalled by npm ci (no stamp)', () => {
    install();
    remove('node_modules');
    expect(whyRun(root, 'install')).not.toBeNull();
    // npm ci empties node_modules and installs afresh: npm's record is back, ours is not.
    write('node_modules/.package-lock.json', '{}');
    expect(whyRun(root, 'install')).toBe('no record of the last install');
  });

  it('does not care about source changes', () => {
    install();
    write('apps/web/src/main.tsx', 'render(changed);');
    expect(whyRun(root, 'install')).toBeNull();
  });
});

describe('the build step', () => {
  beforeEach(install);

  it('runs without a build, then not again until a web source changes', () => {
    expect(whyRun(root, 'build')).toBe('apps/web/dist/index.html is missing');
    build();
    expect(whyRun(root, 'build')).toBeNull();
    write('apps/web/src/main.tsx', 'render(changed);');
    expect(whyRun(root, 'build')).toMatch(/web sources.* changed since the last build/);
    build();
    write('apps/web/src/pages/New.tsx', 'export {}');
    expect(whyRun(root, 'build')).not.toBeNull();
  });

  it('runs when the contracts the app imports or the lock file change, not for the server or tests', () => {
    build();
    write('apps/server/src/main.ts', 'listen(changed);');
    write('apps/web/src/main.test.tsx', 'test(changed);');
    expect(whyRun(root, 'build')).toBeNull();
    write('packages/contracts/src/index.ts', 'export const MSG = { x: 1 };');
    expect(whyRun(root, 'build')).not.toBeNull();
    build();
    write('package-lock.json', '{"lockfileVersion":3,"packages":{"vite":{}}}');
    expect(whyRun(root, 'build')).not.toBeNull();
  });

  it('runs when dist was deleted or rebuilt without the script (npm run build empties it)', () => {
    build();
    remove('apps/web/dist');
    expect(whyRun(root, 'build')).not.toBeNull();
    write('apps/web/dist/index.html', '<built by npm run build>');
    expect(whyRun(root, 'build')).toBe('no record of the last build');
  });
});

describe('the command', () => {
  it('exits 0 when a step may be skipped, otherwise non-zero with the reason', () => {
    const script = path.join(root, 'scripts/start-steps.mjs');
    mkdirSync(path.dirname(script), { recursive: true });
    cpSync(fileURLToPath(new URL('./start-steps.mjs', import.meta.url)), script);
    const run = (...args) => {
      try {
        return { code: 0, out: execFileSync(process.execPath, [script, ...args], { encoding: 'utf8' }) };
      } catch (error) {
        return { code: error.status, out: String(error.stdout) };
      }
    };
    expect(run('current', 'install')).toEqual({
      code: 1,
      out: 'install: node_modules/.package-lock.json is missing\n',
    });
    write('node_modules/.package-lock.json', '{}');
    expect(run('done', 'install').code).toBe(0);
    expect(run('current', 'install')).toEqual({
      code: 0,
      out: 'install: skipped, nothing changed since the last install\n',
    });
    // A mistake here runs the step rather than skipping it.
    expect(run('current', 'everything').code).toBe(2);
  });
});
