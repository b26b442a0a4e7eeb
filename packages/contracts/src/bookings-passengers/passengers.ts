import { z } from 'zod';
import { PAX_TYPES } from '../common/enums';
import { MSG, OWN_MSG } from '../common/messages';
import { checkPhone } from '../common/phone';
import { addMonths, ageOn, isIsoDate, todayUtc } from './dates';

export const ADULT_TITLES = ['Mr', 'Ms', 'Mrs'] as const;
export const YOUNG_TITLES = ['Mstr', 'Miss'] as const;
export type PaxType = 1 | 2 | 3;
export const PAX_TYPE_NAMES: Record<number, string> = { 1: 'Adult', 2: 'Child', 3: 'Infant' };

export const titlesFor = (paxType: PaxType): readonly string[] =>
  paxType === PAX_TYPES.ADT ? ADULT_TITLES : YOUNG_TITLES;

export const PAX_MSG = {
  name: 'Use letters and spaces only',
  nameTooLong: 'Must be at most 32 characters',
  title: 'Choose a title for this passenger',
  date: 'Use the date format YYYY-MM-DD',
  adultAge: 'An adult must be 12 years or older on the travel date',
  childAge: 'A child must be 2 to 11 years old on the travel date',
  infantAge: 'An infant must be under 2 years old on the travel date',
  bornAfterToday: 'Date of birth cannot be in the future',
  passportNo: 'Passport number is 6 to 9 letters or digits',
  issuedInFuture: 'Issue date cannot be in the future',
  passportValidity: 'Passport must be valid for 6 months after travel',
  pan: 'PAN is 10 characters: 5 letters, 4 digits, a letter (ABCDE1234F)',
  country: 'Choose a country',
} as const;

/** Form fields arrive as strings; blank is "not given", so every rule below sees trimmed text. */
const text = (max: number) => z.string({ error: OWN_MSG.wrongType }).trim().max(max, OWN_MSG.tooLong(max));
const code = z.string().trim().max(40);

/**
 * One passenger as the form and api/validateBooking carry it. Rules that depend on the trip (ages,
 * passport, the lead's contact) are in passengerSchema; this shape alone only bounds the input.
 * baggage/meals hold one SSR code per leg of the trip ('' for none).
 */
export const passengerInput = z.object({
  title: text(8),
  firstName: text(64),
  lastName: text(64),
  paxType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: OWN_MSG.wrongType }),
  // '' is an unchosen select: the rules below say it is required, alongside every other message.
  gender: z.union([z.literal(1), z.literal(2), z.literal('')], { error: MSG.required }),
  dateOfBirth: text(10),
  email: text(254).optional(),
  phoneCode: text(8).optional(),
  mobileNo: text(20).optional(),
  addressLine1: text(200).optional(),
  city: text(100).optional(),
  countryCode: text(2).optional(),
  passportNo: text(20).optional(),
  passportIssueCountryCode: text(2).optional(),
  passportIssueDate: text(10).optional(),
  passportExpiry: text(10).optional(),
  /** India's Permanent Account Number, asked only when the fare's airline demands it */
  pan: text(10)
    .transform((v) => v.toUpperCase())
    .optional(),
  baggage: z.array(code).max(6).optional(),
  meals: z.array(code).max(6).optional(),
});
export type PassengerInput = z.input<typeof passengerInput>;
export type BookingPassenger = z.output<typeof passengerInput>;

const NAME_RE = /^[A-Za-z ]+$/;
const PASSPORT_RE = /^[A-Za-z0-9]{6,9}$/;
const PAN_RE = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+$/;

/** What the airline and the supplier need of one passenger; the form asks nothing else. */
export interface PassengerNeeds {
  /** children's and infants' fares depend on their age, and a trip abroad needs it for every traveller */
  dateOfBirth: boolean;
  /** the supplier's lead-passenger address (TBO requires it for the lead of a domestic booking) */
  address: boolean;
  passport: boolean;
  /** only where the fare's airline demands it (TBO's IsPanRequiredAtBook/AtTicket) */
  pan: boolean;
}

/**
 * What a fare's airline demands beyond the trip's own rules (TBO's FareQuote flags,
 * decision 0071): a passport on any route, a PAN. A fare that demands a passport is treated as a
 * trip abroad for every document, so the form and the server ask the same.
 */
export type FareDocuments = { passport: boolean; pan: boolean };
export const NO_FARE_DOCUMENTS: FareDocuments = { passport: false, pan: false };

/** What any of a trip's fares demands (a return trip may be two fares of two airlines). */
export const fareDocumentsOf = (fares: readonly { documents?: FareDocuments }[]): FareDocuments => ({
  passport: fares.some((f) => f.documents?.passport),
  pan: fares.some((f) => f.documents?.pan),
});

/**
 * Which details a passenger must give (decision 0024): a date of birth only where the fare or the
 * route needs it (children, infants, trips abroad); an address only where the supplier asks for it
 * (today the lead of a domestic booking; abroad the passport identifies the traveller); the
 * passport abroad. Everything else is left out of the form.
 */
export function passengerNeeds(
  paxType: PaxType,
  trip: { isDomestic: boolean; lead: boolean; fare?: FareDocuments },
): PassengerNeeds {
  const domestic = trip.isDomestic && !trip.fare?.passport;
  return {
    dateOfBirth: paxType !== PAX_TYPES.ADT || !domestic,
    address: trip.lead && domestic,
    passport: !domestic,
    pan: trip.fare?.pan ?? false,
  };
}

