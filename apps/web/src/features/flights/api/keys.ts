import { SESSION_SCOPE } from '../../../api/query-client';

/**
 * Flight query keys. Prices (results, calendar fares, fare rules of a priced search) depend on who asks
 * (their markup), so they live under the session scope and go on logout; reference data does not.
 */
export const flightKeys = {
  all: ['flights'] as const,
  airports: (query: string) => [...flightKeys.all, 'airports', query] as const,
  airlines: () => [...flightKeys.all, 'airlines'] as const,
  priced: [...SESSION_SCOPE, 'flights'] as const,
  price: (searchId: string) => [...flightKeys.priced, 'price', searchId] as const,
  calendar: (origin: string, destination: string, month: string) =>
    [...flightKeys.priced, 'calendar', origin, destination, month] as const,
  fareRules: (searchId: string, resultIndex: string) =>
    [...flightKeys.priced, 'fareRules', searchId, resultIndex] as const,
};
