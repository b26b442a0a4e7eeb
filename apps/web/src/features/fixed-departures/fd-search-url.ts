import type { FdSearchRequest } from '@app/contracts';
import type { FdParty } from './api/departures';
import { partyFromQuery, partyQuery } from './fd-paths';

/** The list's filters as the address keeps them: codes, YYYY-MM, or '' for any. */
export interface FdFilters {
  origin: string;
  destination: string;
  month: string;
  airline: string;
}

const CODE = /^[A-Z]{3}$/;
const AIRLINE = /^[A-Z0-9]{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const read = (query: URLSearchParams, key: string, shape: RegExp) => {
  const value = (query.get(key) ?? '').trim().toUpperCase();
  return shape.test(value) ? value : '';
};

/** What the address asks for; anything malformed counts as not asked. */
export function filtersFromQuery(query: URLSearchParams): { filters: FdFilters; party: FdParty } {
  return {
    filters: {
      origin: read(query, 'origin', CODE),
      destination: read(query, 'destination', CODE),
      month: read(query, 'month', MONTH),
      airline: read(query, 'airline', AIRLINE),
    },
    party: partyFromQuery(query),
  };
}

export function queryOf(filters: FdFilters, party: FdParty): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ['origin', 'destination', 'month', 'airline'] as const)
    if (filters[key]) query.set(key, filters[key]);
  for (const [key, value] of partyQuery(party)) query.set(key, value);
  return query;
}

export function searchRequestOf(filters: FdFilters, party: FdParty): FdSearchRequest {
  return {
    ...(filters.origin && { origin: filters.origin }),
    ...(filters.destination && { destination: filters.destination }),
    ...(filters.month && { month: filters.month }),
    ...(filters.airline && { airlineCode: filters.airline }),
    ...party,
  };
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'YYYY-MM' → 'December 2026'. */
export function monthLabel(month: string): string {
  const [year, m = 0] = month.split('-').map(Number);
  return `${MONTH_NAMES[m - 1] ?? ''} ${year}`.trim();
}

/** The month list of a search (spec §9): this month and the nine after it, from today's date. */
export function monthOptions(today: string, count = 10): string[] {
  const [year = 2000, month = 1] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = month - 1 + i;
    return `${year + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
