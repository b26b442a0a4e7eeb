import { flightSettingsInput, flightSettingsResponse, flightSettingsSaved } from '../flights/flight-settings';
import { defineCall } from './define-call';

/** A site's flight rules and supplier accounts; passwords only as set-or-not and a hint. */
export const getFlightSettingsCall = defineCall({
  method: 'GET',
  path: 'staff/flightSettings',
  response: flightSettingsResponse,
  access: 'staff',
  permission: 'settings.flights',
  module: 'flights',
});

/** Saved whole and audited; a password left blank keeps the stored one. */
export const saveFlightSettingsCall = defineCall({
  method: 'POST',
  path: 'staff/flightSettings/save',
  request: flightSettingsInput,
  response: flightSettingsSaved,
  access: 'staff',
  permission: 'settings.flights',
  module: 'flights',
});
