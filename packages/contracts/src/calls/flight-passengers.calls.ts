import { validateBookingRequest, validateBookingResponse } from '../bookings-passengers/validate-booking';
import { defineCall } from './define-call';

/**
 * The flights area's passenger check, apart from flights.calls.ts: its schema checks phones with
 * libphonenumber, and the search page (the first screen) uses the search calls of that module
 * (a chunk that uses any call of a module carries all of its calls; bench/README.md, issue 12).
 */
export const validateBookingCall = defineCall({
  method: 'POST',
  path: 'api/validateBooking',
  request: validateBookingRequest,
  response: validateBookingResponse,
  access: 'locked',
  module: 'flights',
  flightBase: true,
});
