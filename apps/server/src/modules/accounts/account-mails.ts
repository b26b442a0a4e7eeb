import { escapeHtml } from '@app/contracts';
import type { Mail } from '../../platform/mailer';
import type { SiteRow } from '../site/site.schema';

/** How long each kind of mailed link works: a reset or login link briefly, a new account's first link a day. */
export const LINK_HOURS = { forgot: 1, login: 1, signup: 24, created: 24 } as const;

const hoursText = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/** A plain mail of a few paragraphs, the site's name at the foot; `link` adds one call to action. */
function mail(site: SiteRow, to: string, subject: string, paragraphs: string[], link?: Link): Mail {
  const name = site.brandingLabel;
  const text = [...paragraphs];
  const html = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (link) {
    text.splice(1, 0, `${link.action}: ${link.href}`);
    html.splice(1, 0, `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.action)}</a></p>`);
  }
  return {
    to,
    subject: `${subject} - ${name}`,
    text: [...text, name].join('\n\n'),
    html: [...html, `<p>${escapeHtml(name)}</p>`].join(''),
  };
}
type Link = { action: string; href: string };

const oneTimeLink = (hours: number) =>
  `The link works once and expires in ${hoursText(hours)}. If you did not ask for it, ignore this mail.`;

export type SetPasswordReason = 'signup' | 'forgot' | 'created';

export const setPasswordMail = (site: SiteRow, to: string, link: string, reason: SetPasswordReason) =>
  mail(
    site,
    to,
    reason === 'forgot' ? 'Reset your password' : 'Set your password',
    [
      reason === 'forgot'
        ? 'We received a request to reset the password of your account.'
        : reason === 'created'
          ? `An account was created for you on ${site.brandingLabel}.`
          : `Welcome to ${site.brandingLabel}! Your account is ready.`,
      oneTimeLink(LINK_HOURS[reason]),
    ],
    { action: 'Set your password', href: link },
  );

export const loginLinkMail = (site: SiteRow, to: string, link: string) =>
  mail(
    site,
    to,
    'Your login link',
    ['Use this link to log in to your account.', oneTimeLink(LINK_HOURS.login)],
    { action: 'Log in', href: link },
  );

/** To a newcomer who signed up with a password: the account works at once. */
export const welcomeMail = (site: SiteRow, to: string, base: string) =>
  mail(
    site,
    to,
    'Your account is ready',
    [
      `Welcome to ${site.brandingLabel}! Your account is ready: log in with your email and the password you chose.`,
      'If you did not sign up, ignore this mail or contact support.',
    ],
    { action: 'Log in', href: `${base}/login` },
  );

/**
 * The code a client the account has not seen sign in needs, with the password, once strangers' failed
 * attempts have filled the account's ceiling. Mailed before any password is checked: it must not
 * say the password was right.
 */
export const loginCodeMail = (site: SiteRow, to: string, code: string, minutes: number) =>
  mail(site, to, 'Your sign-in code', [
    `Your sign-in code is ${code}.`,
    `Many sign-in attempts on your account failed recently, so logging in from a new device or network needs this code as well as your password. It works once, from where you asked for it, and expires in ${minutes} minutes.`,
    'If you did not try to log in, ignore this mail; someone may be guessing your password, so consider changing it.',
  ]);

/**
 * To the owner of an address someone tried to sign up with: the sign-up answered as if it worked, so
 * only the owner learns that the account exists, and how to get back in if it was them: a one-time
 * login link (none for a blocked account), else the login page.
 */
export const signupAttemptMail = (site: SiteRow, to: string, base: string, loginLink?: string) =>
  mail(
    site,
    to,
    'Someone tried to sign up with your email',
    [
      `Someone, perhaps you, tried to create an account on ${site.brandingLabel} with this email address, but you already have one, so nothing was changed.`,
      loginLink
        ? `If it was you, log in with this link; it works once and expires in ${hoursText(LINK_HOURS.login)}. Or log in with your password at ${base}/login, where "Forgot password?" sends a link to set a new one.`
        : `If it was you, log in at ${base}/login, where "Forgot password?" sends a link to set a new one.`,
      'If it was not you, ignore this mail: your account and password stay as they are.',
    ],
    loginLink ? { action: 'Log in', href: loginLink } : undefined,
  );

/** To an address without an account that asked for a reset: the same mail work as for an account. */
export const noAccountMail = (site: SiteRow, to: string, base: string) =>
  mail(
    site,
    to,
    'Reset your password',
    [
      `We received a request to reset the password of an account on ${site.brandingLabel} for this email address, but no account uses it.`,
      'If it was you, you may have signed up with another address; or create an account now.',
      'If you did not ask for it, ignore this mail.',
    ],
    { action: 'Sign up', href: `${base}/signup` },
  );

/** To a blocked account's owner who asked for a reset: a link would not let them in. */
export const blockedAccountMail = (site: SiteRow, to: string) =>
  mail(site, to, 'Reset your password', [
    'We received a request to reset the password of your account, but the account is blocked, so no link was sent.',
    'Please contact support.',
  ]);
