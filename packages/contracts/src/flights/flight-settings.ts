import { z } from 'zod';
import { farePayable, type PricedFare } from '../bookings/fare-summary';
import type { UserType } from '../common/enums';
import { integerField, ok } from '../common/fields';
import { secretFieldIn, secretFieldOut } from '../common/secret-field';

/** The suppliers the platform can search; a site switches each on or off. */
export const SUPPLIER_CODES = ['TBO'] as const;
export type SupplierCode = (typeof SUPPLIER_CODES)[number];
export const SUPPLIER_NAMES: Record<SupplierCode, string> = { TBO: 'TBO Air' };
/** Which of the supplier's systems a site's own account is for: its test (staging) or its live one. */
export const SUPPLIER_ENVIRONMENTS = ['test', 'live'] as const;
export type SupplierEnvironment = (typeof SUPPLIER_ENVIRONMENTS)[number];
export const SUPPLIER_ENVIRONMENT_LABELS: Record<SupplierEnvironment, string> = {
  test: 'Test (staging)',
  live: 'Live (production)',
};

/** Who pays which convenience fee: visitors pay the retail one (decision 0042). */
export const FEE_CHANNELS = ['retail', 'travelAgent', 'corporate'] as const;
export type FeeChannel = (typeof FEE_CHANNELS)[number];
export const FEE_CHANNEL_LABELS: Record<FeeChannel, string> = {
  retail: 'Retail customers and visitors',
  travelAgent: 'Travel agents',
  corporate: 'Corporate customers',
};

export const FLIGHT_SETTINGS_MSG = {
  saved: 'Setting saved successfully',
  unknownAirline: (code: string) => `${code} is not an airline we know`,
  airlineCode: 'Enter two-letter airline codes (AI, 6E…)',
  tooManyAirlines: 'At most 50 airlines',
  passwordNeeded: 'Enter the password',
  feeTooHigh: 'At most ₹10,000 a passenger',
  percentTooHigh: 'At most 20%',
  lookToBook: 'Enter a whole number from 1 to 100000, or leave it blank for no limit',
  noSupplierOn: 'No flight supplier is switched on for this site',
} as const;

/** ₹10,000 per passenger and 20%: above either, a fee is a typo rather than a price. */
export const MAX_FEE_PER_PASSENGER = 1_000_000;
export const MAX_FEE_BASIS_POINTS = 2_000;

/** A convenience fee: paise per passenger plus basis points (1/100 %) of the fares' price. */
export const channelFee = z.object({
  perPassenger: integerField().pipe(
    z.number().min(0).max(MAX_FEE_PER_PASSENGER, FLIGHT_SETTINGS_MSG.feeTooHigh),
  ),
  basisPoints: integerField().pipe(
    z.number().min(0).max(MAX_FEE_BASIS_POINTS, FLIGHT_SETTINGS_MSG.percentTooHigh),
  ),
});
export type ChannelFee = z.infer<typeof channelFee>;
export const NO_FEE: ChannelFee = { perPassenger: 0, basisPoints: 0 };
export const channelFees = z.object({ retail: channelFee, travelAgent: channelFee, corporate: channelFee });
export type ChannelFees = z.infer<typeof channelFees>;

/**
 * The site's own cancellation fee, paise per passenger cancelled, per channel (decision 0056): shown
 * before a customer confirms a refund, and kept from what the airline refunds.
 */
const perPassengerFee = integerField().pipe(
  z.number().min(0).max(MAX_FEE_PER_PASSENGER, FLIGHT_SETTINGS_MSG.feeTooHigh),
);
export const cancellationFees = z.object({
  retail: perPassengerFee,
  travelAgent: perPassengerFee,
  corporate: perPassengerFee,
});
export type CancellationFees = z.infer<typeof cancellationFees>;
export const NO_CANCELLATION_FEES: CancellationFees = { retail: 0, travelAgent: 0, corporate: 0 };

/**
 * The fee channel of a buyer: a visitor (no user) and a retail customer pay the retail fee; staff
 * booking for themselves and API partners (consumer, supplier) pay none: they are not the site's
 * customers at its counter.
 */
export function feeChannelOf(userType: UserType | null | undefined): FeeChannel | null {
  if (userType == null || userType === 'retail') return 'retail';
  if (userType === 'travelAgent' || userType === 'corporate') return userType;
  return null;
}

