import { MSG } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../test/fixtures';
import { needsPhonePrompt, otherValidPhones, phonesFormValues, phonesSchema, toPhoneNumbers } from './phones';

const withPhones = (phoneNumbers: typeof testUser.phoneNumbers) => ({ ...testUser, phoneNumbers });

describe('phone prompt rule', () => {
  it('prompts users without a Primary phone or with an unset / invalid dial code', () => {
    expect(needsPhonePrompt(withPhones([]))).toBe(true);
    expect(
      needsPhonePrompt(
        withPhones([{ label: 'Primary', phoneNumber: '9876543210', phoneCountryCode: 'INVALID' }]),
      ),
    ).toBe(true);
    expect(
      needsPhonePrompt(withPhones([{ label: 'Primary', phoneNumber: '9876543210', phoneCountryCode: '' }])),
    ).toBe(true);
    expect(
      needsPhonePrompt(
        withPhones([{ label: 'Secondary', phoneNumber: '9876543210', phoneCountryCode: '+91' }]),
      ),
    ).toBe(true);
  });

  it('leaves alone users with a valid primary phone, and visitors', () => {
    expect(needsPhonePrompt(testUser)).toBe(false);
    expect(needsPhonePrompt(null)).toBe(false);
  });
});

describe('phone numbers form', () => {
  const schema = phonesSchema(['Primary', 'Secondary']);
  const issues = (values: unknown) => {
    const result = schema.safeParse(values);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('requires a valid Primary number, with the spec messages', () => {
    expect(issues({ Primary: { phoneNumber: '', phoneCountryCode: '+91' } })).toEqual([
      ['Primary.phoneNumber', MSG.phoneRequired],
    ]);
    expect(issues({ Primary: { phoneNumber: '12', phoneCountryCode: '+91' } })).toEqual([
      ['Primary.phoneNumber', 'Invalid Phone Number...'],
    ]);
  });

  it('checks the other numbers only when typed', () => {
    const primary = { phoneNumber: '9876543210', phoneCountryCode: '+91' };
    expect(issues({ Primary: primary, Secondary: { phoneNumber: '', phoneCountryCode: '+91' } })).toEqual([]);
    expect(issues({ Primary: primary, Secondary: { phoneNumber: '5', phoneCountryCode: '+44' } })).toEqual([
      ['Secondary.phoneNumber', MSG.invalidPhone],
    ]);
  });

  it("starts unset or INVALID dial codes as India's", () => {
    const user = withPhones([{ label: 'Primary', phoneNumber: '98', phoneCountryCode: 'INVALID' }]);
    expect(phonesFormValues(user)).toEqual({
      Primary: { phoneNumber: '98', phoneCountryCode: '+91' },
      Secondary: { phoneNumber: '', phoneCountryCode: '+91' },
      Emergency: { phoneNumber: '', phoneCountryCode: '+91' },
    });
  });

  it('sends only typed numbers, labelled', () => {
    expect(
      toPhoneNumbers({
        Primary: { phoneNumber: '9876543210', phoneCountryCode: '+91' },
        Emergency: { phoneNumber: ' ', phoneCountryCode: '+91' },
      }),
    ).toEqual([{ label: 'Primary', phoneNumber: '9876543210', phoneCountryCode: '+91' }]);
  });

  it('keeps the other valid numbers when the prompt replaces Primary', () => {
    const user = withPhones([
      { label: 'Primary', phoneNumber: '1', phoneCountryCode: 'INVALID' },
      { label: 'Secondary', phoneNumber: '7911123456', phoneCountryCode: '+44' },
      { label: 'Emergency', phoneNumber: '1', phoneCountryCode: '+91' },
    ]);
    expect(otherValidPhones(user, 'Primary')).toEqual({
      Secondary: { phoneNumber: '7911123456', phoneCountryCode: '+44' },
    });
  });
});
