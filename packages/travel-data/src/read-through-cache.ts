import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What `read` answers, kept as JSON in `dir` under a name made of `inputs`: the next process with the
 * same inputs reads the file instead. For the airports: decoding airport-data-js (5.5 MB of packed
 * JavaScript, ~80,000 rows) cost 1–3 s of every start of the server and of the sandbox, while the
 * ~4,500 airports we keep read back from JSON in milliseconds. A cache that cannot be read or
 * written is only slower: `read` answers as before.
 */
export async function readThroughCache<T>(
  dir: string,
  name: string,
  inputs: readonly string[],
  read: () => Promise<T>,
): Promise<T> {
  const key = createHash('sha256').update(inputs.join('\0')).digest('hex').slice(0, 16);
  const file = path.join(dir, `${name}-${key}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    // Not cached yet (or unreadable): read it.
  }
  const value = await read();
  try {
    mkdirSync(dir, { recursive: true });
    // Written aside and renamed: the server and the sandbox start together and may both write it.
    const aside = `${file}.${process.pid}.tmp`;
    writeFileSync(aside, JSON.stringify(value));
    renameSync(aside, file);
  } catch {
    // A read-only install: no cache, same answer.
  }
  return value;
}

/** A file's identity for a cache key: its path, size and modification time (an upgrade changes them). */
export function fileStamp(file: string): string {
  const { size, mtimeMs } = statSync(file);
  return `${file}:${size}:${mtimeMs}`;
}
