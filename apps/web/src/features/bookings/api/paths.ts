/** The booking calls of the passenger step (spec §7), relative to the API base like every other path. */
export const BOOKING_PATHS = {
  passengerViewOptions: 'api/getPassengerViewOptions',
  ssr: 'api/getSSR',
  validateBooking: 'api/validateBooking',
} as const;
