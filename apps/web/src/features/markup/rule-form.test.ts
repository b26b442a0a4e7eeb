import { MARKUP_MSG } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { emptyRuleForm, formatRuleValue, formToRule, ruleForm, ruleToForm } from './rule-form';

describe('rule form', () => {
  it('converts % to basis points and ₹ to paise, and back', () => {
    const rule = formToRule({ ...emptyRuleForm(), amount: '10', cabin: '4', groupId: 'g1' });
    expect(rule).toMatchObject({ value: 1000, cabinClass: 4, groupId: 'g1', validFrom: null });
    const fixed = formToRule({ ...emptyRuleForm(), valueType: 'fixed', amount: '1,299.5' });
    expect(fixed.value).toBe(129950);
    expect(formatRuleValue({ valueType: 'fixed', value: 129950 })).toBe('₹1,299.50');
    expect(formatRuleValue({ valueType: 'percentage', value: 250 })).toBe('2.5%');
    const back = ruleToForm({
      markupId: 'm1',
      kind: 'airlineSpecific',
      adjustment: 'markup',
      airlineCode: '6E',
      groupId: null,
      groupName: null,
      valueType: 'percentage',
      value: 250,
      per: 'booking',
      scope: 'all',
      cabinClass: null,
      validFrom: null,
      validTo: null,
      updatedAt: '2030-01-01T00:00:00Z',
    });
    expect(back).toMatchObject({ amount: '2.5', groupId: '', cabin: '' });
  });

  it('refuses zero, over 100% and dates in the wrong order', () => {
    const issues = (input: object) =>
      ruleForm.safeParse({ ...emptyRuleForm(), ...input }).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ amount: '0' })).toEqual([MARKUP_MSG.valuePositive]);
    expect(issues({ amount: '101' })).toEqual([MARKUP_MSG.percentTooHigh]);
    expect(issues({ amount: '5', validFrom: '2030-02-01', validTo: '2030-01-01' })).toEqual([
      MARKUP_MSG.validToBeforeFrom,
    ]);
    expect(issues({ amount: '5' })).toEqual([]);
  });
});
