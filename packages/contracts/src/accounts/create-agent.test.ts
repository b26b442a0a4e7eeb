import { describe, expect, it } from 'vitest';
import { MSG } from '../common/messages';
import { newCustomer } from './create-agent';

const errorsOf = (input: unknown) => {
  const result = newCustomer.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('create-agent form rules (spec §5)', () => {
  it('needs only a first name and one of phone or email', () => {
    expect(errorsOf({ firstName: 'Asha', email: 'asha@example.com' })).toEqual({});
    expect(errorsOf({ firstName: 'Asha', phone: '9876543210', phoneCode: '+91' })).toEqual({});
  });

  it("says 'This is required field.' for a missing or blank first name", () => {
    expect(errorsOf({ email: 'a@b.c' }).firstName).toBe(MSG.required);
    expect(errorsOf({ firstName: '  ', email: 'a@b.c' }).firstName).toBe(MSG.required);
  });

  it("says 'Either phone or email is required.' under both when both are empty", () => {
    const errors = errorsOf({ firstName: 'Asha', email: '', phone: '' });
    expect(errors.email).toBe(MSG.phoneOrEmail);
    expect(errors.phone).toBe(MSG.phoneOrEmail);
  });

  it('checks the email only when given, and leaves the top-level domain unchecked', () => {
    expect(errorsOf({ firstName: 'Asha', email: 'not-an-email' }).email).toBeTruthy();
    expect(errorsOf({ firstName: 'Asha', email: 'asha@localhost' })).toEqual({});
  });

  it('validates the phone with its code', () => {
    expect(errorsOf({ firstName: 'Asha', phone: '123', phoneCode: '+91' }).phone).toBe(MSG.invalidPhone);
  });
});
