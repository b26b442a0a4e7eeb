import { z } from 'zod';
import { ok, requiredText } from '../common/fields';
import { MSG, OWN_MSG } from '../common/messages';

/** Change request types (spec §9) and their labels as shown in the form. */
export const CHANGE_REQUEST_TYPES = { Refund: 1, PartialRefund: 2, Reissue: 3 } as const;
export type ChangeRequestType = (typeof CHANGE_REQUEST_TYPES)[keyof typeof CHANGE_REQUEST_TYPES];
export const CHANGE_REQUEST_LABELS: Record<ChangeRequestType, string> = {
  1: 'Refund',
  2: 'Partial Refund',
  3: 'Change Itinerary / Reissue',
};

/** Cancellation type sent with a change request (spec §7, §9): 2 if the flight was cancelled, else 3. */
export const CANCELLATION_TYPE = { FlightCancelled: 2, Other: 3 } as const;
export type CancellationType = (typeof CANCELLATION_TYPE)[keyof typeof CANCELLATION_TYPE];
export const cancellationTypeFor = (flightCancelled: boolean): CancellationType =>
  flightCancelled ? CANCELLATION_TYPE.FlightCancelled : CANCELLATION_TYPE.Other;

/** The tick box that enables Send (spec §5), word for word. */
export const CANCELLATION_POLICY_AGREEMENT =
  'I have reviewed and agreed on the cancellation policy and fare rules offered for this booking.';

export const CHANGE_REQUEST_MSG = {
  unknownType: 'Choose Refund, Partial Refund or Change Itinerary / Reissue',
  mustAgree: 'Please agree to the cancellation policy and fare rules.',
  duplicatePassenger: 'Choose each passenger once',
  duplicateSector: 'Choose each sector once',
  noTicket: (passengerId: string) => `No ticket found for passenger ${passengerId}`,
} as const;

const airport = z
  .string({ error: MSG.required })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, OWN_MSG.wrongType);
export const changeRequestSector = z.object({ origin: airport, destination: airport });
export type ChangeRequestSector = z.infer<typeof changeRequestSector>;

const sectorKey = (s: ChangeRequestSector) => `${s.origin}-${s.destination}`;

const formShape = {
  requestType: z.literal(Object.values(CHANGE_REQUEST_TYPES), {
    error: (iss) => (iss.input == null ? MSG.required : CHANGE_REQUEST_MSG.unknownType),
  }),
  passengers: z.array(requiredText(64), { error: MSG.required }).min(1, MSG.required),
  sectors: z.array(changeRequestSector, { error: MSG.required }).min(1, MSG.required),
  remarks: requiredText(1000),
  // Send stays disabled until ticked; the schema holds the same line for the server.
  agreed: z.literal(true, { error: CHANGE_REQUEST_MSG.mustAgree }),
};

function noDuplicates(
  form: { passengers: string[]; sectors: ChangeRequestSector[] },
  ctx: z.RefinementCtx,
): void {
  if (new Set(form.passengers).size !== form.passengers.length) {
    ctx.addIssue({ code: 'custom', path: ['passengers'], message: CHANGE_REQUEST_MSG.duplicatePassenger });
  }
  if (new Set(form.sectors.map(sectorKey)).size !== form.sectors.length) {
    ctx.addIssue({ code: 'custom', path: ['sectors'], message: CHANGE_REQUEST_MSG.duplicateSector });
  }
}

/** The change request form (spec §5): passengers are passenger ids, sectors origin/destination. */
export const changeRequestForm = z.object(formShape).superRefine(noDuplicates);
export type ChangeRequestFormInput = z.input<typeof changeRequestForm>;
export type ChangeRequestForm = z.output<typeof changeRequestForm>;

export interface PickerRules<T> {
  selected: T[];
  /** the user cannot change the selection */
  locked: boolean;
}

export interface ChangeRequestFormRules {
  passengers: PickerRules<string>;
  sectors: PickerRules<ChangeRequestSector> & { hidden: boolean };
}

/**
 * What the pickers do for a request type (spec §5). Refund takes everyone and every sector and
 * locks both; Reissue takes every sector and hides that picker, passengers are the user's pick;
 * Partial Refund leaves both to the user. Where the user picks, a current selection (when
 * switching types) is kept as far as it is still valid, else nothing is preselected.
 */
