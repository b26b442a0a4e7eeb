import { escapeHtml } from '@app/contracts';
import type { Mail } from '../../platform/mailer';
import type { SiteRow } from '../site/site.schema';

/** How the customer reaches the site's people: its admin e-mail and phone, whichever it has. */
function supportLine(site: SiteRow) {
  const ways = [site.adminEmail, site.adminContact].filter((w): w is string => Boolean(w));
  return ways.length > 0
    ? `contact ${site.brandingLabel} support at ${ways.join(' or ')}`
    : `contact ${site.brandingLabel} support`;
}

/**
 * To the OLD address after staff changed a customer's e-mail: whoever controls the new address can
 * reset the password, so the owner must hear of it where they still read mail. The new address is
 * left out: if the change was a takeover, it would only tell the owner's mailbox where it went.
 */
export function emailChangedByStaffMail(site: SiteRow, oldEmail: string): Mail {
  const name = site.brandingLabel;
  const intro = `The e-mail address of your ${name} account was changed by ${name} staff. This address is no longer used to sign in or to reset your password.`;
  const help = `If you did not ask for this change, ${supportLine(site)} at once.`;
  return {
    to: oldEmail,
    subject: `Your e-mail address was changed - ${name}`,
    text: `${intro}\n\n${help}\n\n${name}`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(help)}</p><p>${escapeHtml(name)}</p>`,
  };
}
