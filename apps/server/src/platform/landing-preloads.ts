import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** As the web build writes it (apps/web/scripts/landing-preloads.ts): chunks per landing path. */
type LandingEntry = { path: string; files: string[] };

const segmentsOf = (appPath: string) => appPath.split('/').filter(Boolean);

/** A router path ('/flight/searchResult/:searchId') against a request's path within the app. */
function matches(pattern: string, appPath: string): boolean {
  const want = segmentsOf(pattern);
  const got = segmentsOf(appPath);
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/**
 * The chunks to preload for a path of the app (without /app), from the build's
 * `landing-preloads.json`; none for other paths, or for a build without the file.
 */
export function loadLandingPreloads(distDir: string): (appPath: string) => string[] {
  const file = path.join(distDir, 'landing-preloads.json');
  const entries: LandingEntry[] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  return (appPath) => entries.find((entry) => matches(entry.path, appPath))?.files ?? [];
}
