import { afterEach, describe, expect, it } from 'vitest';
import { createNearCache, type NearCache } from './near-cache';

describe('near cache', () => {
  let near: NearCache;
  afterEach(() => near.close());

  it('answers and keeps nothing until deletions reach it, and drops all it held when they stop', () => {
    near = createNearCache(1024 * 1024, 60);
    near.keep('k', '"before"', 60, near.mark());
    expect(near.get('k')).toBeUndefined();

    near.setServing(true);
    near.keep('k', '"kept"', 60, near.mark());
    expect(near.get('k')).toBe('"kept"');

    near.setServing(false);
    expect(near.get('k')).toBeUndefined();
    near.setServing(true);
    expect(near.get('k')).toBeUndefined();
  });

  it('does not keep an answer read before a drop, of that key or any other', () => {
    near = createNearCache(1024 * 1024, 60);
    near.setServing(true);
    const before = near.mark();
    near.drop(['other']);
    near.keep('k', '"read before the drop"', 60, before);
    expect(near.get('k')).toBeUndefined();
    near.keep('k', '"read after"', 60, near.mark());
    expect(near.get('k')).toBe('"read after"');
  });

  it('drops the keys a deletion names, and everything when a deletion could not be read', () => {
    near = createNearCache(1024 * 1024, 60);
    near.setServing(true);
    for (const key of ['a', 'b', 'c']) near.keep(key, `"${key}"`, 60, near.mark());
    near.drop(['a']);
    expect([near.get('a'), near.get('b'), near.get('c')]).toEqual([undefined, '"b"', '"c"']);
    near.clear();
    expect([near.get('b'), near.get('c')]).toEqual([undefined, undefined]);
  });
});
