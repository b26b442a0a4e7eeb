import { calendarFareRequest, calendarFareResponse } from '../flights/calendar-fare';
import { fareQuoteResponse, passengerViewOptionsResponse, ssrResponse } from '../flights/fare-quote';
import { fareRulesResponse } from '../flights/fare-rules';
import { airportsRequest, airportsResponse, sourcesResponse } from '../flights/reference-data';
import {
  chosenFareRequest,
  flightPriceRequest,
  flightPriceResponse,
  searchRequest,
  searchResponse,
} from '../flights/search';
import { countryListResponse, nationalitiesResponse } from '../reference/countries';
import { defineCall } from './define-call';

export const searchCall = defineCall({
  method: 'POST',
  path: 'api/search',
  request: searchRequest,
  response: searchResponse,
  access: 'locked',
  module: 'flights',
  flightBase: true,
});

export const getFlightPriceCall = defineCall({
  method: 'POST',
  path: 'api/getFlightPrice',
  request: flightPriceRequest,
  response: flightPriceResponse,
  responseUnchecked: true,
  access: 'locked',
  module: 'flights',
  flightBase: true,
});

export const getFareRulesCall = defineCall({
  method: 'POST',
  path: 'api/getFareRules',
  request: chosenFareRequest,
  response: fareRulesResponse,
  access: 'locked',
  module: 'flights',
  flightBase: true,
});

export const getCalendarFareCall = defineCall({
  method: 'POST',
  path: 'api/getCalendarFare',
  request: calendarFareRequest,
  response: calendarFareResponse,
  access: 'locked',
  module: 'flights',
  flightBase: true,
});

export const getSourcesCall = defineCall({
  method: 'GET',
  path: 'api/getSources',
  response: sourcesResponse,
  access: 'site',
  module: 'flights',
  flightBase: true,
});

export const getAirportsCall = defineCall({
  method: 'POST',
  path: 'api/getAirports',
  request: airportsRequest,
  response: airportsResponse,
  access: 'site',
  module: 'flights',
  flightBase: true,
});

export const getCountryListCall = defineCall({
  method: 'GET',
  path: 'api/getCountryList',
  response: countryListResponse,
  access: 'site',
  flightBase: true,
});

export const getPhoneCodeListCall = defineCall({
  method: 'GET',
  path: 'api/getPhoneCodeList',
  response: countryListResponse,
  access: 'site',
  flightBase: true,
});

export const getNationalitiesCall = defineCall({
  method: 'GET',
  path: 'api/getNationalities',
  response: nationalitiesResponse,
  access: 'site',
  flightBase: true,
});

export const fareQuoteCall = defineCall({
  method: 'POST',
  path: 'api/fareQuote',
  request: chosenFareRequest,
  response: fareQuoteResponse,
  access: 'locked',
  module: 'flights',
  flightBase: true,
});

export const getSSRCall = defineCall({
  method: 'POST',
  path: 'api/getSSR',
  request: chosenFareRequest,
  response: ssrResponse,
  access: 'locked',
  module: 'flights',
  flightBase: true,
});

export const getPassengerViewOptionsCall = defineCall({
  method: 'POST',
  path: 'api/getPassengerViewOptions',
  request: chosenFareRequest,
  response: passengerViewOptionsResponse,
  access: 'locked',
  module: 'flights',
  flightBase: true,
});
