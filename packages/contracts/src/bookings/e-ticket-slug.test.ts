import { describe, expect, it } from 'vitest';
import { decodeTicketSlug, encodeTicketSlug, eTicketPath, MAX_TICKET_SLUG_LENGTH } from './e-ticket-slug';

const b64 = (text: string) => btoa(text);

describe('encodeTicketSlug', () => {
  it('is standard base64 of id___pnr with padding (spec §2)', () => {
    expect(encodeTicketSlug('1234567', 'ABC123')).toBe(b64('1234567___ABC123'));
    expect(encodeTicketSlug('1', 'X')).toBe('MV9fX1g=');
  });

  it.each([
    ['1234567', 'ABC123'],
    ['bk_01HZX9', 'Q7P2LM'],
    ['a1b2c3d4-e5f6-7890-abcd-ef0123456789', 'ZZ9XYZ'],
    ['9', '1'],
    ['id-with-dash', 'p.n.r'],
  ])('round-trips %s / %s', (bookingId, pnr) => {
    expect(decodeTicketSlug(encodeTicketSlug(bookingId, pnr))).toEqual({ bookingId, pnr });
  });

  it.each([
    ['', 'ABC123', 'empty'],
    ['123', '', 'empty'],
    ['1___2', 'ABC', '___'],
    ['123_', 'ABC', '_'],
    ['123', '_ABC', '_'],
    ['12 3', 'ABC', 'spaces'],
    ['123', 'AB\nC', 'control'],
  ])('refuses ids it could not decode back: %j %j', (bookingId, pnr, why) => {
    expect(() => encodeTicketSlug(bookingId, pnr)).toThrow(why);
  });

  it('refuses ids whose slug would be over-long', () => {
    expect(() => encodeTicketSlug('1'.repeat(150), 'ABC')).toThrow('too long');
  });
});

describe('decodeTicketSlug', () => {
  // '>>>___???' encodes with '+' and '/' in standard base64, '-' and '_' in URL-safe.
  const id = '>>>';
  const pnr = '???';
  const standard = b64(`${id}___${pnr}`);

  it('reads the standard alphabet and its URL-safe twin', () => {
    expect(standard).toMatch(/[+/]/);
    const urlSafe = standard.replace(/\+/g, '-').replace(/\//g, '_');
    expect(decodeTicketSlug(standard)).toEqual({ bookingId: id, pnr });
    expect(decodeTicketSlug(urlSafe)).toEqual({ bookingId: id, pnr });
  });

  it('reads slugs with or without padding', () => {
    const padded = encodeTicketSlug('12', 'AB');
    expect(padded).toMatch(/=$/);
    expect(decodeTicketSlug(padded)).toEqual({ bookingId: '12', pnr: 'AB' });
    expect(decodeTicketSlug(padded.replace(/=+$/, ''))).toEqual({ bookingId: '12', pnr: 'AB' });
  });

  it('reads a percent-encoded slug', () => {
    const slug = encodeTicketSlug('12', 'AB');
    expect(decodeTicketSlug(encodeURIComponent(slug))).toEqual({ bookingId: '12', pnr: 'AB' });
    expect(decodeTicketSlug(encodeURIComponent(standard))).toEqual({ bookingId: id, pnr });
  });

  it.each([
    ['empty', ''],
    ['only a separator', b64('___')],
    ['a raw separator', '___'],
    ['no separator', b64('1234567ABC123')],
    ['an empty booking id', b64('___ABC123')],
    ['an empty pnr', b64('1234567___')],
    ['two separators', b64('1___2___3')],
    ['four underscores', b64('1____2')],
    ['a control character', b64('12\u000134___ABC')],
    ['a newline', b64('1234___ABC\n')],
    ['a space', b64('12 34___ABC')],
    ['not base64', 'not base64!'],
    ['a bad length', 'QUJDR'],
    ['padding in the middle', 'QQ==QQ=='],
    ['padding on a bad length', 'QUJ=='],
    ['mixed alphabets', 'ab+c-d__'],
    ['broken percent-encoding', '%E0%A4%A'],
    ['invalid UTF-8', b64('\u00ff\u00fe___\u00ff')],
    ['over-long', 'A'.repeat(MAX_TICKET_SLUG_LENGTH + 4)],
  ])('answers null for %s', (_why, slug) => {
    expect(decodeTicketSlug(slug)).toBeNull();
  });

  it('never throws on odd input', () => {
    for (const slug of ['=', '==', '====', '-', '_', '%', '%%', '\u0000', 'Zm9v\u0000', '🙂']) {
      expect(() => decodeTicketSlug(slug)).not.toThrow();
      expect(decodeTicketSlug(slug)).toBeNull();
    }
    expect(decodeTicketSlug(undefined as unknown as string)).toBeNull();
  });

  it('reads unicode ids written as UTF-8', () => {
    const bytes = new TextEncoder().encode('बुकिंग1___ABC');
    const slug = btoa(String.fromCharCode(...bytes));
    expect(decodeTicketSlug(slug)).toEqual({ bookingId: 'बुकिंग1', pnr: 'ABC' });
  });
});

describe('eTicketPath', () => {
  it('percent-encodes the slug for the path', () => {
    const path = eTicketPath('>>>', '???');
    expect(path.startsWith('/flight/eTicket/')).toBe(true);
    expect(path.slice('/flight/eTicket/'.length)).not.toMatch(/[/+=]/);
    expect(decodeTicketSlug(path.slice('/flight/eTicket/'.length))).toEqual({ bookingId: '>>>', pnr: '???' });
  });
});
