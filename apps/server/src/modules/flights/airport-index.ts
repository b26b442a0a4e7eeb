import type { CityOption } from '@app/contracts';
import { type Airport, loadAirports } from '@app/travel-data';

const SIZE_RANK = { large: 0, medium: 1, small: 2 } as const;
/**
 * What an empty box offers, by the site's home country: its busiest airports by traffic, which the
 * data's three sizes cannot order. Elsewhere the home country's largest airports stand in.
 */
const POPULAR: Readonly<Record<string, readonly string[]>> = {
  IN: ['DEL', 'BOM', 'BLR', 'MAA', 'CCU', 'HYD', 'GOI', 'PNQ', 'AMD', 'COK', 'DXB', 'SIN'],
};

/** How well an airport answers what was typed; lower is better. */
const MATCH = {
  /** the code, or the whole of a city's name or alias ("goa", "bombay") */
  exact: 0,
  /** the start of a city's name or alias */
  cityPrefix: 1,
  /** the start of any word of the city, an alias or the airport's name */
  wordPrefix: 2,
  /** anywhere in the label or the airport's name */
  inside: 3,
} as const;

type Entry = { airport: Airport; option: CityOption; names: string[]; words: string[]; size: number };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const wordsOf = (text: string) =>
  fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

function entryOf(airport: Airport): Entry {
  return {
    airport,
    option: {
      cityCode: airport.iata,
      label: `${airport.city} (${airport.iata})`,
      subTitle: `${airport.name}, ${airport.countryName}`,
      airportCode: airport.iata,
      countryCode: airport.countryCode,
    },
    names: [airport.city, ...airport.aliases].map(fold),
    words: wordsOf(`${airport.city} ${airport.aliases.join(' ')} ${airport.name} ${airport.countryName}`),
    size: SIZE_RANK[airport.size],
  };
}

function match(entry: Entry, query: string): number | undefined {
  if (fold(entry.airport.iata) === query || entry.names.includes(query)) return MATCH.exact;
  if (entry.names.some((n) => n.startsWith(query))) return MATCH.cityPrefix;
  if (entry.words.some((w) => w.startsWith(query))) return MATCH.wordPrefix;
  if (fold(entry.option.label).includes(query) || fold(entry.airport.name).includes(query))
    return MATCH.inside;
  return undefined;
}

/**
 * Every airport, searchable by code, city (current, former or local name, see @app/travel-data's
 * CITY_NAMES) or airport name. Built once; a lookup scans ~4,500 pre-folded entries (well under a
 * millisecond). Options come by how well they match; among equal matches the site's home country
 * comes first, then bigger airports: on an Indian site "goa" is Goa before Genoa (GOA), and "che"
 * is Chennai before Chengdu, while a code typed in full ("LHR") still comes first.
 */
export async function createAirportIndex() {
  const airports = await loadAirports();
  const byCode = new Map(airports.map((a) => [a.iata, a]));
  const entries = airports.map(entryOf);

  function popular(homeCountry: string): CityOption[] {
    const codes = POPULAR[homeCountry];
    if (codes) return codes.flatMap((c) => entries.find((e) => e.airport.iata === c)?.option ?? []);
    return entries
      .filter((e) => e.airport.countryCode === homeCountry)
      .sort((a, b) => a.size - b.size)
      .map((e) => e.option);
  }

  return {
    find: (code: string): Airport | undefined => byCode.get(code.toUpperCase()),
    /** The options for what was typed, best first; `homeCountry` is the site's (ISO 3166 alpha-2). */
    lookup(
      searchQuery: string,
      { limit, homeCountry }: { limit: number; homeCountry: string },
    ): CityOption[] {
      const query = fold(searchQuery.trim());
      if (!query) return popular(homeCountry).slice(0, limit);
      const hits: { entry: Entry; rank: number[] }[] = [];
      for (const entry of entries) {
        const quality = match(entry, query);
        if (quality === undefined) continue;
        const abroad = entry.airport.countryCode === homeCountry ? 0 : 1;
        hits.push({ entry, rank: [quality, abroad, entry.size] });
      }
      // Then by city, so a city's airports stay together; a stable sort keeps the data's order within.
      return hits
        .sort((a, b) => compareRanks(a.rank, b.rank) || compareText(a.entry.names[0], b.entry.names[0]))
        .slice(0, limit)
        .map((h) => h.entry.option);
    },
  };
}
export type AirportIndex = Awaited<ReturnType<typeof createAirportIndex>>;

const compareText = (a = '', b = '') => (a < b ? -1 : a > b ? 1 : 0);

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
