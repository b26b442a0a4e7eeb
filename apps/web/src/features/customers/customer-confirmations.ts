import type { CustomerListItem } from '@app/contracts';
import type { CustomerAction } from './api/customer-actions';

export interface Confirmation {
  title: string;
  message: string;
  confirmLabel: string;
}

/** Who exactly: a search for "riya" also lists Priya, so the question names the person and the address. */
export function customerIdentity(c: CustomerListItem): string {
  const name = [c.firstName, c.lastName].filter(Boolean).join(' ');
  const contact = c.email ?? (c.phone ? `${c.phoneCode ?? ''} ${c.phone}`.trim() : null);
  return contact ? `${name} (${contact})` : name;
}

/**
 * What staff must confirm before a row action runs, or null to run it at once. Asked for is what locks
 * a customer out of something: blocking, taking away flight holds, and removing the search exemption of
 * someone whose searches would then stop. Giving something back (unblock, allow holds, exempt) is one
 * click, and easily undone.
 */
export function confirmationFor(action: CustomerAction, c: CustomerListItem): Confirmation | null {
  const who = customerIdentity(c);
  const name = c.firstName;
  switch (action.kind) {
    case 'block':
      return action.isBlocked
        ? {
            title: `Block ${name}?`,
            message: `${who} will be signed out at once and cannot sign in, search or book until unblocked.`,
            confirmLabel: 'Block',
          }
        : null;
    case 'hold':
      return action.isFlightHold
        ? null
        : {
            title: `Stop flight holds for ${name}?`,
            message: `${who} will no longer be able to hold a flight and pay later: every booking will have to be paid at once.`,
            confirmLabel: 'Stop holds',
          };
    case 'exempt':
      // Only where the exemption is all that keeps their searches going (their allowance is used up).
      return !action.exempt && c.flightLookToBook.searchesLeft === 0
        ? {
            title: `Remove ${name}'s search exemption?`,
            message: `${who} has used up this site's searches per booking for the last 30 days. Without the exemption their flight searches stop until they book.`,
            confirmLabel: 'Remove exemption',
          }
        : null;
    default:
      return null;
  }
}
