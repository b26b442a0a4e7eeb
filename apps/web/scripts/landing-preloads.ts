import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { LANDING_PAGES } from '../src/app/landing-pages';

/** What the server reads from the build: for each landing path, the chunks its page needs. */
export const LANDING_PRELOADS_FILE = 'landing-preloads.json';

/**
 * Writes `landing-preloads.json` into the build: each landing page's chunk and the chunks it
 * imports statically, less those the entry already loads (Vite's own modulepreload links). The
 * server turns them into modulepreload links in the index.html it renders for such a path.
 */
export function landingPreloads(): Plugin {
  let root = '';
  return {
    name: 'landing-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: Rollup.OutputChunk) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const next of byFile.get(file)?.imports ?? []) visit(next);
        };
        visit(start.fileName);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('landing-preloads: the build has no entry chunk');
      const loadedByEntry = closure(entry);
      const pages = LANDING_PAGES.map(({ path: pagePath, module }) => {
        const id = path.resolve(root, module);
        // Rollup may merge a small page with others (experimentalMinChunkSize): no facade then.
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
        if (!chunk) throw new Error(`landing-preloads: no chunk for ${module}: is it still a lazy page?`);
        return { path: pagePath, files: [...closure(chunk)].filter((file) => !loadedByEntry.has(file)) };
      });
      this.emitFile({ type: 'asset', fileName: LANDING_PRELOADS_FILE, source: JSON.stringify(pages) });
    },
  };
}
