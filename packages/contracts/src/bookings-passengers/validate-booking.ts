import { z } from 'zod';
import { ok } from '../common/fields';
import { passengerInput } from './passengers';

/**
 * POST api/validateBooking: the chosen fare (or a return pair, outbound first) and its passengers.
 * Trip-dependent rules (ages, passport, counts) are the server's: it knows the search.
 */
export const validateBookingRequest = z.object({
  searchId: z.string().min(1).max(64),
  resultIndexes: z.array(z.string().min(1).max(64)).min(1).max(2),
  passengers: z.array(passengerInput).min(1).max(9),
});
export type ValidateBookingRequest = z.input<typeof validateBookingRequest>;

export const validateBookingResponse = ok({
  data: z.object({
    valid: z.literal(true),
    /** fares plus chosen extras, paise */
    totalPayable: z.number(),
    passengers: z.number(),
  }),
});
export type ValidateBookingResult = z.infer<typeof validateBookingResponse>['data'];

export const VALIDATE_BOOKING_MSG = {
  invalidPassengers: 'Please correct the passenger details.',
  unknownExtra: 'This extra is not offered on this flight',
  countsMismatch: (adults: number, children: number, infants: number) => {
    const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    const parts = [plural(adults, 'adult', 'adults')];
    if (children > 0) parts.push(plural(children, 'child', 'children'));
    if (infants > 0) parts.push(plural(infants, 'infant', 'infants'));
    return `Passengers do not match the search: ${parts.join(', ')}`;
  },
} as const;
