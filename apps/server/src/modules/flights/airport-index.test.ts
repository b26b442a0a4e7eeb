import { beforeAll, describe, expect, it } from 'vitest';
import { type AirportIndex, createAirportIndex } from './airport-index';

describe('airport index', () => {
  let index: AirportIndex;
  beforeAll(async () => {
    index = await createAirportIndex();
  });
  const codes = (query: string, homeCountry = 'IN', limit = 5) =>
    index.lookup(query, { limit, homeCountry }).map((o) => o.airportCode);

  it('ranks the home country first among equal matches: Goa before Genoa in India, Genoa in Italy', () => {
    const inIndia = index.lookup('Goa', { limit: 5, homeCountry: 'IN' });
    expect(inIndia[0]).toMatchObject({ label: 'Goa (GOI)', countryCode: 'IN' });
    expect(codes('Goa').indexOf('GOX')).toBeLessThan(codes('Goa').indexOf('GOA'));
    expect(codes('Goa', 'IT')[0]).toBe('GOA');
    expect(codes('Hyderabad')[0]).toBe('HYD');
    expect(codes('Hyderabad', 'PK')[0]).toBe('HDD');
    // A prefix: Chennai before Chengdu and Cheju on an Indian site.
    expect(codes('che')[0]).toBe('MAA');
  });

  it('finds cities by their former and local names, labelled with the current name', () => {
    const first = (query: string) => index.lookup(query, { limit: 5, homeCountry: 'IN' })[0]?.label;
    expect(first('Bengaluru')).toBe('Bengaluru (BLR)');
    expect(first('Bangalore')).toBe('Bengaluru (BLR)');
    expect(first('Bombay')).toBe('Mumbai (BOM)');
    expect(first('Calcutta')).toBe('Kolkata (CCU)');
    expect(first('Madras')).toBe('Chennai (MAA)');
    expect(first('Trivandrum')).toBe('Thiruvananthapuram (TRV)');
    expect(first('Thiruvananthapuram')).toBe('Thiruvananthapuram (TRV)');
    expect(first('Saigon')).toBe('Ho Chi Minh City (SGN)');
    expect(first('München')).toBe('Munich (MUC)');
  });

  it('still puts a code typed in full first, then bigger airports, a city’s airports together', () => {
    expect(codes('LHR')[0]).toBe('LHR');
    expect(codes('SIN')[0]).toBe('SIN');
    expect(codes('bom')[0]).toBe('BOM');
    expect(codes('mumb')).toEqual(['BOM', 'NMI']);
    expect(
      codes('Lon')
        .slice(0, 5)
        .every((c) => ['LCY', 'LGW', 'LHR', 'LTN', 'STN'].includes(c)),
    ).toBe(true);
  });

  it('offers the home market’s busiest airports for an empty box, or else its largest', () => {
    expect(codes('', 'IN', 3)).toEqual(['DEL', 'BOM', 'BLR']);
    const italy = index.lookup('', { limit: 5, homeCountry: 'IT' });
    expect(italy.map((o) => o.countryCode)).toEqual(['IT', 'IT', 'IT', 'IT', 'IT']);
  });
});
