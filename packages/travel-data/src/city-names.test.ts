import { describe, expect, it } from 'vitest';
import { cityNames, loadAirports } from './airports';
import { CITY_NAMES } from './city-names';

describe('city names', () => {
  it('names a city by its current name and keeps the replaced dataset name searchable', () => {
    expect(cityNames('MAA', 'Madras')).toEqual({ city: 'Chennai', aliases: ['Madras'] });
    expect(cityNames('BOM', 'Mumbai')).toEqual({ city: 'Mumbai', aliases: ['Bombay'] });
    expect(cityNames('XXX', 'Somewhere')).toEqual({ city: 'Somewhere', aliases: [] });
  });

  it('loads airports with current names and their aliases', async () => {
    const byCode = new Map((await loadAirports()).map((a) => [a.iata, a]));
    expect(byCode.get('BLR')).toMatchObject({ city: 'Bengaluru', aliases: ['Bangalore'] });
    expect(byCode.get('TRV')).toMatchObject({ city: 'Thiruvananthapuram', aliases: ['Trivandrum'] });
    expect(byCode.get('CCU')?.aliases).toContain('Calcutta');
    expect(byCode.get('GOX')?.city).toBe('Goa');
  });

  it('names only airports the data has, and no alias twice or as the city itself', async () => {
    const byCode = new Map((await loadAirports()).map((a) => [a.iata, a]));
    for (const code of Object.keys(CITY_NAMES)) {
      const airport = byCode.get(code);
      expect(airport, code).toBeDefined();
      expect(new Set(airport?.aliases).size, code).toBe(airport?.aliases.length);
      expect(airport?.aliases, code).not.toContain(airport?.city);
    }
  });
});
