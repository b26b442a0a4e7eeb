import { describe, expect, it } from 'vitest';
import { parseInputDate, tidyInputDate, toInputDate, typingDate } from './input-dates';

describe('reading a typed date (day first, as the site shows dates)', () => {
  it.each([
    ['01/12/2026', '2026-12-01'],
    ['1/12/2026', '2026-12-01'],
    [' 1/2/2027 ', '2027-02-01'],
    ['01122026', '2026-12-01'],
    ['1-12-2026', '2026-12-01'],
    ['01-12-2026', '2026-12-01'],
    ['01.12.2026', '2026-12-01'],
    ['1.2.2027', '2027-02-01'],
    ['01 12 2026', '2026-12-01'],
    ['01  12  2026', '2026-12-01'],
    ['01 / 12 / 2026', '2026-12-01'],
    ['29/02/2028', '2028-02-29'],
    ['31/12/1950', '1950-12-31'],
  ])('reads %j as %s', (typed, iso) => {
    expect(parseInputDate(typed)).toBe(iso);
  });

  it.each([
    ['31/02/2027', 'no 31 February'],
    ['29/02/2027', 'not a leap year'],
    ['32/01/2027', 'no 32nd'],
    ['00/01/2027', 'no day 0'],
    ['10/13/2027', 'no 13th month'],
    ['01/12/26', 'a two-digit year'],
    ['011226', 'a two-digit year in digits alone'],
    ['1122026', 'seven digits: 1/12/2026 or 11/2/2026'],
    ['011220261', 'nine digits'],
    ['2026-12-01', 'year first'],
    ['01/12', 'no year'],
    ['01/12/2026/', 'a separator left over'],
    ['ab/cd/efgh', 'letters'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (typed) => {
    expect(parseInputDate(typed)).toBeNull();
  });

  it('writes a date back as the field shows it, and tidies what it can read', () => {
    expect(toInputDate('2026-12-01T00:00:00')).toBe('01/12/2026');
    expect(toInputDate('')).toBe('');
    expect(tidyInputDate('1-2-2027')).toBe('01/02/2027');
    expect(tidyInputDate('01122026')).toBe('01/12/2026');
    expect(tidyInputDate('31/02/2027')).toBe('31/02/2027');
  });
});

describe('the slashes going in as a date is typed', () => {
  it('lays digits out as dd/MM/yyyy key by key', () => {
    const typed = '01122026';
    const shown: string[] = [];
    let text = '';
    for (const key of typed) {
      text = typingDate(text + key);
      shown.push(text);
    }
    expect(shown).toEqual(['0', '01', '01/1', '01/12', '01/12/2', '01/12/20', '01/12/202', '01/12/2026']);
  });

  it('keeps a slash typed after the day or the month, and deleting stays deleting', () => {
    expect(typingDate('01/')).toBe('01/');
    expect(typingDate('01/12/')).toBe('01/12/');
    expect(typingDate('01/12/2')).toBe('01/12/2');
    // Backspace from 01/12/2 → 01/12/ → 01/12 → 01/1 → 01/ → 01.
    for (const text of ['01/12/', '01/12', '01/1', '01/', '01', '0', '']) expect(typingDate(text)).toBe(text);
  });

  it('lays out pasted digits', () => {
    expect(typingDate('01122026')).toBe('01/12/2026');
  });

  it('leaves alone what a person separated themselves, edits inside a date and too many digits', () => {
    for (const text of [
      '1/',
      '1/12/2026',
      '1-12-2026',
      '01.12.2026',
      '01 12 2026',
      '01/123/2026',
      '0112/2026',
      '011220261',
      '01/12/20261',
    ])
      expect(typingDate(text)).toBe(text);
  });
});
