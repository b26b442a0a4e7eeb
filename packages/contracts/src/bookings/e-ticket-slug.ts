/**
 * The e-ticket slug of /flight/eTicket/{bookingSlug} (spec §2): base64 of `${bookingId}___${pnr}`.
 *
 * We encode standard base64 (with padding) as the spec says; decoding also takes the URL-safe
 * alphabet, missing padding and a percent-encoded slug, because links get copied, shortened and
 * re-encoded on the way. Standard base64 can hold '/' and '+', so build links with
 * `eTicketPath`, which percent-encodes the slug for the path.
 *
 * Browser-safe: btoa/atob and TextEncoder/TextDecoder only, no Buffer.
 */

export const TICKET_SLUG_SEPARATOR = '___';
/** Longer slugs are refused unread: no real booking id and PNR come near this. */
export const MAX_TICKET_SLUG_LENGTH = 200;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\s]/u;
const STANDARD = /^[A-Za-z0-9+/]+={0,2}$/;
const URL_SAFE = /^[A-Za-z0-9\-_]+={0,2}$/;

/** Why an id part is unusable, or undefined when it is fine. */
function partProblem(part: string): string | undefined {
  if (part === '') return 'is empty';
  // 'a_' + '___' + 'b' would read back as four underscores in a row: ambiguous.
  if (part.startsWith('_') || part.endsWith('_')) return 'starts or ends with _';
  if (part.includes(TICKET_SLUG_SEPARATOR)) return `contains ${TICKET_SLUG_SEPARATOR}`;
  if (CONTROL_OR_SPACE.test(part)) return 'contains spaces or control characters';
  return undefined;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Encodes a booking id and PNR. Throws on ids that could not be decoded back unambiguously
 * (empty, holding the separator, leading/trailing '_', whitespace) — that is a programming error.
 */
export function encodeTicketSlug(bookingId: string, pnr: string): string {
  for (const [name, part] of [
    ['bookingId', bookingId],
    ['pnr', pnr],
  ] as const) {
    const problem = partProblem(part);
    if (problem) throw new Error(`Cannot make an e-ticket slug: ${name} ${problem}`);
  }
  const slug = bytesToBase64(new TextEncoder().encode(`${bookingId}${TICKET_SLUG_SEPARATOR}${pnr}`));
  if (slug.length > MAX_TICKET_SLUG_LENGTH) throw new Error('Cannot make an e-ticket slug: ids are too long');
  return slug;
}

/** Turns any accepted spelling into padded standard base64, or null. */
function toStandardBase64(slug: string): string | null {
  const isStandard = STANDARD.test(slug);
  // Mixed alphabets ('+' with '-') are not something any encoder produces.
  if (!isStandard && !URL_SAFE.test(slug)) return null;
  const body = slug.replace(/=+$/, '');
  const padding = slug.length - body.length;
  if (padding > 0 && slug.length % 4 !== 0) return null;
  if (body.length % 4 === 1) return null;
  const standard = isStandard ? body : body.replace(/-/g, '+').replace(/_/g, '/');
  return standard.padEnd(Math.ceil(standard.length / 4) * 4, '=');
}

/** Decodes a slug; null, never a throw, for anything that is not a well-formed slug. */
export function decodeTicketSlug(slug: string): { bookingId: string; pnr: string } | null {
  if (typeof slug !== 'string' || slug === '' || slug.length > MAX_TICKET_SLUG_LENGTH) return null;
  let raw = slug;
  if (raw.includes('%')) {
    try {
      raw = decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  const base64 = toStandardBase64(raw);
  if (base64 === null) return null;
  let text: string;
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const at = text.indexOf(TICKET_SLUG_SEPARATOR);
  // A second separator, or a run of four or more underscores, makes the split ambiguous.
  if (at < 0 || at !== text.lastIndexOf(TICKET_SLUG_SEPARATOR)) return null;
  const bookingId = text.slice(0, at);
  const pnr = text.slice(at + TICKET_SLUG_SEPARATOR.length);
  if (partProblem(bookingId) || partProblem(pnr)) return null;
  return { bookingId, pnr };
}

/** The web path of an e-ticket (spec §2), with the slug made safe for a path segment. */
export function eTicketPath(bookingId: string, pnr: string): string {
  return `/flight/eTicket/${encodeURIComponent(encodeTicketSlug(bookingId, pnr))}`;
}
