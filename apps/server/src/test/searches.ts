/** A date `days` from today, as the search form sends it (YYYY-MM-DD). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The search body of one adult flying one way, a week ahead unless told (DEL → BOM: the sandbox has fares). */
export function oneWaySearch(origin = 'DEL', destination = 'BOM', days = 7) {
  return {
    JourneyType: 1,
    segments: [{ origin, destination, preferredDepartureTime: `${inDays(days)}T00:00:00` }],
    adultCount: 1,
    childCount: 0,
    infantCount: 0,
  };
}
