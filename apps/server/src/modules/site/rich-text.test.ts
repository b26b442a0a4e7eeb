import { describe, expect, it } from 'vitest';
import { hasText, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps formatting and safe links, opening in a new tab', () => {
    expect(
      sanitizeRichText('<h2>Refunds</h2><p><strong>7 days</strong> <a href="https://x.test/a">here</a></p>'),
    ).toBe(
      '<h2>Refunds</h2><p><strong>7 days</strong> <a href="https://x.test/a" target="_blank" rel="noopener noreferrer">here</a></p>',
    );
    expect(sanitizeRichText('<ul><li>One</li></ul><a href="mailto:a@b.test">mail</a>')).toContain(
      'href="mailto:a@b.test"',
    );
  });

  it('drops script, handlers, styles, images, frames and dangerous links', () => {
    const dirty =
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>' +
      '<a href="javascript:alert(1)">bad</a><iframe src="https://evil.test"></iframe><h1>Big</h1>';
    // A link that may not stay goes with its words: they were never meant to be read without it.
    expect(sanitizeRichText(dirty)).toBe('<p>Hi</p><h2>Big</h2>');
  });

  it('tells empty formatting from text', () => {
    expect(hasText('<p><br></p><ul><li> </li></ul>')).toBe(false);
    expect(hasText('<p>x</p>')).toBe(true);
  });
});
