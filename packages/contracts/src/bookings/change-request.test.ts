import { describe, expect, it } from 'vitest';
import { MSG } from '../common/messages';
import {
  CANCELLATION_POLICY_AGREEMENT,
  CHANGE_REQUEST_LABELS,
  CHANGE_REQUEST_MSG,
  CHANGE_REQUEST_TYPES,
  type ChangeRequestFormInput,
  cancellationTypeFor,
  changeRequestForm,
  changeRequestPayload,
  changeRequestRequest,
  changeRequestResponse,
  formRulesFor,
} from './change-request';

const errorsOf = (input: unknown) => {
  const result = changeRequestForm.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

const valid: ChangeRequestFormInput = {
  requestType: 2,
  passengers: ['p1'],
  sectors: [{ origin: 'del', destination: 'BOM' }],
  remarks: ' Customer unwell ',
  agreed: true,
};

describe('change request constants (spec §5, §9)', () => {
  it('has the types, labels, cancellation types and the policy sentence', () => {
    expect(CHANGE_REQUEST_TYPES).toEqual({ Refund: 1, PartialRefund: 2, Reissue: 3 });
    expect(CHANGE_REQUEST_LABELS).toEqual({
      1: 'Refund',
      2: 'Partial Refund',
      3: 'Change Itinerary / Reissue',
    });
    expect(cancellationTypeFor(true)).toBe(2);
    expect(cancellationTypeFor(false)).toBe(3);
    expect(CANCELLATION_POLICY_AGREEMENT).toBe(
      'I have reviewed and agreed on the cancellation policy and fare rules offered for this booking.',
    );
  });
});

describe('changeRequestForm (spec §5)', () => {
  it('accepts a filled form and tidies it', () => {
    expect(changeRequestForm.parse(valid)).toEqual({
      requestType: 2,
      passengers: ['p1'],
      sectors: [{ origin: 'DEL', destination: 'BOM' }],
      remarks: 'Customer unwell',
      agreed: true,
    });
  });

  it("says 'This is required field.' for each missing field", () => {
    expect(errorsOf({ agreed: true })).toEqual({
      requestType: MSG.required,
      passengers: MSG.required,
      sectors: MSG.required,
      remarks: MSG.required,
    });
    expect(errorsOf({ ...valid, passengers: [], sectors: [], remarks: '   ' })).toEqual({
      passengers: MSG.required,
      sectors: MSG.required,
      remarks: MSG.required,
    });
  });

  it('refuses an unknown request type', () => {
    expect(errorsOf({ ...valid, requestType: 4 }).requestType).toBe(CHANGE_REQUEST_MSG.unknownType);
    expect(errorsOf({ ...valid, requestType: '1' }).requestType).toBe(CHANGE_REQUEST_MSG.unknownType);
  });

  it('needs the policy ticked', () => {
    expect(errorsOf({ ...valid, agreed: false })).toEqual({ agreed: CHANGE_REQUEST_MSG.mustAgree });
    expect(errorsOf({ ...valid, agreed: undefined })).toEqual({ agreed: CHANGE_REQUEST_MSG.mustAgree });
  });

  it('refuses the same passenger or sector twice', () => {
    expect(errorsOf({ ...valid, passengers: ['p1', 'p1'] })).toEqual({
      passengers: CHANGE_REQUEST_MSG.duplicatePassenger,
    });
    expect(
      errorsOf({
        ...valid,
        sectors: [
          { origin: 'DEL', destination: 'BOM' },
          { origin: 'del', destination: 'bom' },
        ],
      }),
    ).toEqual({ sectors: CHANGE_REQUEST_MSG.duplicateSector });
  });
});

describe('formRulesFor (spec §5)', () => {
  const pax = ['p1', 'p2', 'p3'];
  const sectors = [
    { origin: 'DEL', destination: 'BOM' },
    { origin: 'BOM', destination: 'GOI' },
  ];

  it('Refund selects and locks all passengers and sectors', () => {
    expect(formRulesFor(1, pax, sectors)).toEqual({
      passengers: { selected: pax, locked: true },
      sectors: { selected: sectors, locked: true, hidden: false },
    });
  });

  it('Reissue preselects all sectors, hides that picker and lets the user pick passengers', () => {
    expect(formRulesFor(3, pax, sectors)).toEqual({
      passengers: { selected: [], locked: false },
      sectors: { selected: sectors, locked: true, hidden: true },
    });
  });

  it('Partial Refund leaves both to the user', () => {
    expect(formRulesFor(2, pax, sectors)).toEqual({
      passengers: { selected: [], locked: false },
      sectors: { selected: [], locked: false, hidden: false },
    });
  });

  it('keeps a still-valid selection when switching type', () => {
    const current = { passengers: ['p3', 'gone'], sectors: [{ origin: 'BOM', destination: 'GOI' }] };
    expect(formRulesFor(2, pax, sectors, current)).toEqual({
      passengers: { selected: ['p3'], locked: false },
      sectors: { selected: [{ origin: 'BOM', destination: 'GOI' }], locked: false, hidden: false },
    });
    expect(formRulesFor(3, pax, sectors, current).passengers.selected).toEqual(['p3']);
    expect(formRulesFor(1, pax, sectors, current).passengers.selected).toEqual(pax);
  });

  it('returns copies, not the caller’s arrays', () => {
    const rules = formRulesFor(1, pax, sectors);
    expect(rules.passengers.selected).not.toBe(pax);
    expect(rules.sectors.selected).not.toBe(sectors);
  });
});

describe('changeRequestPayload (spec §7)', () => {
  const booking = { bookingId: 1_234_567, ticketIds: { p1: 11, p2: 22 }, flightCancelled: false };
  const form = (change: Partial<ChangeRequestFormInput>) => changeRequestForm.parse({ ...valid, ...change });
  const twoSectors = [
    { origin: 'DEL', destination: 'BOM' },
    { origin: 'BOM', destination: 'DEL' },
  ];

  it('Refund names neither tickets nor sectors', () => {
    expect(changeRequestPayload(form({ requestType: 1, passengers: ['p1', 'p2'] }), booking)).toEqual({
      BookingId: 1_234_567,
      RequestType: 1,
      CancellationType: 3,
      Remarks: 'Customer unwell',
    });
  });

  it('Partial Refund sends sectors and the chosen tickets', () => {
    expect(
      changeRequestPayload(form({ requestType: 2, passengers: ['p2'], sectors: twoSectors }), {
        ...booking,
        flightCancelled: true,
      }),
    ).toEqual({
      BookingId: 1_234_567,
      RequestType: 2,
      CancellationType: 2,
      Sectors: [
        { Origin: 'DEL', Destination: 'BOM' },
        { Origin: 'BOM', Destination: 'DEL' },
      ],
      TicketId: [22],
      Remarks: 'Customer unwell',
    });
  });

  it('Reissue sends the chosen tickets and no sectors', () => {
    expect(
      changeRequestPayload(form({ requestType: 3, passengers: ['p1', 'p2'], sectors: twoSectors }), booking),
    ).toEqual({
      BookingId: 1_234_567,
      RequestType: 3,
      CancellationType: 3,
      TicketId: [11, 22],
      Remarks: 'Customer unwell',
    });
  });

  it('throws for a passenger without a ticket', () => {
    expect(() => changeRequestPayload(form({ passengers: ['p9'] }), booking)).toThrow(
      CHANGE_REQUEST_MSG.noTicket('p9'),
    );
  });
});

describe('api/changeRequest contract', () => {
  it('takes the form with a booking id', () => {
    expect(changeRequestRequest.safeParse({ ...valid, bookingId: 1_234_567 }).success).toBe(true);
    expect(changeRequestRequest.safeParse(valid).success).toBe(false);
    expect(changeRequestRequest.safeParse({ ...valid, bookingId: 0 }).success).toBe(false);
    expect(changeRequestRequest.safeParse({ ...valid, bookingId: 1, passengers: ['a', 'a'] }).success).toBe(
      false,
    );
  });

  it('answers the change request per ticket', () => {
    const body = {
      success: true,
      data: { ticketCRInfo: [{ ticketId: 11, changeRequestId: 901 }], awaitingReview: false },
    };
    expect(changeRequestResponse.parse(body)).toEqual(body);
  });

  it('answers none yet when the site’s staff review the request first', () => {
    const body = { success: true, data: { ticketCRInfo: [], awaitingReview: true } };
    expect(changeRequestResponse.parse(body)).toEqual(body);
  });
});
