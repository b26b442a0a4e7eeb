import { z } from 'zod';
import { ok } from '../common/fields';
import { chosenFareRequest } from './search';

/** POST api/getFareRules for one result of a search. */
export const fareRulesRequest = chosenFareRequest;
export const fareRule = z.object({
  origin: z.string(),
  destination: z.string(),
  airline: z.string(),
  fareBasisCode: z.string(),
  /** the supplier's HTML: sanitise before showing */
  fareRuleDetail: z.string(),
  fareRestriction: z.string(),
});
export type FareRule = z.infer<typeof fareRule>;
export const fareRulesResponse = ok({ data: z.array(fareRule) });
