import { z } from 'zod';
import { optionalText } from './fields';

/**
 * A credential staff store for a site (a supplier password, a gateway key): shown only as whether
 * it is set and a hint (its last characters), never whole.
 */
export const secretFieldOut = z.object({ set: z.boolean(), hint: z.string() });
export type SecretFieldOut = z.infer<typeof secretFieldOut>;

/** A credential as staff send it: a new value, or nothing (blank too) to keep the stored one. */
export const secretFieldIn = (max = 200) => optionalText(max);
