import { MSG } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { AGENT_TYPE_OPTIONS, createAgentForm, formFieldOf } from './create-agent-form';

const blank = { firstName: '', lastName: '', email: '', phone: '', phoneCode: '+91', companyName: '' };
const issues = (customer: Record<string, string>, userType = 'travelAgent') => {
  const result = createAgentForm.safeParse({ userType, customer });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('create-agent form (spec §5)', () => {
  it('requires a first name and either phone or email', () => {
    expect(issues(blank)).toEqual({
      'customer.firstName': MSG.required,
      'customer.email': 'Either phone or email is required.',
      'customer.phone': 'Either phone or email is required.',
    });
  });

  it('takes an email alone, and checks it is valid', () => {
    expect(issues({ ...blank, firstName: 'Ann', email: 'ann@agency' })).toEqual({});
    expect(issues({ ...blank, firstName: 'Ann', email: 'not-an-email' })).toHaveProperty('customer.email');
  });

  it('takes a valid phone alone', () => {
    expect(issues({ ...blank, firstName: 'Ann', phone: '9876543210' })).toEqual({});
    expect(issues({ ...blank, firstName: 'Ann', phone: '98' })).toEqual({
      'customer.phone': MSG.invalidPhone,
    });
  });

  it('offers B2c (retail) and B2B (travel agent)', () => {
    expect(AGENT_TYPE_OPTIONS).toEqual([
      { value: 'retail', label: 'B2c' },
      { value: 'travelAgent', label: 'B2B' },
    ]);
    expect(issues({ ...blank, firstName: 'A', email: 'a@b' }, 'staff')).toHaveProperty('userType');
  });

  it('maps the server field keys (shortError) onto the form fields', () => {
    expect(formFieldOf('email')).toBe('customer.email');
    expect(formFieldOf('userData.customer.phone')).toBe('customer.phone');
    expect(formFieldOf('userData.userType')).toBe('userType');
  });
});
