import type { Mail } from '../../platform/mailer';
import type { SiteRow } from '../site/site.schema';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function linkMail(
  site: SiteRow,
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
): Mail {
  const name = site.brandingLabel;
  return {
    to,
    subject: `${subject} - ${name}`,
    text: `${intro}\n\n${action}: ${link}\n\nThe link works once and expires in 24 hours. If you did not ask for it, ignore this mail.\n\n${name}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>The link works once and expires in 24 hours. If you did not ask for it, ignore this mail.</p><p>${escapeHtml(name)}</p>`,
  };
}

export type SetPasswordReason = 'signup' | 'forgot' | 'created';

export const setPasswordMail = (site: SiteRow, to: string, link: string, reason: SetPasswordReason) =>
  linkMail(
    site,
    to,
    reason === 'forgot' ? 'Reset your password' : 'Set your password',
    reason === 'forgot'
      ? 'We received a request to reset the password of your account.'
      : reason === 'created'
        ? `An account was created for you on ${site.brandingLabel}.`
        : `Welcome to ${site.brandingLabel}! Your account is ready.`,
    'Set your password',
    link,
  );

export const loginLinkMail = (site: SiteRow, to: string, link: string) =>
  linkMail(site, to, 'Your login link', 'Use this link to log in to your account.', 'Log in', link);
