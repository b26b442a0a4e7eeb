import { describe, expect, it } from 'vitest';
import { toFieldValue } from './FormTextField';

describe('number-type fields', () => {
  it('convert their input to an integer (spec §5)', () => {
    expect(toFieldValue('42', 'number')).toBe(42);
    expect(toFieldValue('7.9', 'number')).toBe(7);
    expect(toFieldValue('', 'number')).toBe('');
  });

  it('leave other fields as typed', () => {
    expect(toFieldValue('42', 'text')).toBe('42');
    expect(toFieldValue('42', undefined)).toBe('42');
  });
});
