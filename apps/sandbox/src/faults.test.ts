import type { AddressInfo } from 'node:net';
import { type FareQuoteResponse, type SearchResponse, TBO_PATHS } from '@app/tbo-air';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kit } from './air/test-kit';
import { faultApplies, mergeFaults, parseFaults } from './faults';
import { buildSandbox } from './index';

type Kit = Awaited<ReturnType<typeof kit>>;
let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(async () => {
  await k.app.close();
});

const body = () => k.searchBody([['DEL', 'BOM', k.day(7)]]);

describe('fault syntax', () => {
  it('parses names and values, request over global', () => {
    const merged = mergeFaults(parseFaults('latency=100, error'), parseFaults('latency=5,priceChange=10'));
    expect([...merged]).toEqual([
      ['latency', '5'],
      ['error', ''],
      ['priceChange', '10'],
    ]);
    expect(faultApplies(parseFaults('error=Search'), 'error', 'Search')).toBe(true);
    expect(faultApplies(parseFaults('error=Search'), 'error', 'FareRule')).toBe(false);
    expect(faultApplies(parseFaults('error'), 'error', 'Book')).toBe(true);
  });
});

describe('injected faults', () => {
  it('latency delays the answer', async () => {
    const started = performance.now();
    const r = await k.json<SearchResponse>('Search', body(), 'latency=150');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(r.Response.ResponseStatus).toBe(1);
  });

  it('error answers the supplier failure, optionally for one operation', async () => {
    const all = await k.json<SearchResponse>('Search', body(), 'error');
    expect(all.Response.ResponseStatus).toBe(2);
    expect(all.Response.Error).toEqual({
      ErrorCode: 5,
      ErrorMessage: 'Supplier is unable to process the request (injected fault)',
    });
    const other = await k.json<SearchResponse>('Search', body(), 'error=FareRule');
    expect(other.Response.ResponseStatus).toBe(1);
  });

  it('invalidSession and expireTrace', async () => {
    const session = await k.json<SearchResponse>('Search', body(), 'invalidSession');
    expect(session.Response.ResponseStatus).toBe(4);
    expect(session.Response.Error?.ErrorCode).toBe(2);
    const s = await k.json<SearchResponse>('Search', body());
    const rule = await k.json<SearchResponse>(
      'FareRule',
      { ...k.base, TraceId: s.Response.TraceId, ResultIndex: 'OB1' },
      'expireTrace',
    );
    expect(rule.Response.ResponseStatus).toBe(4);
    expect(rule.Response.Error).toEqual({ ErrorCode: 6, ErrorMessage: 'Your session (TraceId) is expired.' });
  });

  it('priceChange and timeChange show on FareQuote', async () => {
    const s = await k.json<SearchResponse>('Search', body());
    const original = (s.Response.Results ?? [])[0]?.[0];
    const quoteBody = { ...k.base, TraceId: s.Response.TraceId, ResultIndex: 'OB1' };
    const same = await k.json<FareQuoteResponse>('FareQuote', quoteBody);
    expect(same.Response.IsPriceChanged).toBe(false);
    expect(same.Response.IsTimeChanged).toBe(false);
    expect((same.Response.Results ?? []).Fare.PublishedFare).toBe(original?.Fare.PublishedFare);
    const changed = await k.json<FareQuoteResponse>('FareQuote', quoteBody, 'priceChange=10,timeChange');
    expect(changed.Response.IsPriceChanged).toBe(true);
    expect(changed.Response.IsTimeChanged).toBe(true);
    const ratio = (changed.Response.Results ?? []).Fare.BaseFare / (original?.Fare.BaseFare ?? 1);
    expect(ratio).toBeCloseTo(1.1, 2);
    expect((changed.Response.Results ?? []).Segments[0]?.[0]?.Origin.DepTime).not.toBe(
      original?.Segments[0]?.[0]?.Origin.DepTime,
    );
  });

  it('http500 and garbage break the transport', async () => {
    const http500 = await k.call('Search', body(), 'http500');
    expect(http500.statusCode).toBe(500);
    expect(http500.headers['content-type']).toContain('text/plain');
    const garbage = await k.call('Search', body(), 'garbage');
    expect(garbage.statusCode).toBe(200);
    expect(() => JSON.parse(garbage.body)).toThrow();
  });

  it('global faults come from config and the admin endpoint', async () => {
    const set = await k.app.inject({
      method: 'POST',
      url: '/_sandbox/faults',
      payload: { faults: 'error=Search' },
    });
    expect(set.statusCode).toBe(200);
    expect((await k.json<SearchResponse>('Search', body())).Response.ResponseStatus).toBe(2);
    await k.app.inject({ method: 'POST', url: '/_sandbox/faults', payload: { faults: '' } });
    expect((await k.json<SearchResponse>('Search', body())).Response.ResponseStatus).toBe(1);
    const health = await k.app.inject({ method: 'GET', url: '/_sandbox/health' });
    expect(health.json()).toEqual({ ok: true });
    const configured = await buildSandbox({ faults: 'http500', logLevel: 'silent' });
    const res = await configured.inject({ method: 'POST', url: TBO_PATHS.Search, payload: body() });
    expect(res.statusCode).toBe(500);
    await configured.close();
  });

  it('timeout holds the request until the client gives up, without blocking close', async () => {
    const t = await kit();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const started = performance.now();
    const attempt = fetch(`http://127.0.0.1:${port}${TBO_PATHS.Search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-faults': 'timeout' },
      body: JSON.stringify(t.searchBody([['DEL', 'BOM', t.day(7)]])),
      signal: AbortSignal.timeout(300),
    });
    await expect(attempt).rejects.toThrow();
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    await t.app.close();
  });
});

describe('FareQuote on combined fares', () => {
  it('keeps the round-trip discount when nothing changed', async () => {
    const s = await k.json<SearchResponse>(
      'Search',
      k.searchBody(
        [
          ['DEL', 'DXB', k.day(14)],
          ['DXB', 'DEL', k.day(21)],
        ],
        { JourneyType: 2 },
      ),
    );
    const q = await k.json<FareQuoteResponse>('FareQuote', {
      ...k.base,
      TraceId: s.Response.TraceId,
      ResultIndex: 'OB1',
    });
    expect(q.Response.IsPriceChanged).toBe(false);
    expect((q.Response.Results ?? []).Fare.PublishedFare).toBe(
      (s.Response.Results ?? [])[0]?.[0]?.Fare.PublishedFare,
    );
  });
});
