import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { FIRST_SCREEN } from './scripts/first-screen';
import { landingPreloads } from './scripts/landing-preloads';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The libraries grouped in long-lived chunks (MUI with its icons, zod, TanStack Query, react-hook-form, dayjs…). */
const SHARED_LIBS =
  /node_modules\/(@mui|@emotion|@popperjs|@babel\/runtime|@hookform|@tanstack|clsx|dayjs|hoist-non-react-statics|react-hook-form|react-is|react-transition-group|stylis|use-sync-external-store|zod|zustand)\//;

/** The results page, the other page most visits open on: what it adds to the first screen's libraries. */
const RESULTS_PAGE = ['src/features/flights/FlightResultsPage.tsx'];
/**
 * The flight search form, which the search page loads once the visitor is about to use it (a
 * stand-in is drawn until then) and the results page when Modify search opens: react-hook-form,
 * Autocomplete with Popper, Select with its Menu, the date picker's Popover.
 */
const SEARCH_FORM = ['src/features/flights/SearchForm.tsx'];

/** @mui/material's barrel re-exports every component: its importers are followed to what they name. */
const MUI_BARREL = /node_modules\/@mui\/material\/esm\/index\.js$/;
const MUI_DIR = path.resolve(here, '../../node_modules/@mui/material/esm');

/** The modules an importer reaches through `import { A, B } from '@mui/material'`: A's and B's own. */
function muiNamedBy(code: string | null): string[] {
  const ids: string[] = [];
  for (const match of (code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@mui\/material["']/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]!
        .replace(/^type\s+/, '');
      if (!name) continue;
      const own = path.join(MUI_DIR, name, 'index.js');
      // Names without a folder of their own (useTheme, alpha, styled…) come from styles.
      ids.push(existsSync(own) ? own : path.join(MUI_DIR, 'styles/index.js'));
    }
  }
  return ids;
}

/** Every module the first screen imports statically, following the MUI barrel only to what is named. */
function reachedFrom(roots: string[], getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const stack = roots.map((file) => path.resolve(here, file));
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = getModuleInfo(id);
    if (!info) continue;
    for (const next of info.importedIds) {
      if (MUI_BARREL.test(next)) stack.push(...muiNamedBy(info.code));
      else stack.push(next);
    }
  }
  return seen;
}

let reached: { firstScreen: Set<string>; results: Set<string>; searchForm: Set<string> } | undefined;

/**
 * Long-lived chunks of third-party code, by where it is used: React with its router; `vendor`, the
 * shared libraries the first screen uses (the frame, flight search, the popup alert);
 * `vendor-results`, what the results page adds to them; `vendor-search-form`, what the search form
 * adds (it loads on intent, decision 0036); `vendor-later`, the rest, which other screens share. By
 * library (decision 0022 before 2026-11-24) every MUI component any page used was on the first
 * screen; as a few dozen small chunks (Rollup's own split) the first screen paid more in
 * requests, each a round trip, than it saved in bytes. Recharts, the phone input and notistack stay
 * with what uses them.
 */
function vendorChunk(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
  if (!SHARED_LIBS.test(id)) return undefined;
  reached ??= {
    firstScreen: reachedFrom(FIRST_SCREEN, getModuleInfo),
    results: reachedFrom(RESULTS_PAGE, getModuleInfo),
    searchForm: reachedFrom(SEARCH_FORM, getModuleInfo),
  };
  if (reached.firstScreen.has(id)) return 'vendor';
  if (reached.results.has(id)) return 'vendor-results';
  return reached.searchForm.has(id) ? 'vendor-search-form' : 'vendor-later';
}

/** zod's JSON Schema conversion, which every zod schema links to: its two modules. */
const ZOD_JSON_SCHEMA = /node_modules\/zod\/v4\/core\/(to-json-schema|json-schema-processors)\.js$/;

/**
 * The web build without zod's JSON Schema conversion (~6 KB of the first screen, compressed): the
 * web never converts a schema (the OpenAPI document is built on the server). Each export of the two
 * modules becomes a function that throws when called; `create…` factories (which zod calls when a
 * schema's `~standard` is read) return such a function. An export zod adds later is stubbed too, an
 * import of a name the modules no longer have fails the build.
 */
function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    load(id) {
      if (!ZOD_JSON_SCHEMA.test(id)) return null;
      const source = readFileSync(id, 'utf8');
      const names = [
        ...[...source.matchAll(/^export (?:const|let|function|class) (\w+)/gm)].map((m) => m[1]!),
        ...[...source.matchAll(/^export \{ \w+ as (\w+) \}/gm)].map((m) => m[1]!),
      ];
      const lines = [
        "const unavailable = () => { throw new Error('zod JSON Schema conversion is not in the web build'); };",
        ...names.map(
          (name) => `export const ${name} = ${/^create/.test(name) ? '() => unavailable' : 'unavailable'};`,
        ),
      ];
      return lines.join('\n');
    },
  };
}

// The app is served under /app by the API server; in development Vite proxies /api to it
// (API_PROXY_TARGET when the server runs elsewhere than localhost:3000).
export default defineConfig({
  base: '/app/',
  plugins: [
    react(),
    landingPreloads(),
    zodWithoutJsonSchema(),
    // What the first screen reaches is worked out once per build.
    {
      name: 'vendor-chunks',
      buildStart() {
        reached = undefined;
      },
    },
  ],
  server: {
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    // Maps are written for the bench's attribution and for error tracing, but no script names its
    // map: the server serves them only when WEB_SOURCE_MAPS is on (a SourceMap header then points
    // developer tools at each), so the app's source is not public by default.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 700,
    // Contracts' package.json declares it free of side effects, for Rollup as for the first-screen
    // test's esbuild: a module of it that no chunk uses is left out (the whole barrel otherwise
    // lands in the first screen).
    rollupOptions: {
      // Tiny shared chunks merged into their neighbours: each costs a request (and its headers).
      output: { manualChunks: vendorChunk, experimentalMinChunkSize: 20_000 },
    },
  },
});
