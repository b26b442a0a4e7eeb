import { z } from 'zod';
import { isIsoDate } from '../bookings-passengers/dates';
import { ok } from '../common/fields';
import { OWN_MSG } from '../common/messages';
import { entityId } from './groups';
import { MARKUP_MSG } from './messages';

export const RULE_KINDS = ['defaultAirline', 'airlineSpecific', 'fixedDeparture', 'activity'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** Cabin classes a rule may name (the supplier's codes); null means any cabin. */
export const RULE_CABINS = { 2: 'Economy', 3: 'Premium Economy', 4: 'Business', 6: 'First' } as const;

/** 100% in basis points, and ₹1,00,000 in paise: the largest values a rule may hold. */
export const MAX_PERCENT_BP = 10_000;
export const MAX_FIXED_PAISE = 10_000_000;

/** Why a rule's value is refused, or undefined: shared by the form (after converting) and the server. */
export function ruleValueProblem(valueType: 'percentage' | 'fixed', value: number): string | undefined {
  if (!(value > 0)) return MARKUP_MSG.valuePositive;
  if (valueType === 'percentage' && value > MAX_PERCENT_BP) return MARKUP_MSG.percentTooHigh;
  if (valueType === 'fixed' && value > MAX_FIXED_PAISE) return MARKUP_MSG.fixedTooHigh;
  return undefined;
}

const optionalDate = () =>
  z
    .string({ error: OWN_MSG.wrongType })
    .trim()
    .nullable()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isIsoDate(v), MARKUP_MSG.badDate);

/**
 * A rule as the client sends it. `value` stays an integer like every amount here: basis points for
 * a percentage (1000 = 10%), paise for a fixed amount. A null group, cabin or date means "any".
 */
export const markupRuleInput = z
  .object({
    markupId: entityId().optional().nullable(),
    adjustment: z.enum(['markup', 'discount']).default('markup'),
    airlineCode: z
      .string({ error: OWN_MSG.wrongType })
      .trim()
      .toUpperCase()
      .max(3, OWN_MSG.tooLong(3))
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    groupId: entityId()
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    valueType: z.enum(['percentage', 'fixed']),
    value: z.number({ error: OWN_MSG.notANumber }).int(OWN_MSG.notANumber),
    per: z.enum(['passenger', 'booking']),
    scope: z.enum(['all', 'domestic', 'international']).default('all'),
    cabinClass: z
      .literal([2, 3, 4, 6])
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    validFrom: optionalDate(),
    validTo: optionalDate(),
  })
  .superRefine((rule, ctx) => {
    const problem = ruleValueProblem(rule.valueType, rule.value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
    if (rule.validFrom && rule.validTo && rule.validTo < rule.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: MARKUP_MSG.validToBeforeFrom });
  });
export type MarkupRuleInput = z.input<typeof markupRuleInput>;
export type MarkupRuleFields = z.output<typeof markupRuleInput>;

export const markupRule = z.object({
  markupId: z.string(),
  kind: z.enum(RULE_KINDS),
  adjustment: z.enum(['markup', 'discount']),
  airlineCode: z.string().nullable(),
  groupId: z.string().nullable(),
  /** null: every group */
  groupName: z.string().nullable(),
  valueType: z.enum(['percentage', 'fixed']),
  value: z.number().int(),
  per: z.enum(['passenger', 'booking']),
  scope: z.enum(['all', 'domestic', 'international']),
  cabinClass: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  updatedAt: z.string(),
});
export type MarkupRule = z.infer<typeof markupRule>;

export const markupRulesResponse = ok({ data: z.array(markupRule) });
export const saveRuleResponse = ok({ message: z.string(), data: markupRule });
export const deleteRuleRequest = z.object({ markupId: entityId() });
export const deleteRuleParams = z.object({ id: entityId() });
