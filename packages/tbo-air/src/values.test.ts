import { describe, expect, it } from 'vitest';
import { tboDate, tboDateTime, tboNumber, toIsoDate } from './values';

describe('tboNumber', () => {
  it.each([
    [5, 5],
    ['5', 5],
    ['793.0000', 793],
    [' 12.36 ', 12.36],
  ])('reads %j as %j', (sent, read) => {
    expect(tboNumber.parse(sent)).toBe(read);
  });

  it.each(['', 'abc', null, true])('refuses %j', (sent) => {
    expect(tboNumber.safeParse(sent).success).toBe(false);
  });
});

describe('toIsoDate', () => {
  it.each([
    ['31AUG24', '2024-08-31'],
    ['29JUN17', '2017-06-29'],
    ['05jan2025', '2025-01-05'],
    ['2024-09-13T02:30:00', '2024-09-13T02:30:00'],
    ['2025-10-20T23:59:00.000', '2025-10-20T23:59:00.000'],
    ['2024-08-31', '2024-08-31'],
    ['/Date(1642234800000)/', '2022-01-15T08:20:00.000Z'],
    ['/Date(1642234800000+0530)/', '2022-01-15T08:20:00.000Z'],
  ])('reads %s as %s', (sent, read) => {
    expect(toIsoDate(sent)).toBe(read);
  });

  it.each(['', '0001-01-01T00:00:00'])('reads %j as no date', (sent) => {
    expect(toIsoDate(sent)).toBeNull();
  });

  it.each(['31FOO24', '31FEB24', 'tomorrow', '31/08/2024'])('refuses %s', (sent) => {
    expect(() => toIsoDate(sent)).toThrow(/not a date/);
  });
});

describe('tboDate and tboDateTime', () => {
  it('reads a missing or null date as null', () => {
    expect(tboDate.parse(undefined)).toBeNull();
    expect(tboDate.parse(null)).toBeNull();
  });

  it('fails the parse on a date it cannot read, rather than passing it on', () => {
    expect(tboDate.safeParse('soon').success).toBe(false);
  });

  it('requires a date-time where TBO always sends one', () => {
    expect(tboDateTime.parse('13SEP24')).toBe('2024-09-13');
    expect(tboDateTime.safeParse(null).success).toBe(false);
    expect(tboDateTime.safeParse('0001-01-01T00:00:00').success).toBe(false);
  });
});
