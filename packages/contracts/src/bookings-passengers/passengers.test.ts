import { describe, expect, it } from 'vitest';
import { MSG } from '../common/messages';
import { addMonths, ageOn } from './dates';
import {
  type BookingPassenger,
  fareDocumentsOf,
  PAX_MSG,
  passengerErrors,
  passengerNeeds,
  passengerSchema,
  passengersSchema,
} from './passengers';

const TRAVEL = '2027-03-10';
const TODAY = '2026-11-21';

const adult = (over: Partial<BookingPassenger> = {}): BookingPassenger => ({
  title: 'Mr',
  firstName: 'Ravi',
  lastName: 'Kumar',
  paxType: 1,
  gender: 1,
  dateOfBirth: '1990-05-01',
  ...over,
});
const lead = (over: Partial<BookingPassenger> = {}) =>
  adult({
    email: 'ravi@example.com',
    phoneCode: '+91',
    mobileNo: '9876543210',
    addressLine1: '1 MG Road',
    city: 'Delhi',
    countryCode: 'IN',
    ...over,
  });
const passport = {
  passportNo: 'K1234567',
  passportIssueCountryCode: 'IN',
  passportIssueDate: '2020-01-01',
  passportExpiry: '2030-01-01',
};

const errorsOf = (p: BookingPassenger, needsPassport = false, isLead = false) =>
  passengerErrors(p, { travelDate: TRAVEL, needsPassport, lead: isLead, today: TODAY });

describe('date helpers', () => {
  it('counts a birthday on the day as a completed year', () => {
    expect(ageOn('2015-03-10', TRAVEL)).toBe(12);
    expect(ageOn('2015-03-11', TRAVEL)).toBe(11);
  });
  it('adds months, clamping to the month end', () => {
    expect(addMonths('2027-03-10', 6)).toBe('2027-09-10');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2027-11-15', 3)).toBe('2028-02-15');
  });
});

describe('passenger ages on the last travel date', () => {
  it.each([
    [1, '2015-03-10', undefined],
    [1, '2015-03-11', PAX_MSG.adultAge],
    [2, '2015-03-11', undefined],
    [2, '2015-03-10', PAX_MSG.childAge],
    [2, '2025-03-10', undefined],
    [2, '2025-03-11', PAX_MSG.childAge],
    [3, '2025-03-11', undefined],
    [3, '2025-03-10', PAX_MSG.infantAge],
    [3, '2026-11-21', undefined],
    [3, '2026-11-22', PAX_MSG.bornAfterToday],
  ] as const)('paxType %i born %s → %s', (paxType, dateOfBirth, message) => {
    const title = paxType === 1 ? 'Mr' : 'Mstr';
    expect(errorsOf(adult({ paxType, title, dateOfBirth })).dateOfBirth).toBe(message);
  });
  it('asks for a date and its format where the fare or route needs one', () => {
    expect(errorsOf(adult({ dateOfBirth: '' }), true).dateOfBirth).toBe(MSG.required);
    expect(errorsOf(adult({ paxType: 2, title: 'Mstr', dateOfBirth: '' })).dateOfBirth).toBe(MSG.required);
    expect(errorsOf(adult({ paxType: 3, title: 'Miss', dateOfBirth: '' })).dateOfBirth).toBe(MSG.required);
    expect(errorsOf(adult({ dateOfBirth: '1990-02-30' })).dateOfBirth).toBe(PAX_MSG.date);
  });
  it('does not ask a domestic adult for a date of birth, but checks one given', () => {
    expect(errorsOf(adult({ dateOfBirth: '' }))).toEqual({});
    expect(errorsOf(adult({ dateOfBirth: '2020-01-01' })).dateOfBirth).toBe(PAX_MSG.adultAge);
  });
});

describe('titles and names', () => {
  it('takes Mr/Ms/Mrs for adults and Mstr/Miss for children and infants', () => {
    expect(errorsOf(adult({ title: 'Mrs' })).title).toBeUndefined();
    expect(errorsOf(adult({ title: 'Miss' })).title).toBe(PAX_MSG.title);
    expect(errorsOf(adult({ paxType: 2, title: 'Miss', dateOfBirth: '2020-01-01' })).title).toBeUndefined();
    expect(errorsOf(adult({ paxType: 3, title: 'Mr', dateOfBirth: '2026-01-01' })).title).toBe(PAX_MSG.title);
    expect(errorsOf(adult({ title: '' })).title).toBe(MSG.required);
  });
  it('takes letters and spaces, 1 to 32 of them', () => {
    expect(errorsOf(adult({ firstName: 'Anna Maria' })).firstName).toBeUndefined();
    expect(errorsOf(adult({ firstName: '' })).firstName).toBe(MSG.required);
    expect(errorsOf(adult({ lastName: "O'Brien" })).lastName).toBe(PAX_MSG.name);
    expect(errorsOf(adult({ lastName: 'x'.repeat(33) })).lastName).toBe(PAX_MSG.nameTooLong);
  });
});

