import { describe, expect, it } from 'vitest';
import { plainNote } from './plain-note';

describe('plainNote: what a sender writes, as a mail in the site name shows it', () => {
  it.each([
    [
      'a web address',
      'Log in at https://evil.example/login now',
      'Log in at https[:]//evil[.]example/login now',
    ],
    ['a bare host', 'see www.evil.example or evil.co.uk.', 'see www[.]evil[.]example or evil[.]co[.]uk.'],
    ['an e-mail address', 'write to pay@evil.example', 'write to pay@evil[.]example'],
    ['an IP address', 'http://10.0.0.1:8080/x', 'http[:]//10[.]0[.]0[.]1:8080/x'],
    ['a full-width dot', 'evil．example', 'evil[.]example'],
    ['an ideographic dot', 'evil。example', 'evil[.]example'],
    ['an internationalised host', 'пример.рф', 'пример[.]рф'],
  ])('unlinks %s', (_, text, expected) => {
    expect(plainNote(text)).toBe(expected);
  });

  it('leaves ordinary sentences, times, prices and abbreviations alone', () => {
    const text = 'Flight at 5.30pm, e.g. gate 4. Fare ₹1,234.50 paid.';
    expect(plainNote(text)).toBe(text);
  });

  it('drops characters that hide or reorder text, and keeps the joiners scripts need', () => {
    expect(plainNote('safe\u202egnp.exe\u200b\u00ad\ufeff\u0085')).toBe('safegnp[.]exe');
    expect(plainNote('क्‍ष 👩‍👩‍👧')).toBe('क्‍ष 👩‍👩‍👧');
  });

  it('trims, keeps line breaks (at most one blank line) and turns tabs into spaces', () => {
    expect(plainNote('  \r\nHello\tRiya,\r\n\r\n\r\n\r\nSee you.\n  ')).toBe('Hello Riya,\n\nSee you.');
  });
});
