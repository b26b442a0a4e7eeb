import type { SearchRequest } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { calendarPath, requestFromQuery, resultsPath, routeLabel } from './search-url';

const queryOf = (path: string) => new URLSearchParams(path.split('?')[1]);

describe('results URLs', () => {
  const oneWay: SearchRequest = {
    JourneyType: 1,
    cabinClass: 2,
    segments: [{ origin: 'DEL', destination: 'BOM', preferredDepartureTime: '2026-12-01' }],
    adultCount: 2,
    childCount: 1,
    infantCount: 1,
  };

  it('carries a one-way search with the spec parameters', () => {
    const path = resultsPath('abc', oneWay);
    expect(path.startsWith('/flight/searchResult/abc?')).toBe(true);
    const q = queryOf(path);
    expect(Object.fromEntries(q)).toMatchObject({
      origin: 'DEL',
      destination: 'BOM',
      departure: '2026-12-01',
      adt: '2',
      chd: '1',
      inf: '1',
    });
    expect(requestFromQuery(q)).toEqual(oneWay);
  });

  it('round-trips a return and a multi stop', () => {
    const back: SearchRequest = {
      ...oneWay,
      JourneyType: 2,
      returnType: 5,
      segments: [
        { origin: 'DEL', destination: 'BOM', preferredDepartureTime: '2026-12-01' },
        { origin: 'BOM', destination: 'DEL', preferredDepartureTime: '2026-12-05' },
      ],
    };
    expect(queryOf(resultsPath('x', back)).get('return')).toBe('2026-12-05');
    expect(requestFromQuery(queryOf(resultsPath('x', back)))).toEqual(back);
    const multi: SearchRequest = {
      ...oneWay,
      JourneyType: 3,
      cabinClass: 4,
      segments: [
        { origin: 'DEL', destination: 'BOM', preferredDepartureTime: '2026-12-01' },
        { origin: 'BOM', destination: 'GOI', preferredDepartureTime: '2026-12-03' },
        { origin: 'GOI', destination: 'DEL', preferredDepartureTime: '2026-12-09' },
      ],
    };
    expect(requestFromQuery(queryOf(resultsPath('x', multi)))).toEqual(multi);
    expect(routeLabel(multi)).toBe('DEL → BOM → GOI → DEL');
    expect(routeLabel(back)).toBe('DEL ⇄ BOM');
  });

  it('reads the bare spec query and refuses a broken one', () => {
    expect(
      requestFromQuery(
        new URLSearchParams('origin=del&destination=BOM&departure=2026-12-01&adt=1&chd=0&inf=0'),
      ),
    ).toEqual({ ...oneWay, adultCount: 1, childCount: 0, infantCount: 0 });
    expect(requestFromQuery(new URLSearchParams('origin=DEL&destination=BOM'))).toBeNull();
    expect(
      requestFromQuery(new URLSearchParams('origin=DEL&destination=BOM&departure=2026-12-01&adt=0')),
    ).toBeNull();
    expect(
      requestFromQuery(new URLSearchParams('origin=DEL&destination=BOM&departure=2026-12-01&tripType=2')),
    ).toBeNull();
  });

  it('links the fare calendar by month', () => {
    expect(calendarPath('DEL', 'BOM', '2026-12-01')).toBe(
      '/flight/calendarFareResult?origin=DEL&destination=BOM&month=2026-12',
    );
  });
});
