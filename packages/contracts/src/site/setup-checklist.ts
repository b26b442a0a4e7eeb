import { z } from 'zod';
import { ok } from '../common/fields';

/**
 * What a new site's owner sets up before selling (decision 0055), in the order the checklist shows
 * them. Each step's state is the server's reading of the site's own data, never a box ticked.
 */
export const SETUP_STEPS = [
  'brand',
  'logoAndColours',
  'domain',
  'paymentGateway',
  'supplierAccount',
  'markup',
  'testBooking',
] as const;
export type SetupStepId = (typeof SETUP_STEPS)[number];

export const setupStep = z.object({
  step: z.enum(SETUP_STEPS),
  done: z.boolean(),
  /** one line on what the site has now, or what is missing */
  note: z.string(),
});
export type SetupStep = z.infer<typeof setupStep>;

export const setupChecklistResponse = ok({
  data: z.object({
    steps: z.array(setupStep),
    /** whether the caller is the owner the site was made for: their dashboard shows the checklist */
    isOwner: z.boolean(),
  }),
});
export type SetupChecklist = z.infer<typeof setupChecklistResponse>['data'];
