import { hasValidCountryCode, type UserView } from '@app/contracts';

/** Spec §9: a user without a valid primary phone country code is prompted for a number. */
export function needsPhonePrompt(user: UserView | null): boolean {
  if (!user) return false;
  const primary = user.phoneNumbers.find((p) => p.label === 'Primary');
  return !primary?.phoneNumber || !hasValidCountryCode(primary.phoneCountryCode);
}
