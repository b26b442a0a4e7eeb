import { describe, expect, it } from 'vitest';
import { sanitizeTicketHtml, ticketMailBody } from './e-ticket-mail-html';

const origin = { base: 'https://deals.example/app', hosts: ['deals.example', 'www.deals.example'] };
const clean = (html: string) => sanitizeTicketHtml(html, origin);
const PIXEL = 'data:image/png;base64,iVBORw0KGgo=';

describe('e-ticket mail HTML', () => {
  it('keeps the tables and inline styles an e-ticket is made of', () => {
    const html =
      '<div style="font-family:Arial,Helvetica,sans-serif;color:#212121"><table style="border-collapse:collapse;width:100%">' +
      '<tr><th style="padding:4px 8px;border-bottom:1px solid #e0e0e0">Passenger</th><td colspan="2"><b>Riya</b></td></tr></table></div>';
    expect(clean(html)).toBe(html);
  });

  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an event handler', '<p onclick="steal()">Hi</p>', '<p>Hi</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">Pay</a>', '<span>Pay</span>'],
    ['a form', '<form action="https://evil.example"><input name="card">Card</form>', 'Card'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    ['a style sheet', '<style>p{background:url(https://evil.example/t.gif)}</style><p>x</p>', '<p>x</p>'],
    ['a foreign image', '<img src="https://evil.example/track.gif"><p>x</p>', '<p>x</p>'],
    ['a protocol-relative image', '<img src="//evil.example/t.gif"><p>x</p>', '<p>x</p>'],
    ['an SVG data image', '<img src="data:image/svg+xml;base64,PHN2Zz4="><p>x</p>', '<p>x</p>'],
    ['a link elsewhere', '<a href="https://evil.example/login">Log in</a>', '<span>Log in</span>'],
    [
      'a url() in a style',
      '<p style="background-color:red;background:url(https://evil.example/t)">x</p>',
      '<p style="background-color:red">x</p>',
    ],
    ['an escaped url() in a style', '<p style="color:\\75rl(https://evil.example/t)">x</p>', '<p>x</p>'],
  ])('drops %s', (_, html, expected) => {
    expect(clean(html)).toBe(expected);
  });

  it('keeps images and links of our own site, and inline raster images', () => {
    expect(clean('<img src="/app/brand/logo.png" alt="">')).toBe(
      '<img src="https://deals.example/app/brand/logo.png" alt="" />',
    );
    expect(clean('<img src="https://www.deals.example/logo.png">')).toBe(
      '<img src="https://www.deals.example/logo.png" />',
    );
    expect(clean(`<img src="${PIXEL}">`)).toBe(`<img src="${PIXEL}" />`);
    expect(clean('<a href="https://deals.example/app/flight/eTicket/abc?hp=1">View</a>')).toBe(
      '<a href="https://deals.example/app/flight/eTicket/abc?hp=1">View</a>',
    );
  });

  it('ends the text and the HTML with the sending account, escaped', () => {
    const body = ticketMailBody(
      { text: 'PNR ABC123\n', html: '<p>PNR ABC123</p>' },
      { name: 'Riya <Sharma>', email: 'riya@example.test', siteName: 'Flight Deals' },
      origin,
    );
    expect(body.text).toBe('PNR ABC123\n\n--\nSent by Riya <Sharma> (riya@example.test) via Flight Deals.');
    expect(body.html).toContain('<p>PNR ABC123</p><hr>');
    expect(body.html).toContain('Sent by Riya &#60;Sharma&#62; (riya@example.test) via Flight Deals.');
  });

  it('sends text only when no HTML was written, and leaves out an unknown e-mail', () => {
    const body = ticketMailBody(
      { text: 'PNR', html: ' ' },
      { name: 'Arun', email: null, siteName: 'Partner Travels' },
      origin,
    );
    expect(body).toEqual({ text: 'PNR\n\n--\nSent by Arun via Partner Travels.' });
  });
});
