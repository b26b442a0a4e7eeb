import { z } from 'zod';
import { ok } from '../common/fields';

/** The site's policy pages (spec §2 routes): terms, privacy, cancellation and refunds, API partners. */
export const POLICY_KEYS = ['terms', 'privacy', 'cancellation', 'apiPartner'] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];

export const POLICY_MSG = {
  empty: 'Write the policy before saving',
  tooLong: 'A policy may be at most 100,000 characters of formatted text',
  policy: 'Choose one of the policy pages',
} as const;

export const policyRequest = z.object({ policy: z.enum(POLICY_KEYS, { error: POLICY_MSG.policy }) });

/** The policy's current text as staff saved it (sanitised HTML), with its version and date. */
export const policyView = z.object({
  policy: z.enum(POLICY_KEYS),
  version: z.number(),
  html: z.string(),
  updatedAt: z.string(),
});
export type PolicyView = z.infer<typeof policyView>;
/** null: staff have not written this policy yet, and the site shows the platform's own text. */
export const policyResponse = ok({ data: policyView.nullable() });

export const savePolicyRequest = policyRequest.extend({
  html: z.string().max(100_000, POLICY_MSG.tooLong),
});
export const savePolicyResponse = ok({ data: z.object({ message: z.string(), policy: policyView }) });

export const policyVersionsResponse = ok({
  data: z.object({
    versions: z.array(z.object({ version: z.number(), updatedAt: z.string(), updatedBy: z.string() })),
  }),
});
