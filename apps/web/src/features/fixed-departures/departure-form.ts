import {
  type FdDepartureInput,
  type FdLeg,
  type FdStaffDepartureView,
  fdDepartureInput,
  OWN_MSG,
} from '@app/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** A flight of the form: codes and local times as typed (datetime-local gives YYYY-MM-DDTHH:mm). */
export type LegForm = Record<keyof FdLeg, string>;

/**
 * Staff's departure form. Money is typed in rupees and sent in paise; each field has the name of
 * the call's own field, so the call's rules and the server's refusals land under the right box.
 */
export interface DepartureForm {
  id?: string;
  tripType: 'oneWay' | 'roundTrip';
  outbound: LegForm[];
  inbound: LegForm[];
  /** a number field: the form holds the integer typed, or the text when it is none */
  seatsTotal: string | number;
  fareAdult: string;
  fareChild: string;
  fareInfant: string;
  baggage: string;
  cabinBaggage: string;
  blockPnr: string;
  isRefundable: boolean;
  cancellationCharge: string;
  cancellationPolicy: string;
  /** '' for the default (D-7, D-3) */
  nameListDeadline: string;
  releaseDate: string;
}

export const emptyLeg = (): LegForm => ({
  airlineCode: '',
  flightNumber: '',
  origin: '',
  destination: '',
  departAt: '',
  arriveAt: '',
});

export const emptyDepartureForm = (): DepartureForm => ({
  tripType: 'oneWay',
  outbound: [emptyLeg()],
  inbound: [],
  seatsTotal: '',
  fareAdult: '',
  fareChild: '',
  fareInfant: '',
  baggage: '',
  cabinBaggage: '',
  blockPnr: '',
  isRefundable: true,
  cancellationCharge: '0',
  cancellationPolicy: '',
  nameListDeadline: '',
  releaseDate: '',
});

const rupees = (paise: number) => String(paise / 100);

export const departureToForm = (d: FdStaffDepartureView): DepartureForm => ({
  id: d.id,
  tripType: d.tripType,
  outbound: d.outbound.map((leg) => ({ ...leg })),
  inbound: d.inbound.map((leg) => ({ ...leg })),
  seatsTotal: String(d.seatsTotal),
  fareAdult: rupees(d.netFares.adult),
  fareChild: rupees(d.netFares.child),
  fareInfant: rupees(d.netFares.infant),
  baggage: d.baggage,
  cabinBaggage: d.cabinBaggage,
  blockPnr: d.blockPnr,
  isRefundable: d.isRefundable,
  cancellationCharge: rupees(d.cancellationCharge),
  cancellationPolicy: d.cancellationPolicy,
  nameListDeadline: d.nameListDeadline,
  releaseDate: d.releaseDate,
});

const MONEY_FIELDS = ['fareAdult', 'fareChild', 'fareInfant', 'cancellationCharge'] as const;

/** '14,500.50' → 1450050 paise; null when it is not an amount with at most two decimals. */
export function toPaise(input: string): number | null {
  const cleaned = input.replaceAll(',', '').trim();
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : null;
}

/** What the form sends: the call's input, or the fields whose amount is not one. */
export function formToInput(form: DepartureForm): { input: FdDepartureInput } | { wrong: string[] } {
  const wrong = MONEY_FIELDS.filter((key) => toPaise(form[key]) === null);
  if (wrong.length > 0) return { wrong };
  const paise = (key: (typeof MONEY_FIELDS)[number]) => toPaise(form[key]) ?? 0;
  return {
    input: {
      ...(form.id && { id: form.id }),
      tripType: form.tripType,
      outbound: form.outbound,
      inbound: form.tripType === 'roundTrip' ? form.inbound : [],
      seatsTotal: String(form.seatsTotal).trim(),
      fareAdult: paise('fareAdult'),
      fareChild: paise('fareChild'),
      fareInfant: paise('fareInfant'),
      baggage: form.baggage,
      cabinBaggage: form.cabinBaggage,
      blockPnr: form.blockPnr,
      isRefundable: form.isRefundable,
      cancellationCharge: form.isRefundable ? paise('cancellationCharge') : 0,
      cancellationPolicy: form.cancellationPolicy,
      ...(form.nameListDeadline && { nameListDeadline: form.nameListDeadline }),
      ...(form.releaseDate && { releaseDate: form.releaseDate }),
    },
  };
}

/** react-hook-form's errors from dotted paths ('outbound.0.departAt'), the first message of each. */
function errorsAt(entries: readonly [path: string, message: string][]): FieldErrors<DepartureForm> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of entries) {
    const keys = path.split('.');
    let node = errors;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) {
        node[key] ??= { type: 'validate', message };
        return;
      }
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return errors as FieldErrors<DepartureForm>;
}

/** The form checked by the save call's own rules (contracts), after turning rupees into paise. */
export const departureResolver: Resolver<DepartureForm> = async (values) => {
  const made = formToInput(values);
  if ('wrong' in made)
    return { values: {}, errors: errorsAt(made.wrong.map((key) => [key, OWN_MSG.notANumber])) };
  const parsed = fdDepartureInput.safeParse(made.input);
  if (parsed.success) return { values, errors: {} };
  return {
    values: {},
    errors: errorsAt(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
  };
};
