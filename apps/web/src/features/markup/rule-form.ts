import {
  MARKUP_MSG,
  type MarkupRule,
  type MarkupRuleInput,
  MSG,
  OWN_MSG,
  RULE_CABINS,
  ruleValueProblem,
} from '@app/contracts';
import { z } from 'zod';
import { formatSiteMoney } from '../../app/site-money';

/** Percent to basis points and rupees to paise are both a factor of 100. */
const SCALE = 100;

/** The rule dialog's fields: the amount typed as % or ₹, the rest as the selects hold them. */
export const ruleForm = z
  .object({
    markupId: z.string().optional(),
    adjustment: z.enum(['markup', 'discount']),
    airlineCode: z.string().nullable(),
    /** '' for all groups */
    groupId: z.string(),
    valueType: z.enum(['percentage', 'fixed']),
    amount: z.string().trim().min(1, MSG.required),
    per: z.enum(['passenger', 'booking']),
    scope: z.enum(['all', 'domestic', 'international']),
    /** '' for any cabin */
    cabin: z.string(),
    validFrom: z.string(),
    validTo: z.string(),
  })
  .superRefine((form, ctx) => {
    const value = toValue(form.amount);
    const problem = Number.isNaN(value) ? OWN_MSG.notANumber : ruleValueProblem(form.valueType, value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
    if (form.validFrom && form.validTo && form.validTo < form.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: MARKUP_MSG.validToBeforeFrom });
  });
export type RuleForm = z.infer<typeof ruleForm>;

const toValue = (amount: string) => {
  const n = Number(amount.replaceAll(',', ''));
  return Number.isFinite(n) && amount.trim() !== '' ? Math.round(n * SCALE) : Number.NaN;
};

export const emptyRuleForm = (): RuleForm => ({
  adjustment: 'markup',
  airlineCode: null,
  groupId: '',
  valueType: 'percentage',
  amount: '',
  per: 'booking',
  scope: 'all',
  cabin: '',
  validFrom: '',
  validTo: '',
});

export const ruleToForm = (rule: MarkupRule): RuleForm => ({
  markupId: rule.markupId,
  adjustment: rule.adjustment,
  airlineCode: rule.airlineCode,
  groupId: rule.groupId ?? '',
  valueType: rule.valueType,
  amount: String(rule.value / SCALE),
  per: rule.per,
  scope: rule.scope,
  cabin: rule.cabinClass === null ? '' : String(rule.cabinClass),
  validFrom: rule.validFrom ?? '',
  validTo: rule.validTo ?? '',
});

const CABIN_CODES = [2, 3, 4, 6] as const;
const cabinOf = (cabin: string) => CABIN_CODES.find((code) => String(code) === cabin) ?? null;

export const formToRule = (form: RuleForm): MarkupRuleInput => ({
  markupId: form.markupId,
  adjustment: form.adjustment,
  airlineCode: form.airlineCode,
  groupId: form.groupId || null,
  valueType: form.valueType,
  value: toValue(form.amount),
  per: form.per,
  scope: form.scope,
  cabinClass: cabinOf(form.cabin),
  validFrom: form.validFrom || null,
  validTo: form.validTo || null,
});

/** Server field names where the form names them differently. */
export const formFieldOf = (key: string) => ({ value: 'amount', cabinClass: 'cabin' })[key] ?? key;

/** "10%" or "₹299.50" (in the site's currency), as staff typed it. */
export const formatRuleValue = (rule: Pick<MarkupRule, 'valueType' | 'value'>) =>
  rule.valueType === 'percentage' ? `${rule.value / SCALE}%` : formatSiteMoney(rule.value);

export const cabinLabel = (cabinClass: number | null) =>
  cabinClass === null
    ? 'Any cabin'
    : (RULE_CABINS[cabinClass as keyof typeof RULE_CABINS] ?? String(cabinClass));
