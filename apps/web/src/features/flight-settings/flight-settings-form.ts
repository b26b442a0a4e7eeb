import {
  FEE_CHANNELS,
  type FeeChannel,
  type FlightSettingsInput,
  type FlightSettingsView,
  flightSettingsInput,
  type SupplierEnvironment,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** A fee as staff type it: rupees per passenger and a percent, both with up to two decimals. */
export type FeeForm = { rupees: string; percent: string };

export type SupplierForm = {
  supplierCode: FlightSettingsView['suppliers'][number]['supplierCode'];
  name: string;
  on: boolean;
  useOwn: boolean;
  clientId: string;
  userName: string;
  environment: SupplierEnvironment;
  /** blank keeps the stored password */
  password: string;
  /** what is stored: '••••0399', or '' when none */
  passwordHint: string;
};

export type FlightSettingsForm = {
  suppliers: SupplierForm[];
  holdAllowedByDefault: boolean;
  refundableOnly: boolean;
  /** airline codes separated by commas or spaces */
  hiddenAirlines: string;
  /** blank: no limit */
  lookToBookLimit: string;
  fees: Record<FeeChannel, FeeForm>;
  reviewCancellations: boolean;
  /** rupees per passenger, as typed */
  cancellationFees: Record<FeeChannel, string>;
};

/** Paise or basis points as the form shows them: 15000 → '150', 125 → '1.25'. */
export const hundredths = (value: number) => (value / 100).toString();
/** The form's decimal text as a whole number of hundredths; text that is no amount is NaN (refused). */
export const toHundredths = (text: string): number => {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : Number.NaN;
};

/** Blank is no limit; anything but a whole number is NaN, which the contract refuses. */
const limitOf = (text: string): number | null =>
  text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

export const formOf = (s: FlightSettingsView): FlightSettingsForm => ({
  suppliers: s.suppliers.map((supplier) => ({
    supplierCode: supplier.supplierCode,
    name: supplier.name,
    on: supplier.on,
    useOwn: supplier.own !== null,
    clientId: supplier.own?.clientId ?? '',
    userName: supplier.own?.userName ?? '',
    environment: supplier.own?.environment ?? 'live',
    password: '',
    passwordHint: supplier.own?.password.set ? supplier.own.password.hint : '',
  })),
  holdAllowedByDefault: s.holdAllowedByDefault,
  refundableOnly: s.refundableOnly,
  hiddenAirlines: s.hiddenAirlines.join(', '),
  lookToBookLimit: s.lookToBookLimit === null ? '' : String(s.lookToBookLimit),
  fees: Object.fromEntries(
    FEE_CHANNELS.map((channel) => [
      channel,
      { rupees: hundredths(s.fees[channel].perPassenger), percent: hundredths(s.fees[channel].basisPoints) },
    ]),
  ) as FlightSettingsForm['fees'],
  reviewCancellations: s.reviewCancellations,
  cancellationFees: Object.fromEntries(
    FEE_CHANNELS.map((channel) => [channel, hundredths(s.cancellationFees[channel])]),
  ) as FlightSettingsForm['cancellationFees'],
});

export const inputOf = (form: FlightSettingsForm): FlightSettingsInput => ({
  suppliersOn: form.suppliers.filter((s) => s.on).map((s) => s.supplierCode),
  accounts: form.suppliers.map((s) => ({
    supplierCode: s.supplierCode,
    useOwn: s.useOwn,
    clientId: s.clientId,
    userName: s.userName,
    environment: s.environment,
    password: s.password || undefined,
  })),
  holdAllowedByDefault: form.holdAllowedByDefault,
  refundableOnly: form.refundableOnly,
  hiddenAirlines: form.hiddenAirlines.split(/[\s,]+/).filter(Boolean),
  lookToBookLimit: limitOf(form.lookToBookLimit),
  fees: Object.fromEntries(
    FEE_CHANNELS.map((channel) => [
      channel,
      {
        perPassenger: toHundredths(form.fees[channel].rupees),
        basisPoints: toHundredths(form.fees[channel].percent),
      },
    ]),
  ) as FlightSettingsInput['fees'],
  reviewCancellations: form.reviewCancellations,
  cancellationFees: Object.fromEntries(
    FEE_CHANNELS.map((channel) => [channel, toHundredths(form.cancellationFees[channel])]),
  ) as FlightSettingsInput['cancellationFees'],
});

/**
 * The form's field for a message's key: an account is its supplier's row, an airline the one box,
 * a fee's paise and basis points its rupees and percent.
 */
export const fieldOf = (key: string) =>
  key
    .replace(/^accounts\./, 'suppliers.')
    .replace(/^hiddenAirlines\..*/, 'hiddenAirlines')
    .replace(/\.perPassenger$/, '.rupees')
    .replace(/\.basisPoints$/, '.percent');

const contract = zodResolver(flightSettingsInput);

/** Flattens the resolver's nested errors to dotted keys, so each goes to its form field. */
function flatten(errors: object, prefix = ''): [string, { message?: string }][] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return 'message' in value && typeof value.message === 'string'
      ? [[path, value as { message: string }]]
      : flatten(value, path);
  });
}

/** The contract's own rules on what the form would send, each message under its field. */
export const flightSettingsResolver: Resolver<FlightSettingsForm> = async (values, context, options) => {
  const result = await contract(inputOf(values), context, options as never);
  const entries = flatten(result.errors);
  if (entries.length === 0) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const [key, error] of entries) {
    const path = fieldOf(key).split('.');
    let at = errors;
    for (const part of path.slice(0, -1)) {
      at[part] ??= {};
      at = at[part] as Record<string, unknown>;
    }
    at[path.at(-1) as string] ??= { type: 'contract', message: error.message };
  }
  return { values: {}, errors: errors as FieldErrors<FlightSettingsForm> };
};
