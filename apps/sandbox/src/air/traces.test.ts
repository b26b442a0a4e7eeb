import type { FareRuleResponse, SearchResponse } from '@app/tbo-air';
import { describe, expect, it } from 'vitest';
import type { StoredResult, Trace } from './store';
import { kit } from './test-kit';
import { TraceStore, traceBytes } from './traces';

/** A trace of `count` results whose JSON is `length` characters each. */
function traceOf(id: string, count: number, length: number): Trace {
  // {"p":"…"} is 8 characters around the padding.
  const result = { p: 'x'.repeat(length - 8) } as unknown as StoredResult['result'];
  const results = new Map<string, StoredResult>();
  for (let i = 0; i < count; i++) results.set(`OB${i + 1}`, { offer: {} as StoredResult['offer'], result });
  return { id, expiresAt: 60_000, results };
}

describe('the sandbox keeps search traces within a byte budget', () => {
  it('sizes a trace by the JSON of its results', () => {
    expect(traceBytes(traceOf('a', 10, 1000))).toBe(512 + 10_000);
  });

  it('drops the least recently used traces once the budget is full', () => {
    const each = traceBytes(traceOf('t', 10, 1000));
    const store = new TraceStore(each * 3);
    for (const id of ['t1', 't2', 't3']) store.keep(traceOf(id, 10, 1000), 0);
    expect(store.get('t1', 0)?.id).toBe('t1');
    store.keep(traceOf('t4', 10, 1000), 0);
    expect(store.get('t2', 0)).toBeUndefined();
    expect(['t1', 't3', 't4'].map((id) => store.get(id, 0)?.id)).toEqual(['t1', 't3', 't4']);
    expect(store.size).toEqual({ traces: 3, bytes: each * 3 });
    // One trace as large as two others pushes out two.
    store.keep(traceOf('big', 20, 1000), 0);
    expect(store.size.traces).toBe(2);
    expect(store.size.bytes).toBeLessThanOrEqual(each * 3);
  });

  it('forgets expired traces on its own clock, and frees their bytes', () => {
    const store = new TraceStore(1_000_000);
    store.keep(traceOf('old', 10, 1000), 0);
    expect(store.get('old', 59_999)?.id).toBe('old');
    store.keep({ ...traceOf('new', 10, 1000), expiresAt: 120_000 }, 60_000);
    expect(store.get('old', 60_000)).toBeUndefined();
    expect(store.size.traces).toBe(1);
  });

  it('answers an evicted TraceId as expired, like a supplier that forgot it', async () => {
    // Room for about one DEL→BOM search's results.
    const t = await kit({ traceMaxBytes: 1_000_000 });
    const first = await t.json<SearchResponse>('Search', t.searchBody([['DEL', 'BOM', t.day(7)]]));
    const second = await t.json<SearchResponse>('Search', t.searchBody([['DEL', 'BOM', t.day(8)]]));
    const rules = (s: SearchResponse) =>
      t.json<FareRuleResponse>('FareRule', { ...t.base, TraceId: s.Response.TraceId, ResultIndex: 'OB1' });
    expect((await rules(second)).Response.ResponseStatus).toBe(1);
    expect((await rules(first)).Response.Error?.ErrorCode).toBe(6);
    await t.app.close();
  });
});
