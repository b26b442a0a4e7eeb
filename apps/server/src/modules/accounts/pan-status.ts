import type { UserRow } from './accounts.schema';

type PanHolder = Pick<UserRow, 'panNumber' | 'billing'>;

/** The PAN staff check: the account's own, else the one in the billing details. */
export function shownPan(user: PanHolder): { pan: string; source: 'account' | 'billing' } | null {
  if (user.panNumber) return { pan: user.panNumber, source: 'account' };
  const billing = user.billing?.panNumber;
  return billing ? { pan: billing, source: 'billing' } : null;
}

/**
 * What a change of the PAN shown does to its check: a new PAN is unverified again, with no reason
 * or checker; the same PAN keeps its check.
 */
export function panCheckAfter(before: PanHolder, after: PanHolder): Partial<UserRow> {
  if (shownPan(before)?.pan === shownPan(after)?.pan) return {};
  return { panStatus: 'unverified', panReason: null, panCheckedById: null, panCheckedAt: null };
}
