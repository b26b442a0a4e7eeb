import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { context, type Metafile, type Plugin } from 'esbuild';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webRoot, '../..');

/** Our own source: the web app and contracts, where dynamic imports are cut and modules taken whole. */
const OWN_SOURCE = /\/(apps\/web\/src|packages\/contracts\/src)\/.+\.tsx?$/;
const isLibrary = (file: string) => file.includes('node_modules/');
const isOwn = (file: string) => !isLibrary(file) && OWN_SOURCE.test(path.resolve(webRoot, file));

/**
 * The bundle's one entry re-exports every module taken so far, so that all of each one's exports
 * count as used. A lazy page or dialog (`import()`) is not followed: the call is renamed before
 * esbuild reads it. Vite's `?raw` and `?url` assets are not code.
 */
function staticOnly(taken: Set<string>): Plugin {
  return {
    name: 'static-only',
    setup(bundler) {
      bundler.onResolve({ filter: /^static-imports:taken$/ }, () => ({
        path: 'taken',
        namespace: 'static-imports',
      }));
      bundler.onLoad({ filter: /.*/, namespace: 'static-imports' }, () => ({
        resolveDir: webRoot,
        contents: [...taken].map((file, i) => `export * as m${i} from ${JSON.stringify(file)};`).join('\n'),
      }));
      bundler.onResolve({ filter: /\?/ }, (args) => ({ path: args.path, external: true }));
      bundler.onLoad({ filter: OWN_SOURCE }, (args) => ({
        contents: readFileSync(args.path, 'utf8').replace(/\bimport\(/g, 'notFollowed('),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      }));
    },
  };
}

/**
 * The names the import statements of `specifier` take, types left out (they are erased); null for a
 * namespace, default or bare import, which takes the whole module.
 */
function namesImported(source: string, specifier: string): Set<string> | null {
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const names = new Set<string>();
  const statement = new RegExp(`(?:import|export)\\s+(type\\s+)?([^;]*?)\\s*from\\s*['"]${quoted}['"]`, 'g');
  for (const [, typesOnly, clause] of source.matchAll(statement)) {
    if (typesOnly) continue;
    const braces = /^\{([^}]*)\}$/.exec(clause!.trim());
    if (!braces) return null;
    for (const part of braces[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.add(name);
    }
  }
  return names;
}

const DECLARED = /^export\s+(?:async\s+)?(?:const|let|function\*?|class)\s+(\w+)/gm;

/** A path as the messages show it: from the repository's root, a library by its package name. */
export const shown = (file: string) =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ??
  path.relative(repoRoot, path.resolve(webRoot, file));

export type StaticImports = {
  /** every module of which the roots' static imports keep some code (paths from apps/web) */
  modules: string[];
  /** How the roots reach a module that matches, one import after another; undefined if they do not. */
  chainTo(matches: (file: string) => boolean): string[] | undefined;
};

/**
 * What the web build puts in the chunks of `roots` (paths from apps/web) and the chunks they import
 * statically, found with esbuild instead of a build of the whole app. Rollup shakes the whole app
 * at once: an export that any screen uses stays in its module with everything it imports, and a
 * chunk with that module imports those too. esbuild sees only the roots, so each module of ours
 * that keeps any code is made an entry (all its exports used) and the bundle is made again, until
 * no module joins. A module of ours that keeps none only passes names on (a barrel: contracts'
 * `index.ts`, which package.json declares free of side effects, as Rollup reads it too).
 */
export async function staticImports(roots: string[]): Promise<StaticImports> {
  const taken = new Set(roots.map((root) => path.resolve(webRoot, root)));
  const bundler = await context({
    absWorkingDir: webRoot,
    entryPoints: ['static-imports:taken'],
    bundle: true,
    format: 'esm',
    write: false,
    outdir: 'static-imports',
    metafile: true,
    logLevel: 'silent',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [staticOnly(taken)],
  });
  /** The bundle once no module of ours joins: each joins with all its exports, which may keep more. */
  async function settled(): Promise<Metafile> {
    const { metafile } = await bundler.rebuild();
    const joining = Object.entries(Object.values(metafile.outputs)[0]!.inputs)
      .filter(([file, input]) => input.bytesInOutput > 0 && isOwn(file))
      .map(([file]) => path.resolve(webRoot, file))
      .filter((file) => !taken.has(file));
    if (joining.length === 0) return metafile;
    for (const file of joining) taken.add(file);
    return settled();
  }
  const { inputs, outputs } = await settled().finally(() => bundler.dispose());
  const bytes = new Map(
    Object.entries(Object.values(outputs)[0]!.inputs).map(([file, input]) => [file, input.bytesInOutput]),
  );
  const kept = (file: string) => (bytes.get(file) ?? 0) > 0;
  const source = (file: string) => readFileSync(path.resolve(webRoot, file), 'utf8');
  const imports = (file: string) => (inputs[file]?.imports ?? []).filter((edge) => !edge.external);

  /** The modules with code behind one without (a barrel), through others like it. */
  function behind(file: string, seen = new Set<string>()): string[] {
    if (seen.has(file)) return [];
    seen.add(file);
    return imports(file).flatMap((edge) => (kept(edge.path) ? [edge.path] : behind(edge.path, seen)));
  }

  /** One step: what a module imports, through a barrel of ours to the modules that declare the names. */
  function next(file: string, byName: boolean): string[] {
    return imports(file).flatMap((edge) => {
      if (kept(edge.path)) return [edge.path];
      const modules = behind(edge.path);
      const names = byName && isOwn(edge.path) ? namesImported(source(file), edge.original ?? '') : null;
      if (!names) return modules;
      return modules.filter((module) =>
        [...source(module).matchAll(DECLARED)].some(([, name]) => names.has(name!)),
      );
    });
  }

  /** Breadth first from the roots, so a way found is a shortest one. */
  function walk(byName: boolean) {
    const from = new Map<string, string | null>(roots.map((root) => [path.normalize(root), null]));
    const queue = [...from.keys()];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      for (const target of next(file, byName)) {
        if (from.has(target)) continue;
        from.set(target, file);
        queue.push(target);
      }
    }
    return from;
  }

  const modules = [...bytes.keys()].filter(kept);
  return {
    modules,
    chainTo(matches) {
      if (!modules.some(matches)) return undefined;
      // By the names asked of each barrel first; without, should a name have escaped the patterns.
      for (const from of [walk(true), walk(false)]) {
        const found = [...from.keys()].find(matches);
        if (found === undefined) continue;
        const chain: string[] = [];
        for (let step: string | null | undefined = found; step; step = from.get(step)) chain.unshift(step);
        return chain;
      }
      return [modules.find(matches)!];
    },
  };
}