describe('lead passenger contact', () => {
  it('is required of the lead only, with the address the supplier asks of a domestic booking', () => {
    expect(errorsOf(adult(), false, false)).toEqual({});
    expect(errorsOf(adult(), false, true)).toMatchObject({
      email: MSG.required,
      mobileNo: MSG.phoneRequired,
      addressLine1: MSG.required,
      city: MSG.required,
      countryCode: MSG.required,
    });
    expect(errorsOf(lead(), false, true)).toEqual({});
  });
  it('asks no address of the lead of a trip abroad: the passport identifies them', () => {
    const abroad = errorsOf(adult(passport), true, true);
    expect(abroad).toEqual({ email: MSG.required, mobileNo: MSG.phoneRequired });
  });
  it('checks the phone with the shared phone rules', () => {
    expect(errorsOf(lead({ mobileNo: '12345' }), false, true).mobileNo).toBe(MSG.invalidPhone);
  });
});

describe('passport', () => {
  it('is required only when the trip needs it', () => {
    expect(errorsOf(adult(), false)).toEqual({});
    expect(errorsOf(adult(), true)).toMatchObject({
      passportNo: MSG.required,
      passportExpiry: MSG.required,
      passportIssueDate: MSG.required,
      passportIssueCountryCode: MSG.required,
    });
    expect(errorsOf(adult(passport), true)).toEqual({});
  });
  it('must stay valid 6 months after the last travel date', () => {
    expect(errorsOf(adult({ ...passport, passportExpiry: '2027-09-10' }), true)).toEqual({});
    expect(errorsOf(adult({ ...passport, passportExpiry: '2027-09-09' }), true).passportExpiry).toBe(
      'Passport must be valid for 6 months after travel',
    );
  });
  it('has 6 to 9 letters or digits and was issued by today', () => {
    expect(errorsOf(adult({ ...passport, passportNo: 'AB12' }), true).passportNo).toBe(PAX_MSG.passportNo);
    expect(errorsOf(adult({ ...passport, passportNo: 'AB-12345' }), true).passportNo).toBe(
      PAX_MSG.passportNo,
    );
    expect(errorsOf(adult({ ...passport, passportIssueDate: '2026-11-22' }), true).passportIssueDate).toBe(
      PAX_MSG.issuedInFuture,
    );
  });
});

describe('schemas', () => {
  it('passengerSchema puts messages under field paths', () => {
    const result = passengerSchema(TRAVEL, true, { today: TODAY }).safeParse(adult({ firstName: '' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('firstName');
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('passportNo');
  });
  it('passengersSchema makes the first passenger the lead', () => {
    const result = passengersSchema(TRAVEL, false, { today: TODAY }).safeParse([
      lead(),
      adult({ lastName: '' }),
    ]);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['1.lastName']);
    expect(passengersSchema(TRAVEL, false, { today: TODAY }).safeParse([lead(), adult()]).success).toBe(true);
  });
});

describe('passengerNeeds', () => {
  it('asks a date of birth of children and infants, and of everyone abroad', () => {
    const domestic = { isDomestic: true, lead: false };
    const abroad = { isDomestic: false, lead: false };
    expect([1, 2, 3].map((t) => passengerNeeds(t as 1 | 2 | 3, domestic).dateOfBirth)).toEqual([
      false,
      true,
      true,
    ]);
    expect([1, 2, 3].map((t) => passengerNeeds(t as 1 | 2 | 3, abroad).dateOfBirth)).toEqual([
      true,
      true,
      true,
    ]);
  });
  it('asks an address of the lead of a domestic booking only, and passports abroad', () => {
    expect(passengerNeeds(1, { isDomestic: true, lead: true })).toEqual({
      dateOfBirth: false,
      address: true,
      passport: false,
      pan: false,
    });
    expect(passengerNeeds(1, { isDomestic: true, lead: false }).address).toBe(false);
    expect(passengerNeeds(1, { isDomestic: false, lead: true })).toEqual({
      dateOfBirth: true,
      address: false,
      passport: true,
      pan: false,
    });
  });

  it('asks what the fare’s airline demands: a passport at home is a trip abroad, a PAN only then', () => {
    expect(passengerNeeds(1, { isDomestic: true, lead: true, fare: { passport: true, pan: true } })).toEqual({
      dateOfBirth: true,
      address: false,
      passport: true,
      pan: true,
    });
  });
});

describe('a fare that demands a PAN', () => {
  const fare = fareDocumentsOf([{}, { documents: { passport: false, pan: true } }]);
  const schema = passengersSchema(TRAVEL, false, { today: TODAY, fare });
  const pathsOf = (pan: string | undefined) =>
    schema.safeParse([lead({ pan })]).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
  it('requires one of the form ABCDE1234F, in any case', () => {
    expect(fare).toEqual({ passport: false, pan: true });
    expect(pathsOf(undefined)).toEqual([`0.pan: ${MSG.required}`]);
    expect(pathsOf('ABCD1234F')).toEqual([`0.pan: ${PAX_MSG.pan}`]);
    expect(pathsOf('abcde1234f')).toEqual([]);
    expect(passengersSchema(TRAVEL, false, { today: TODAY }).safeParse([lead()]).success).toBe(true);
  });
});

describe('gender', () => {
  it('is required, with the other messages at once', () => {
    expect(errorsOf(adult({ gender: '', firstName: '' }))).toEqual({
      gender: MSG.required,
      firstName: MSG.required,
    });
  });
});
