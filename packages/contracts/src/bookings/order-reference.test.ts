import { describe, expect, it } from 'vitest';
import { formatOrderReference, ORDER_REFERENCE_PATTERN, siteShortCode } from './order-reference';

describe('order references', () => {
  it('read as the site code, the two-digit year and a six-digit sequence', () => {
    expect(formatOrderReference('FLD', 2026, 42)).toBe('FLD-26-000042');
    expect(formatOrderReference('PTR', 2030, 1)).toBe('PTR-30-000001');
    expect(formatOrderReference('FLD', 2100, 7)).toBe('FLD-00-000007');
    // A busy year grows a digit rather than wrapping round to a number already given.
    expect(formatOrderReference('FLD', 2026, 1_234_567)).toBe('FLD-26-1234567');
    expect(ORDER_REFERENCE_PATTERN.test('FLD-26-000042')).toBe(true);
    expect(ORDER_REFERENCE_PATTERN.test('FD0A1B2C3D4E5F6A7B8C9D')).toBe(false);
  });

  it('give a new site a code from the letters of its name', () => {
    expect(siteShortCode('Partner Travels LLP')).toBe('PAR');
    expect(siteShortCode('  4 Seasons & Co')).toBe('SEA');
    expect(siteShortCode('42')).toBe('ORD');
  });
});
