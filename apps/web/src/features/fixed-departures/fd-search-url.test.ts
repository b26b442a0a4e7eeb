import { describe, expect, it } from 'vitest';
import { fdBookPath, partyFromQuery } from './fd-paths';
import { filtersFromQuery, monthLabel, monthOptions, queryOf, searchRequestOf } from './fd-search-url';

describe('the fixed departures address', () => {
  it('reads the filters and the party, leaving out what is malformed', () => {
    const { filters, party } = filtersFromQuery(
      new URLSearchParams('origin=del&destination=DUBAI&month=2026-13&airline=6e&adt=2&chd=1&inf=3'),
    );
    expect(filters).toEqual({ origin: 'DEL', destination: '', month: '', airline: '6E' });
    // Infants fly on a lap: never more than adults.
    expect(party).toEqual({ adultCount: 2, childCount: 1, infantCount: 2 });
    expect(partyFromQuery(new URLSearchParams('adt=0'))).toEqual({
      adultCount: 1,
      childCount: 0,
      infantCount: 0,
    });
  });

  it('writes back what it reads and asks the server only for what was chosen', () => {
    const filters = { origin: 'DEL', destination: 'DXB', month: '2026-12', airline: '' };
    const party = { adultCount: 2, childCount: 0, infantCount: 0 };
    expect(queryOf(filters, party).toString()).toBe(
      'origin=DEL&destination=DXB&month=2026-12&adt=2&chd=0&inf=0',
    );
    expect(filtersFromQuery(queryOf(filters, party))).toEqual({ filters, party });
    expect(searchRequestOf(filters, party)).toEqual({
      origin: 'DEL',
      destination: 'DXB',
      month: '2026-12',
      adultCount: 2,
      childCount: 0,
      infantCount: 0,
    });
    expect(fdBookPath('d/1', party)).toBe('/fixed-departures/d%2F1/book?adt=2&chd=0&inf=0');
  });

  it('offers this month and the nine after it (spec §9), across the year', () => {
    const months = monthOptions('2026-11-26');
    expect(months).toHaveLength(10);
    expect(months[0]).toBe('2026-11');
    expect(months[2]).toBe('2027-01');
    expect(months.at(-1)).toBe('2027-08');
    expect(monthLabel('2027-01')).toBe('January 2027');
  });
});
