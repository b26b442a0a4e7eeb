import { RETURN_TYPES, type ReturnType } from './enums';

/**
 * Domestic or international, and which return fares a trip may ask for (decision 0030): one rule
 * for the search form's return-fare choice and the server's search, markup scope and passenger
 * rules, so the two sides never disagree about a route.
 */

/**
 * A trip is domestic when every airport is in the site's home country. An airport whose country is
 * not known (undefined) counts against it: pass the home country instead where an unknown end
 * should not rule it out yet (a city prefilled from a code, still being looked up).
 */
export const isDomesticTrip = (countryCodes: readonly (string | null | undefined)[], homeCountry: string) =>
  countryCodes.length > 0 && countryCodes.every((code) => code === homeCountry);

/** Special (combined LCC or GDS) return fares exist for domestic round trips only. */
export const specialReturnAllowed = (trip: { journeyType: number; isDomestic: boolean }) =>
  trip.journeyType === 2 && trip.isDomestic;

/**
 * The return fare a search asks the supplier for: none unless it is a round trip; the asked-for one
 * where special fares are allowed (normal when none was asked); otherwise normal.
 */
export function effectiveReturnType(trip: {
  journeyType: number;
  isDomestic: boolean;
  requested?: ReturnType | null;
}): ReturnType | null {
  if (trip.journeyType !== 2) return null;
  return specialReturnAllowed(trip) ? (trip.requested ?? RETURN_TYPES.Normal) : RETURN_TYPES.Normal;
}

/** The supplier's name for a special return fare, if the return type is one. */
export const specialFareOf = (returnType: ReturnType | null): 'lcc' | 'gds' | undefined =>
  returnType === RETURN_TYPES.LccSpecial ? 'lcc' : returnType === RETURN_TYPES.GdsSpecial ? 'gds' : undefined;
