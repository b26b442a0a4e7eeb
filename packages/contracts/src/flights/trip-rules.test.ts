import { describe, expect, it } from 'vitest';
import { effectiveReturnType, isDomesticTrip, specialFareOf, specialReturnAllowed } from './trip-rules';

describe('isDomesticTrip', () => {
  it('is domestic only when every airport is in the home country', () => {
    expect(isDomesticTrip(['IN', 'IN'], 'IN')).toBe(true);
    expect(isDomesticTrip(['IN', 'AE'], 'IN')).toBe(false);
    expect(isDomesticTrip(['AE', 'AE'], 'AE')).toBe(true);
  });

  it('counts an unknown airport, or none at all, as not domestic', () => {
    expect(isDomesticTrip(['IN', undefined], 'IN')).toBe(false);
    expect(isDomesticTrip(['IN', null], 'IN')).toBe(false);
    expect(isDomesticTrip([], 'IN')).toBe(false);
  });
});

describe('special return fares', () => {
  it('are for domestic round trips only', () => {
    expect(specialReturnAllowed({ journeyType: 2, isDomestic: true })).toBe(true);
    expect(specialReturnAllowed({ journeyType: 2, isDomestic: false })).toBe(false);
    expect(specialReturnAllowed({ journeyType: 1, isDomestic: true })).toBe(false);
    expect(specialReturnAllowed({ journeyType: 3, isDomestic: true })).toBe(false);
  });

  it('resolve the return type a search asks for', () => {
    expect(effectiveReturnType({ journeyType: 2, isDomestic: true, requested: 5 })).toBe(5);
    expect(effectiveReturnType({ journeyType: 2, isDomestic: true, requested: 3 })).toBe(3);
    expect(effectiveReturnType({ journeyType: 2, isDomestic: true })).toBe(2);
    expect(effectiveReturnType({ journeyType: 2, isDomestic: false, requested: 5 })).toBe(2);
    expect(effectiveReturnType({ journeyType: 1, isDomestic: true, requested: 5 })).toBeNull();
    expect(effectiveReturnType({ journeyType: 3, isDomestic: false })).toBeNull();
  });

  it('name the supplier’s special fare', () => {
    expect(specialFareOf(5)).toBe('lcc');
    expect(specialFareOf(3)).toBe('gds');
    expect(specialFareOf(2)).toBeUndefined();
    expect(specialFareOf(null)).toBeUndefined();
  });
});
