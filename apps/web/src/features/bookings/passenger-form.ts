import {
  type FareDetail,
  type FareDocuments,
  type FareQuote,
  hasValidCountryCode,
  PAX_TYPE_NAMES,
  type PassengerInput,
  type PaxType,
  passengersSchema,
  type SearchBy,
  type SsrOption,
  type UserView,
} from '@app/contracts';
import { z } from 'zod';
import { DEFAULT_DIAL_CODE } from '../../ui/phone-value';

export interface PassengerFormValues {
  passengers: PassengerInput[];
}

/** Extras on sale for one leg of the trip; a return pair's legs follow the outbound fare's. */
export interface LegExtras {
  label: string;
  baggage: SsrOption[];
  meals: SsrOption[];
}

export interface PaxSlot {
  paxType: PaxType;
  label: string;
}

/** One form per seat, adults first (the lead is Adult 1): counts of the fare, else of the search. */
export function paxSlots(
  breakdown: readonly FareDetail[],
  searchBy: Pick<SearchBy, 'adultCount' | 'childCount' | 'infantCount'>,
): PaxSlot[] {
  const countOf = (type: PaxType, fallback: number) =>
    breakdown.length > 0
      ? breakdown.filter((d) => d.passengerType === type).reduce((n, d) => n + d.passengerCount, 0)
      : fallback;
  const counts: [PaxType, number][] = [
    [1, countOf(1, searchBy.adultCount)],
    [2, countOf(2, searchBy.childCount)],
    [3, countOf(3, searchBy.infantCount)],
  ];
  return counts.flatMap(([paxType, n]) =>
    Array.from({ length: n }, (_, i) => ({ paxType, label: `${PAX_TYPE_NAMES[paxType]} ${i + 1}` })),
  );
}

export function emptyPassenger(paxType: PaxType, legs: number): PassengerInput {
  const none = () => Array.from({ length: legs }, () => '');
  return {
    title: '',
    firstName: '',
    lastName: '',
    paxType,
    gender: '',
    dateOfBirth: '',
    email: '',
    phoneCode: DEFAULT_DIAL_CODE,
    mobileNo: '',
    addressLine1: '',
    city: '',
    countryCode: 'IN',
    passportNo: '',
    passportIssueCountryCode: '',
    passportIssueDate: '',
    passportExpiry: '',
    pan: '',
    baggage: none(),
    meals: none(),
  };
}

/**
 * The lead passenger's contact details from the signed-in account: its e-mail, its primary phone
 * and, for an agency or company, its address. The buyer can still change them.
 */
export function accountContact(
  user: Pick<UserView, 'email' | 'phoneNumbers' | 'company'> | null,
): Partial<PassengerInput> {
  if (!user) return {};
  const phone = user.phoneNumbers.find((p) => p.label === 'Primary') ?? user.phoneNumbers[0];
  const contact: Partial<PassengerInput> = {};
  if (user.email) contact.email = user.email;
  if (phone?.phoneNumber && hasValidCountryCode(phone.phoneCountryCode)) {
    contact.mobileNo = phone.phoneNumber;
    contact.phoneCode = phone.phoneCountryCode;
  }
  if (user.company?.address1) contact.addressLine1 = user.company.address1;
  if (user.company?.city) contact.city = user.company.city;
  return contact;
}

/** Every leg of the chosen fares in travel order, with what its airline sells on it. */
export function tripLegs(
  quotes: readonly FareQuote[],
  extras: readonly ({ baggage: SsrOption[][]; meals: SsrOption[][] } | undefined)[],
): LegExtras[] {
  return quotes.flatMap((quote, f) =>
    quote.fare.segments.map((leg, l) => ({
      label: `${leg[0]?.originAirportCode ?? ''} → ${leg.at(-1)?.destinationAirportCode ?? ''}`,
      baggage: extras[f]?.baggage[l] ?? [],
      meals: extras[f]?.meals[l] ?? [],
    })),
  );
}

/** The price of the extras chosen on the form, paise. */
export function extrasTotal(passengers: readonly PassengerInput[], legs: readonly LegExtras[]): number {
  let total = 0;
  for (const p of passengers) {
    for (const kind of ['baggage', 'meals'] as const) {
      (p[kind] ?? []).forEach((code, l) => {
        total += legs[l]?.[kind].find((o) => o.code === code)?.price ?? 0;
      });
    }
  }
  return total;
}

/**
 * The form's rules: the trip's last date measures ages and passports; abroad needs passports, and
 * so does any fare whose airline demands one, or a PAN.
 */
export function passengerFormSchema(searchBy: SearchBy, fare: FareDocuments) {
  const travelDate = (searchBy.segments.at(-1)?.preferredDepartureTime ?? '').slice(0, 10);
  return z.object({ passengers: passengersSchema(travelDate, !searchBy.isDomestic, { fare }) });
}
