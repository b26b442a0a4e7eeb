import type { CityOption } from '@app/contracts';
import { type Airport, loadAirports } from '@app/travel-data';

const SIZE_RANK = { large: 0, medium: 1, small: 2 } as const;
/** What an empty box offers: the busiest airports of the Indian market the sites sell to. */
const POPULAR = ['DEL', 'BOM', 'BLR', 'MAA', 'CCU', 'HYD', 'GOI', 'PNQ', 'AMD', 'COK', 'DXB', 'SIN'];

type Entry = { airport: Airport; option: CityOption; words: string[]; rank: number };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Every airport, searchable by code, city or airport name. Built once; a lookup scans ~4,500
 * pre-folded entries (well under a millisecond), ranking an exact code first, then prefixes of
 * the city, then of any word of the name, bigger airports first.
 */
export async function createAirportIndex() {
  const airports = await loadAirports();
  const byCode = new Map(airports.map((a) => [a.iata, a]));
  const entries: Entry[] = airports
    .map((airport) => ({
      airport,
      option: {
        cityCode: airport.iata,
        label: `${airport.city} (${airport.iata})`,
        subTitle: `${airport.name}, ${airport.countryName}`,
        airportCode: airport.iata,
        countryCode: airport.countryCode,
      },
      words: fold(`${airport.city} ${airport.name} ${airport.countryName}`)
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
      rank: SIZE_RANK[airport.size],
    }))
    .sort((a, b) => a.rank - b.rank);

  const popular = POPULAR.flatMap((c) => entries.find((e) => e.airport.iata === c)?.option ?? []);

  function score(entry: Entry, query: string, code: string) {
    if (entry.airport.iata === code) return 0;
    const city = fold(entry.airport.city);
    if (city.startsWith(query)) return 1;
    if (entry.words.some((w) => w.startsWith(query))) return 2;
    if (fold(entry.option.label).includes(query) || fold(entry.airport.name).includes(query)) return 3;
    return undefined;
  }

  return {
    find: (code: string): Airport | undefined => byCode.get(code.toUpperCase()),
    lookup(searchQuery: string, limit: number): CityOption[] {
      const query = fold(searchQuery.trim());
      if (!query) return popular.slice(0, limit);
      const code = query.toUpperCase();
      const hits: { entry: Entry; score: number }[] = [];
      for (const entry of entries) {
        const s = score(entry, query, code);
        if (s !== undefined) hits.push({ entry, score: s });
      }
      // A stable sort keeps size order within a score.
      return hits
        .sort((a, b) => a.score - b.score)
        .slice(0, limit)
        .map((h) => h.entry.option);
    },
  };
}
export type AirportIndex = Awaited<ReturnType<typeof createAirportIndex>>;
