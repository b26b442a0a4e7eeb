import type { Call } from './define-call';

/** The prefixes a call answers at: the API base, and the flight client's base for flight calls. */
export const API_BASE = '/api/';
export const FLIGHT_BASE = '/api/nfs/flights/';
export const urlsOf = (call: Call) =>
  [API_BASE, ...(call.flightBase ? [FLIGHT_BASE] : [])].map((base) => `${base}${call.path}`);