/**
 * The convenience fee of one booking, paise: the fixed part per passenger plus the percent of the
 * fares' price (fare + service fee + GST − discount, extras left out), rounded once to the paisa.
 */
export function convenienceFee(fee: ChannelFee, trip: { passengers: number; farePrice: number }): number {
  return fee.perPassenger * trip.passengers + Math.round((trip.farePrice * fee.basisPoints) / 10_000);
}

/** The fee of a trip of priced fares, the same on the server (what is charged) and on the review page. */
export const tripConvenienceFee = (
  fee: ChannelFee | undefined,
  fares: readonly PricedFare[],
  passengers: number,
): number =>
  fee
    ? convenienceFee(fee, { passengers, farePrice: fares.reduce((sum, fare) => sum + farePayable(fare), 0) })
    : 0;

const airlineCode = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{2}$/, FLIGHT_SETTINGS_MSG.airlineCode));

/** A site's own account with a supplier; without one the platform's account is used. */
export const supplierAccountInput = z.object({
  supplierCode: z.enum(SUPPLIER_CODES),
  /** false: the platform's account (SUPPLIER_* settings); the stored one, if any, is removed */
  useOwn: z.boolean(),
  clientId: z.string().trim().max(100).optional(),
  userName: z.string().trim().max(100).optional(),
  /** the supplier's hosts the account lives on (decision 0069 §4); a real account is a live one */
  environment: z.enum(SUPPLIER_ENVIRONMENTS).default('live'),
  /** a new password, or nothing to keep the stored one */
  password: secretFieldIn(200),
});

/** What staff save on `/staff/flight-settings`, whole. */
export const flightSettingsInput = z
  .object({
    suppliersOn: z.array(z.enum(SUPPLIER_CODES)).transform((list) => [...new Set(list)]),
    accounts: z.array(supplierAccountInput).max(SUPPLIER_CODES.length),
    holdAllowedByDefault: z.boolean(),
    refundableOnly: z.boolean(),
    hiddenAirlines: z
      .array(airlineCode)
      .max(50, FLIGHT_SETTINGS_MSG.tooManyAirlines)
      .transform((list) => [...new Set(list)].sort()),
    /** searches per booking before a customer is stopped; null: no limit */
    lookToBookLimit: integerField()
      .pipe(z.number().min(1, FLIGHT_SETTINGS_MSG.lookToBook).max(100_000, FLIGHT_SETTINGS_MSG.lookToBook))
      .nullable(),
    fees: channelFees,
    /** customers' cancellations wait for staff to approve them before they reach the airline */
    reviewCancellations: z.boolean(),
    cancellationFees,
  })
  .superRefine((value, ctx) => {
    value.accounts.forEach((account, i) => {
      if (!account.useOwn) return;
      for (const field of ['clientId', 'userName'] as const)
        if (!account[field])
          ctx.addIssue({ code: 'custom', path: ['accounts', i, field], message: 'This is required field.' });
    });
  });
export type FlightSettingsInput = z.input<typeof flightSettingsInput>;
export type FlightSettings = z.output<typeof flightSettingsInput>;

export const supplierAccountView = z.object({
  supplierCode: z.enum(SUPPLIER_CODES),
  name: z.string(),
  on: z.boolean(),
  /** null: the site uses the platform's account */
  own: z
    .object({
      clientId: z.string(),
      userName: z.string(),
      environment: z.enum(SUPPLIER_ENVIRONMENTS),
      password: secretFieldOut,
    })
    .nullable(),
});
export type SupplierAccountView = z.infer<typeof supplierAccountView>;

export const flightSettingsView = z.object({
  suppliers: z.array(supplierAccountView),
  holdAllowedByDefault: z.boolean(),
  refundableOnly: z.boolean(),
  hiddenAirlines: z.array(z.string()),
  lookToBookLimit: z.number().nullable(),
  fees: channelFees,
  reviewCancellations: z.boolean(),
  cancellationFees,
});
export type FlightSettingsView = z.infer<typeof flightSettingsView>;

export const flightSettingsResponse = ok({ data: flightSettingsView });
export const flightSettingsSaved = ok({ message: z.string(), data: flightSettingsView });
