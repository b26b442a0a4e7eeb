import { escapeHtml } from '@app/contracts';
import type { SiteRow } from '../../modules/site/site.schema';
import type { Mail, MailAttachment } from '../../platform/mailer';

/** What a buyer mail shows of the site: its name, support contacts, money and clock. */
export type MailSite = Pick<
  SiteRow,
  'brandingLabel' | 'adminEmail' | 'adminContact' | 'currency' | 'homeCountry' | 'timeZone'
>;

/** One paragraph of a mail: its text, and a link under it. */
export type Paragraph = { text: string; link?: { label: string; href: string } };

/**
 * A buyer mail in the site's name: the paragraphs as text and as HTML (escaped), then the site's
 * support contacts and brand.
 */
export function composeMail(
  site: MailSite,
  to: string,
  subject: string,
  paragraphs: Paragraph[],
  attachments: MailAttachment[] = [],
): Mail {
  const support = [site.adminEmail, site.adminContact].filter(Boolean).join(' · ');
  const e = escapeHtml;
  const text = [
    ...paragraphs.map((p) =>
      [p.text, p.link ? `${p.link.label}: ${p.link.href}` : ''].filter(Boolean).join('\n'),
    ),
    ...(support ? [`Support: ${support}`] : []),
    site.brandingLabel,
  ].join('\n\n');
  const html = [
    ...paragraphs.map(
      (p) =>
        `<p>${e(p.text)}${p.link ? `${p.text ? '<br>' : ''}<a href="${e(p.link.href)}">${e(p.link.label)}</a>` : ''}</p>`,
    ),
    support ? `<p style="color:#616161;font-size:12px">Support: ${e(support)}</p>` : '',
    `<p>${e(site.brandingLabel)}</p>`,
  ].join('');
  return {
    to,
    subject: `${subject} - ${site.brandingLabel}`,
    text,
    html,
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}
