import { describe, expect, it } from 'vitest';
import { phoneMessage, toTelText } from './phone-value';

describe('phone values', () => {
  it('shows India by default and keeps a valid dial code', () => {
    expect(toTelText({ phoneNumber: '', phoneCountryCode: '' })).toBe('+91 ');
    expect(toTelText({ phoneNumber: '9876543210', phoneCountryCode: 'INVALID' })).toBe('+91 9876543210');
    expect(toTelText({ phoneNumber: '7700900123', phoneCountryCode: '44' })).toBe('+44 7700900123');
  });

  it('gives the spec §5 messages', () => {
    expect(phoneMessage({ phoneNumber: '', phoneCountryCode: '+91' }, true)).toBe(
      'Phone number is required!',
    );
    expect(phoneMessage({ phoneNumber: '', phoneCountryCode: '+91' }, false)).toBeUndefined();
    expect(phoneMessage({ phoneNumber: '12345', phoneCountryCode: '+91' }, false)).toBe(
      'Invalid Phone Number...',
    );
    expect(phoneMessage({ phoneNumber: '9876543210', phoneCountryCode: '+91' }, true)).toBeUndefined();
  });

  it('refuses numbers of the excluded countries', () => {
    expect(phoneMessage({ phoneNumber: '3012345678', phoneCountryCode: '+92' }, true)).toBe(
      'Invalid Phone Number...',
    );
  });
});
