/**
 * Text a user wrote that goes out in a mail in the site's name (the e-ticket mail's note, the
 * sender's name): plain text a reader cannot be tricked by. Control characters are refused by the
 * API before this (platform/control-characters.ts); this drops what is left that hides or reorders
 * text (C1 controls, bidirectional overrides, zero-width spaces; the joiners Indic scripts and emoji
 * need stay), and writes every address so that no mail client makes a link of it
 * (`https[:]//evil[.]example`): the mail may carry the sender's words, never their links.
 */

const HIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** A host name (evil.example, www.evil.example, IDN too) or an IPv4 address, not inside a longer word. */
const HOST =
  /(?<![\p{L}\p{N}_-])(?:(?:[\p{L}\p{N}_-]+[.\u3002])+\p{L}{2,}|\d{1,3}(?:\.\d{1,3}){3})(?![\p{L}\p{N}_-])/gu;

/** The address of `text` written so that no mail client links it. */
function unlinked(text: string): string {
  return text.replace(/:\/\//g, '[:]//').replace(HOST, (host) => host.replace(/[.\u3002]/g, '[.]'));
}

/** A note as it goes out: one line ending, hidden characters dropped, at most one blank line in a row, unlinked. */
export function plainNote(text: string): string {
  const visible = text
    // Full-width dots and letters become the ASCII a reader sees in them, so no address slips through.
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(HIDDEN, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return unlinked(visible);
}
