import { MSG, type UserView, updateDetailsForm } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { changeDetailsValues } from './change-details-form';

const agent = {
  users_id: 'u1',
  firstName: 'Arjun',
  lastName: null,
  email: 'agent@example.test',
  phoneNumbers: [{ label: 'Primary', phoneNumber: '9876543210', phoneCountryCode: 'INVALID' }],
  userType: 'travelAgent',
  companyName: 'Arjun Tours',
  panNumber: null,
  gstNumber: null,
} as unknown as UserView;

const errorsOf = (values: object) => {
  const result = updateDetailsForm('travelAgent').safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('change details form', () => {
  it('starts from the customer, with India for an unset phone code and blanks for missing phones', () => {
    const values = changeDetailsValues(agent);
    expect(values.primaryPhone).toEqual({ phone: '9876543210', phoneCode: '+91' });
    expect(values.secondaryPhone).toEqual({ phone: '', phoneCode: '+91' });
    expect(values.lastName).toBe('');
    expect(errorsOf(values)).toEqual({});
  });

  it('shows the §5 messages by field', () => {
    const values = changeDetailsValues(agent);
    expect(errorsOf({ ...values, primaryPhone: { phone: '12345', phoneCode: '+91' } })).toEqual({
      'primaryPhone.phone': MSG.validPhone,
    });
    expect(errorsOf({ ...values, email: '', primaryPhone: { phone: '', phoneCode: '+91' } })).toEqual({
      email: MSG.emailOrPrimaryPhone,
      'primaryPhone.phone': MSG.emailOrPrimaryPhone,
    });
    expect(errorsOf({ ...values, companyName: ' ', firstName: '' })).toEqual({
      firstName: MSG.required,
      companyName: MSG.required,
    });
  });
});