export function formRulesFor(
  requestType: ChangeRequestType,
  allPassengers: readonly string[],
  allSectors: readonly ChangeRequestSector[],
  current?: { passengers?: readonly string[]; sectors?: readonly ChangeRequestSector[] },
): ChangeRequestFormRules {
  const keptPassengers = allPassengers.filter((p) => current?.passengers?.includes(p));
  const currentSectors = new Set(current?.sectors?.map(sectorKey));
  const keptSectors = allSectors.filter((s) => currentSectors.has(sectorKey(s)));
  switch (requestType) {
    case CHANGE_REQUEST_TYPES.Refund:
      return {
        passengers: { selected: [...allPassengers], locked: true },
        sectors: { selected: [...allSectors], locked: true, hidden: false },
      };
    case CHANGE_REQUEST_TYPES.Reissue:
      return {
        passengers: { selected: keptPassengers, locked: false },
        sectors: { selected: [...allSectors], locked: true, hidden: true },
      };
    case CHANGE_REQUEST_TYPES.PartialRefund:
      return {
        passengers: { selected: keptPassengers, locked: false },
        sectors: { selected: keptSectors, locked: false, hidden: false },
      };
  }
}

/** The supplier payload of api/changeRequest (spec §7). */
export interface ChangeRequestPayload {
  BookingId: number;
  RequestType: ChangeRequestType;
  CancellationType: CancellationType;
  /** partial refund only */
  Sectors?: { Origin: string; Destination: string }[];
  /** partial refund or change (reissue) only: the chosen passengers' tickets */
  TicketId?: number[];
  Remarks: string;
}

/**
 * Builds the §7 payload from a parsed form. Refund covers the whole booking, so it names neither
 * tickets nor sectors. Throws if a chosen passenger has no ticket: the form offered a passenger
 * the booking does not hold.
 */
export function changeRequestPayload(
  form: ChangeRequestForm,
  booking: { bookingId: number; ticketIds: Readonly<Record<string, number>>; flightCancelled: boolean },
): ChangeRequestPayload {
  const payload: ChangeRequestPayload = {
    BookingId: booking.bookingId,
    RequestType: form.requestType,
    CancellationType: cancellationTypeFor(booking.flightCancelled),
    Remarks: form.remarks,
  };
  if (form.requestType === CHANGE_REQUEST_TYPES.PartialRefund) {
    payload.Sectors = form.sectors.map((s) => ({ Origin: s.origin, Destination: s.destination }));
  }
  if (form.requestType !== CHANGE_REQUEST_TYPES.Refund) {
    payload.TicketId = form.passengers.map((id) => {
      const ticketId = booking.ticketIds[id];
      if (ticketId === undefined) throw new Error(CHANGE_REQUEST_MSG.noTicket(id));
      return ticketId;
    });
  }
  return payload;
}

/**
 * An id the supplier gave (spec §4 BookingId, ChangeRequestId): a whole number that fits the
 * integer column keeping it; a larger one names nothing and would fail the query.
 */
export const supplierId = z
  .number({ error: MSG.required })
  .int()
  .positive()
  .max(2_147_483_647, OWN_MSG.wrongType);

/** POST api/changeRequest: the form plus the booking it is for. */
export const changeRequestRequest = z
  .object({ bookingId: supplierId, ...formShape })
  .superRefine(noDuplicates);
export type ChangeRequestRequest = z.input<typeof changeRequestRequest>;

/** One change request the supplier opened, per ticket (booking ticketCRInfo, spec §3). */
export const ticketChangeRequest = z.object({
  /** null when the airline's answer did not name the ticket (a partial cancellation's, decision 0069) */
  ticketId: z.number().nullable(),
  changeRequestId: z.number(),
  /** the supplier's status text, when it sent one */
  statusText: z.string().optional(),
});
export type TicketChangeRequest = z.infer<typeof ticketChangeRequest>;
/** The airline's requests, one per ticket; none yet when the site's staff review it first. */
export const changeRequestResponse = ok({
  data: z.object({ ticketCRInfo: z.array(ticketChangeRequest), awaitingReview: z.boolean() }),
});
export type ChangeRequestResponse = z.infer<typeof changeRequestResponse>;
