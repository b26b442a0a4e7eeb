import sanitizeHtml from 'sanitize-html';

/**
 * What staff may format in policies and the popup: paragraphs, two heading levels, emphasis, lists,
 * quotes and links (web, mail and phone only, opening in a new tab). Everything else (scripts,
 * styles, attributes, images, iframes) is dropped, its text kept.
 */
const RULES: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    div: 'p',
    h1: 'h2',
    h4: 'h3',
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RULES).trim();

/** Whether formatted text says anything once its tags are gone. */
export const hasText = (html: string): boolean =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
