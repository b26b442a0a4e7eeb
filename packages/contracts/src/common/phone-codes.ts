// The phone rules that need no phone-number metadata: kept apart from phone.ts so that a web chunk
// that only reads labels and dial codes does not carry libphonenumber (~120 KB).

/** Spec §5: India preferred and default; these countries are not offered. */
export const DEFAULT_PHONE_COUNTRY = 'IN' as const;
export const EXCLUDED_PHONE_COUNTRIES = ['PK', 'AF', 'IQ', 'IR', 'KP', 'PS'] as const;
export const PHONE_LABELS = ['Primary', 'Secondary', 'Emergency'] as const;
export type PhoneLabel = (typeof PHONE_LABELS)[number];
/** A stored phone country code of INVALID means "unset" (spec §3). */
export const INVALID_COUNTRY_CODE = 'INVALID';

/** Strips a leading dial code from a typed number (spec §5, mobile input). */
export function stripDialCode(typed: string, dialCode: string): string {
  const digits = typed.replace(/[^\d+]/g, '');
  const bare = dialCode.replace('+', '');
  if (digits.startsWith(`+${bare}`)) return digits.slice(bare.length + 1);
  if (digits.startsWith(`00${bare}`)) return digits.slice(bare.length + 2);
  return digits.replace(/^\+/, '');
}

/** True when a phone country code is set and is a real dial code. */
export function hasValidCountryCode(code: string | null | undefined): boolean {
  if (!code || code === INVALID_COUNTRY_CODE) return false;
  return /^\+?\d{1,4}$/.test(code.trim());
}