export interface PassengerRules {
  /** the last travel date of the trip (YYYY-MM-DD): ages and passport validity are measured on it */
  travelDate: string;
  needsPassport: boolean;
  /** what the fare's airline demands beyond the route's rules */
  fare?: FareDocuments;
  /** the lead passenger (the first) also gives the booking's contact details */
  lead?: boolean;
  today?: string;
}

type Issue = (field: keyof BookingPassenger, message: string) => void;

function checkName(value: string, field: 'firstName' | 'lastName', issue: Issue) {
  if (!value) issue(field, MSG.required);
  else if (value.length > 32) issue(field, PAX_MSG.nameTooLong);
  else if (!NAME_RE.test(value)) issue(field, PAX_MSG.name);
}

function checkAge(p: BookingPassenger, rules: Required<PassengerRules>, needed: boolean, issue: Issue) {
  if (!p.dateOfBirth) return needed ? issue('dateOfBirth', MSG.required) : undefined;
  if (!isIsoDate(p.dateOfBirth)) return issue('dateOfBirth', PAX_MSG.date);
  if (p.dateOfBirth > rules.today) return issue('dateOfBirth', PAX_MSG.bornAfterToday);
  const age = ageOn(p.dateOfBirth, rules.travelDate);
  if (p.paxType === PAX_TYPES.ADT && age < 12) issue('dateOfBirth', PAX_MSG.adultAge);
  if (p.paxType === PAX_TYPES.CHD && (age < 2 || age > 11)) issue('dateOfBirth', PAX_MSG.childAge);
  if (p.paxType === PAX_TYPES.INF && age >= 2) issue('dateOfBirth', PAX_MSG.infantAge);
}

function checkContact(p: BookingPassenger, needsAddress: boolean, issue: Issue) {
  if (!p.email) issue('email', MSG.required);
  else if (!EMAIL_RE.test(p.email)) issue('email', OWN_MSG.invalidEmail);
  const phone = checkPhone(p.mobileNo, p.phoneCode);
  if (!phone.ok) issue('mobileNo', phone.message);
  if (!needsAddress) return;
  if (!p.addressLine1) issue('addressLine1', MSG.required);
  if (!p.city) issue('city', MSG.required);
  if (!p.countryCode) issue('countryCode', MSG.required);
}

function checkPassport(p: BookingPassenger, rules: Required<PassengerRules>, issue: Issue) {
  if (!p.passportNo) issue('passportNo', MSG.required);
  else if (!PASSPORT_RE.test(p.passportNo)) issue('passportNo', PAX_MSG.passportNo);
  if (!p.passportIssueCountryCode) issue('passportIssueCountryCode', MSG.required);
  if (!p.passportIssueDate) issue('passportIssueDate', MSG.required);
  else if (!isIsoDate(p.passportIssueDate)) issue('passportIssueDate', PAX_MSG.date);
  else if (p.passportIssueDate > rules.today) issue('passportIssueDate', PAX_MSG.issuedInFuture);
  if (!p.passportExpiry) issue('passportExpiry', MSG.required);
  else if (!isIsoDate(p.passportExpiry)) issue('passportExpiry', PAX_MSG.date);
  else if (p.passportExpiry < addMonths(rules.travelDate, 6))
    issue('passportExpiry', PAX_MSG.passportValidity);
}

/** Every rule of one passenger, as field → message (empty when valid). */
export function passengerErrors(
  p: BookingPassenger,
  options: PassengerRules,
): Partial<Record<keyof BookingPassenger, string>> {
  const rules: Required<PassengerRules> = {
    ...options,
    fare: options.fare ?? NO_FARE_DOCUMENTS,
    lead: options.lead ?? false,
    today: options.today ?? todayUtc(),
  };
  const errors: Partial<Record<keyof BookingPassenger, string>> = {};
  // The first message of a field is the one shown under it.
  const issue: Issue = (field, message) => {
    errors[field] ??= message;
  };
  if (!p.title) issue('title', MSG.required);
  else if (!titlesFor(p.paxType).includes(p.title)) issue('title', PAX_MSG.title);
  if (p.gender === '') issue('gender', MSG.required);
  checkName(p.firstName, 'firstName', issue);
  checkName(p.lastName, 'lastName', issue);
  const needs = passengerNeeds(p.paxType, {
    isDomestic: !rules.needsPassport,
    lead: rules.lead,
    fare: rules.fare,
  });
  checkAge(p, rules, needs.dateOfBirth, issue);
  if (rules.lead) checkContact(p, needs.address, issue);
  if (needs.passport) checkPassport(p, rules, issue);
  if (needs.pan) {
    if (!p.pan) issue('pan', MSG.required);
    else if (!PAN_RE.test(p.pan)) issue('pan', PAX_MSG.pan);
  }
  return errors;
}

/** One passenger with the rules of its trip (spec §3): ages on the last travel date, passport, lead contact. */
export function passengerSchema(
  travelDate: string,
  needsPassport: boolean,
  options: Omit<PassengerRules, 'travelDate' | 'needsPassport'> = {},
) {
  return passengerInput.superRefine((p, ctx) => {
    const errors = passengerErrors(p, { travelDate, needsPassport, ...options });
    for (const [field, message] of Object.entries(errors))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
}

/** All passengers of a booking; the first is the lead. Issues carry paths like [0, 'dateOfBirth']. */
export function passengersSchema(
  travelDate: string,
  needsPassport: boolean,
  options: { today?: string; fare?: FareDocuments } = {},
) {
  return z
    .array(passengerInput)
    .min(1)
    .superRefine((list, ctx) => {
      list.forEach((p, i) => {
        const errors = passengerErrors(p, { travelDate, needsPassport, lead: i === 0, ...options });
        for (const [field, message] of Object.entries(errors))
          ctx.addIssue({ code: 'custom', path: [i, field], message });
      });
    });
}
