import { gunzipSync } from 'node:zlib';
import type { FlightResult } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import type { SupplierFare } from '../../suppliers/flight-supplier';
import { gzipPieces, pageJson } from './priced-page';

const fare = (resultIndex: string, extra: object = {}) =>
  ({
    resultIndex,
    publishedFare: 512_300,
    airlineName: 'Café "Air" ✈',
    fareFamily: undefined,
    ...extra,
  }) as unknown as SupplierFare;
const price = (f: SupplierFare) =>
  ({ ...f, publishedPrice: f.publishedFare + 100 }) as unknown as FlightResult;

describe('a priced page written in pieces', () => {
  it('is the JSON of { success, data } exactly, for one list, two, long ones and empty ones', async () => {
    const cases = [
      [[fare('OB1')]],
      [
        Array.from({ length: 150 }, (_, i) => fare(`OB${i + 1}`)),
        Array.from({ length: 65 }, (_, i) => fare(`IB${i + 1}`)),
      ],
      [[], [fare('IB1', { fareFamily: 'Saver' })]],
      [],
    ];
    for (const results of cases) {
      const page = {
        searchId: 's-1',
        searchBy: { JourneyType: 2, segments: [{ origin: 'DEL' }] } as never,
        results,
        expiresAt: '2026-12-01T10:00:00.000Z',
      };
      const expected = JSON.stringify({
        success: true,
        data: { ...page, results: results.map((list) => list.map(price)) },
      });
      expect([...pageJson(page, price)].join('')).toBe(expected);
      expect(gunzipSync(await gzipPieces(pageJson(page, price))).toString()).toBe(expected);
    }
  });
});
