import { z } from 'zod';
import { ok } from '../common/fields';
import { countryEntry } from '../reference/countries';
import { fareRule } from './fare-rules';
import { flightResult } from './flight-result';
import { channelFee } from './flight-settings';

/** The supplier's price now, with our markup; isPriceChanged compares what the user pays. */
export const fareQuote = z.object({
  fare: flightResult,
  isPriceChanged: z.boolean(),
  isTimeChanged: z.boolean(),
  /** what the result list showed, paise */
  shownPrice: z.number(),
  /** the buyer's convenience fee rule on this site (decision 0042); the fee is added once per booking */
  convenienceFee: channelFee.optional(),
});
export type FareQuote = z.infer<typeof fareQuote>;
export const fareQuoteResponse = ok({ data: fareQuote });

/** Extra baggage (KG) and meals (platters) per leg and flight; empty where the airline sells none. */
export const ssrOption = z.object({
  code: z.string(),
  description: z.string(),
  airlineCode: z.string(),
  flightNumber: z.string(),
  origin: z.string(),
  destination: z.string(),
  weight: z.number().nullable(),
  quantity: z.number().nullable(),
  price: z.number(),
});
export type SsrOption = z.infer<typeof ssrOption>;
export const ssrResponse = ok({
  data: z.object({ baggage: z.array(z.array(ssrOption)), meals: z.array(z.array(ssrOption)) }),
});

export const passengerViewOptionsResponse = ok({
  data: z.object({
    countryList: z.array(countryEntry),
    phoneCodeList: z.array(countryEntry),
    fareRules: z.array(fareRule),
    fareQuote,
  }),
});
export type PassengerViewOptions = z.infer<typeof passengerViewOptionsResponse>['data'];
