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
