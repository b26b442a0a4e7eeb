import type { FdBookingsRequest, FdSearchRequest } from '@app/contracts';
import { SESSION_SCOPE } from '../../../api/query-client';

type Party = { adultCount: number; childCount: number; infantCount: number };

/**
 * Query keys of fixed departures. Prices are the buyer's group's, so the keys live in the session
 * scope (dropped on logout); a booking, a cancel or a staff change invalidates `all`.
 */
export const fdKeys = {
  all: [...SESSION_SCOPE, 'fixedDepartures'] as const,
  search: (request: FdSearchRequest) => [...fdKeys.all, 'search', request] as const,
  departure: (id: string, party: Party) => [...fdKeys.all, 'departure', id, party] as const,
  bookings: (request: FdBookingsRequest) => [...fdKeys.all, 'bookings', request] as const,
  print: (slug: string) => [...fdKeys.all, 'print', slug] as const,
  manage: () => [...fdKeys.all, 'manage'] as const,
};
