import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readThroughCache } from './read-through-cache';

describe('read-through cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'travel-data-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads once per set of inputs and answers the kept copy after', async () => {
    const read = vi.fn(async () => [{ iata: 'GOI', aliases: ['Dabolim'] }]);
    expect(await readThroughCache(dir, 'airports', ['v1'], read)).toEqual([
      { iata: 'GOI', aliases: ['Dabolim'] },
    ]);
    expect(await readThroughCache(dir, 'airports', ['v1'], read)).toEqual([
      { iata: 'GOI', aliases: ['Dabolim'] },
    ]);
    expect(read).toHaveBeenCalledTimes(1);
    await readThroughCache(dir, 'airports', ['v2'], read);
    expect(read).toHaveBeenCalledTimes(2);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('reads afresh when the kept copy is damaged, and still answers when it cannot write', async () => {
    await readThroughCache(dir, 'airports', ['v1'], async () => [1]);
    for (const file of readdirSync(dir)) writeFileSync(path.join(dir, file), '{not json');
    expect(await readThroughCache(dir, 'airports', ['v1'], async () => [2])).toEqual([2]);
    const unwritable = path.join(dir, 'a-file');
    writeFileSync(unwritable, '');
    expect(
      await readThroughCache(path.join(unwritable, 'below'), 'airports', ['v1'], async () => [3]),
    ).toEqual([3]);
  });
});
