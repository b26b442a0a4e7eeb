/** Flight search messages: the supplier's own words where the spec quotes them, ours otherwise. */
export const FLIGHT_MSG = {
  traceExpired: 'Your session (TraceId) is expired.',
  sameCity: 'Origin and destination must be different',
  unknownAirport: (code: string) => `Unknown airport code ${code}`,
  pastDate: 'Departure date cannot be in the past',
  tooFarAhead: 'Flights can be searched up to 10 months ahead',
  returnBeforeDeparture: 'Return date cannot be before the departure date',
  legsOutOfOrder: 'Each flight must depart on or after the previous one',
  infantsOverAdults: 'Infants cannot be more than adults',
  tooManySeats: 'At most 9 seats can be booked at once',
  needAdult: 'At least one adult is required',
  searchNotFound: 'This search has expired. Please search again.',
  resultNotFound: 'This flight is no longer available. Please search again.',
  supplierUnavailable: 'The airline system is not responding. Please try again in a moment.',
  supplierFailed: (detail: string) => `The airline system could not complete the request: ${detail}`,
  invalidMonth: 'Choose a month within the next 10 months',
} as const;
