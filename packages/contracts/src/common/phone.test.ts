import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { checkPhone, dialCodeOf, hasValidCountryCode, phoneEntry, stripDialCode } from './phone';

describe('checkPhone', () => {
  it('accepts a valid Indian mobile with or without the plus', () => {
    expect(checkPhone('9876543210', '+91')).toMatchObject({ ok: true, country: 'IN', e164: '+919876543210' });
    expect(checkPhone('98765 43210', '91')).toMatchObject({ ok: true, country: 'IN' });
  });

  it('strips a dial code typed into the number', () => {
    expect(checkPhone('+919876543210', '+91')).toMatchObject({ ok: true, e164: '+919876543210' });
  });

  it("says 'Phone number is required!' for an empty number", () => {
    expect(checkPhone('', '+91')).toEqual({ ok: false, message: MSG.phoneRequired });
    expect(checkPhone('   ', '+91')).toEqual({ ok: false, message: MSG.phoneRequired });
    expect(checkPhone(undefined, '+91')).toEqual({ ok: false, message: MSG.phoneRequired });
  });

  it("says 'Invalid Phone Number...' for a bad number or code", () => {
    expect(checkPhone('12345', '+91')).toEqual({ ok: false, message: MSG.invalidPhone });
    expect(checkPhone('9876543210', 'INVALID')).toEqual({ ok: false, message: MSG.invalidPhone });
    expect(checkPhone('9876543210', '')).toEqual({ ok: false, message: MSG.invalidPhone });
  });

  it.each([
    ['Pakistan', '+92', '3001234567'],
    ['Afghanistan', '+93', '701234567'],
    ['Iran', '+98', '9121234567'],
  ])('refuses %s, an excluded country', (_name, code, number) => {
    expect(checkPhone(number, code)).toEqual({ ok: false, message: MSG.invalidPhone });
  });

  it('accepts other countries', () => {
    expect(checkPhone('2025550123', '+1')).toMatchObject({ ok: true, country: 'US' });
    expect(checkPhone('501234567', '+971')).toMatchObject({ ok: true, country: 'AE' });
  });
});

describe('phone helpers', () => {
  it('knows dial codes', () => {
    expect(dialCodeOf('IN')).toBe('+91');
    expect(dialCodeOf('in')).toBe('+91');
    expect(dialCodeOf('XX')).toBeUndefined();
  });

  it('strips +91, 0091 and leaves a bare number alone', () => {
    expect(stripDialCode('+91 98765-43210', '+91')).toBe('9876543210');
    expect(stripDialCode('00919876543210', '+91')).toBe('9876543210');
    expect(stripDialCode('9876543210', '+91')).toBe('9876543210');
  });

  it('treats INVALID and empty country codes as unset', () => {
    expect(hasValidCountryCode('+91')).toBe(true);
    expect(hasValidCountryCode('INVALID')).toBe(false);
    expect(hasValidCountryCode('')).toBe(false);
    expect(hasValidCountryCode(null)).toBe(false);
  });

  it('puts the phone error under phoneNumber', () => {
    const result = phoneEntry.safeParse({ label: 'Primary', phoneNumber: '1', phoneCountryCode: '+91' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['phoneNumber'], message: MSG.invalidPhone });
  });
});
