import type { SupplierFare, SupplierPassenger } from '../suppliers/flight-supplier';

/**
 * An adult traveller as the booking flow sends one to the supplier, paying one adult's share of
 * the quoted fare; tests override what they need (names, lead, fare split).
 */
export function supplierTraveller(
  fare: SupplierFare,
  overrides: Partial<SupplierPassenger> = {},
): SupplierPassenger {
  const adults = fare.fareBreakdown.find((d) => d.passengerType === 1);
  const count = Math.max(1, adults?.passengerCount ?? 1);
  return {
    title: 'Ms',
    firstName: 'Asha',
    lastName: 'Rao',
    paxType: 1,
    gender: 2,
    dateOfBirth: '1990-04-12',
    contactNo: '9800000000',
    email: 'asha@example.com',
    addressLine1: '12 MG Road',
    city: 'Delhi',
    countryCode: 'IN',
    isLead: true,
    fare: {
      baseFare: Math.round((adults?.baseFare ?? 0) / count),
      tax: Math.round((adults?.tax ?? 0) / count),
    },
    ...overrides,
  };
}

/** The lead adult as the passenger form sends one (api/validateBooking, api/setFlightDetails). */
export const formLead = () => ({
  title: 'Mr',
  firstName: 'Arjun',
  lastName: 'Traveller',
  paxType: 1 as const,
  gender: 1 as const,
  dateOfBirth: '1988-05-20',
  email: 'lead@example.test',
  phoneCode: '+91',
  mobileNo: '9876543210',
  addressLine1: '12 MG Road',
  city: 'Delhi',
  countryCode: 'IN',
});
