import type { RuleKind } from '@app/contracts';

export const KIND_TITLES: Record<RuleKind, string> = {
  defaultAirline: 'Default airline markup',
  airlineSpecific: 'Airline-specific markup',
  fixedDeparture: 'Fixed departure markup',
  activity: 'Activity markup',
};

export const KIND_HINTS: Record<RuleKind, string> = {
  defaultAirline: 'Applies to every airline (or the one named) when no airline-specific markup does.',
  airlineSpecific: 'Your own deal with an airline: beats the default airline markup.',
  fixedDeparture: 'Applies to fixed-departure bookings.',
  activity: 'Applies to activity bookings.',
};
