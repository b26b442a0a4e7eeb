/** The flight calls (spec §3), relative to the API base like every other path of the client. */
export const FLIGHT_PATHS = {
  search: 'api/search',
  flightPrice: 'api/getFlightPrice',
  calendarFare: 'api/getCalendarFare',
  airports: 'api/getAirports',
  sources: 'api/getSources',
  fareRules: 'api/getFareRules',
  airlinesStatic: 'master/getAirlinesStaticData',
} as const;
