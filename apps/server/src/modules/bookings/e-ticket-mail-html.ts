import { escapeHtml } from '@app/contracts';
import sanitizeHtml, { type Transformer } from 'sanitize-html';

/**
 * The e-ticket mail's HTML is written by the browser, so the server treats it as untrusted: it
 * keeps what an e-ticket needs (tables, text formatting, images and links of our own site) and
 * drops everything that could run, collect input, track the reader or load foreign content.
 */

const TAGS = [
  ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col'],
  ...['div', 'span', 'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li'],
  ...['b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'pre', 'blockquote', 'a', 'img'],
];

const CELL_ATTRIBUTES = ['colspan', 'rowspan', 'align', 'valign', 'width', 'height'];

/** Lengths, colours, keywords and quoted font names; no url(), expression(), escapes or at-rules. */
const CSS_VALUE = /^(?:[\w\s#%.,'"!+-]|(?:rgba?|hsla?)\([\d\s.,%]*\))*$/i;
const STYLE_PROPERTIES = [
  ...['color', 'background-color', 'font-family', 'font-size', 'font-weight', 'font-style'],
  ...['text-align', 'text-decoration', 'text-transform', 'vertical-align', 'line-height', 'white-space'],
  ...['width', 'max-width', 'min-width', 'height', 'max-height', 'display'],
  ...['margin', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left'],
  ...['padding', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left'],
  ...['border', 'border-top', 'border-right', 'border-bottom', 'border-left', 'border-collapse'],
  ...['border-color', 'border-width', 'border-style', 'border-spacing', 'border-radius'],
];
const STYLES = Object.fromEntries(STYLE_PROPERTIES.map((property) => [property, [CSS_VALUE]]));

/** Raster images inline; SVG is left out because mail clients differ in how they treat its scripts. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

export type MailOrigin = {
  /** the web app's address on this site, e.g. https://flightdeals.example/app: relative links resolve here */
  base: string;
  /** the site's own host names */
  hosts: string[];
};

/** An absolute http(s) address on one of the site's own hosts, or undefined for anything else. */
function ownUrl(value: string | undefined, origin: MailOrigin): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, origin.base);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && origin.hosts.includes(url.hostname.toLowerCase()) ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export function sanitizeTicketHtml(html: string, origin: MailOrigin): string {
  return sanitizeHtml(html, {
    allowedTags: TAGS,
    allowedAttributes: {
      '*': ['style', 'title'],
      table: ['border', 'cellpadding', 'cellspacing', 'width', 'align'],
      td: CELL_ATTRIBUTES,
      th: CELL_ATTRIBUTES,
      col: ['span', 'width'],
      a: ['href'],
      img: ['src', 'alt', 'width', 'height'],
    },
    allowedStyles: { '*': STYLES },
    allowedSchemes: ['https', 'http'],
    allowedSchemesByTag: { img: ['https', 'http', 'data'] },
    allowProtocolRelative: false,
    // A foreign image is a tracking pixel or someone else's content: transformTags takes its
    // source away, and the image goes with it.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
    transformTags: {
      img: ((tagName, attribs) => {
        const src = DATA_IMAGE.test(attribs.src ?? '') ? attribs.src : ownUrl(attribs.src, origin);
        return { tagName, attribs: src ? { ...attribs, src } : {} };
      }) satisfies Transformer,
      // Links may only lead back to our own site (the e-ticket); a foreign link keeps its text.
      a: ((tagName, attribs) => {
        const href = ownUrl(attribs.href, origin);
        return href
          ? { tagName, attribs: { href } }
          : { tagName: 'span', attribs: {} as Record<string, string> };
      }) satisfies Transformer,
    },
  });
}

export type MailSender = { name: string; email: string | null; siteName: string };

/** Who sent the mail, added by the server so that no sender can pass as the site itself. */
export function senderLine({ name, email, siteName }: MailSender) {
  return `Sent by ${name}${email ? ` (${email})` : ''} via ${siteName}.`;
}

/** The mail as it goes out: sanitised HTML and the plain text, each ending with the sender's footer. */
export function ticketMailBody(
  mail: { text: string; html: string },
  sender: MailSender,
  origin: MailOrigin,
): { text: string; html?: string } {
  const footer = senderLine(sender);
  const text = `${mail.text.trimEnd()}\n\n--\n${footer}`;
  if (mail.html.trim() === '') return { text };
  const html =
    `${sanitizeTicketHtml(mail.html, origin)}` +
    `<hr><p style="color:#616161;font-size:12px">${escapeHtml(footer)}</p>`;
  return { text, html };
}
