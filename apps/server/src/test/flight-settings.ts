import type { FlightSettingsInput } from '@app/contracts';

export const NO_FEE = { perPassenger: 0, basisPoints: 0 };

/** A whole save of Flight settings as a site starts with them (TBO on, nothing hidden, no fees), changed by `over`. */
export const flightSettingsOf = (over: Partial<FlightSettingsInput> = {}): FlightSettingsInput => ({
  suppliersOn: ['TBO'],
  accounts: [],
  holdAllowedByDefault: false,
  refundableOnly: false,
  hiddenAirlines: [],
  lookToBookLimit: null,
  fees: { retail: NO_FEE, travelAgent: NO_FEE, corporate: NO_FEE },
  reviewCancellations: false,
  cancellationFees: { retail: 0, travelAgent: 0, corporate: 0 },
  ...over,
});
