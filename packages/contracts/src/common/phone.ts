import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { MSG, OWN_MSG } from './messages';
import { EXCLUDED_PHONE_COUNTRIES, INVALID_COUNTRY_CODE, PHONE_LABELS, stripDialCode } from './phone-codes';

export * from './phone-codes';

const excluded = new Set<string>(EXCLUDED_PHONE_COUNTRIES);

/** The dial code ("+91") of an ISO country ("IN"), or undefined when unknown. */
export function dialCodeOf(country: string): string | undefined {
  try {
    return `+${getCountryCallingCode(country.toUpperCase() as CountryCode)}`;
  } catch {
    return undefined;
  }
}

/**
 * Validates a national number against its dial code with libphonenumber.
 * Answers the number's ISO country, or an error message of spec §5.
 */
export function checkPhone(
  phoneNumber: string | undefined | null,
  phoneCountryCode: string | undefined | null,
): { ok: true; country: string; e164: string } | { ok: false; message: string } {
  if (!phoneNumber?.trim()) return { ok: false, message: MSG.phoneRequired };
  const code = (phoneCountryCode ?? '').trim();
  if (!code || code === INVALID_COUNTRY_CODE) return { ok: false, message: MSG.invalidPhone };
  const dial = code.startsWith('+') ? code : `+${code}`;
  const parsed = parsePhoneNumberFromString(`${dial}${stripDialCode(phoneNumber, dial)}`);
  if (!parsed?.isValid() || !parsed.country || excluded.has(parsed.country)) {
    return { ok: false, message: MSG.invalidPhone };
  }
  return { ok: true, country: parsed.country, e164: parsed.number };
}

export const phoneEntry = z
  .object({
    label: z.enum(PHONE_LABELS, { error: OWN_MSG.wrongType }),
    phoneNumber: z.string({ error: MSG.phoneRequired }).trim().max(20, OWN_MSG.tooLong(20)),
    phoneCountryCode: z.string({ error: MSG.invalidPhone }).trim().max(8, OWN_MSG.tooLong(8)),
  })
  .superRefine((p, ctx) => {
    const check = checkPhone(p.phoneNumber, p.phoneCountryCode);
    if (!check.ok) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: check.message });
  });
export type PhoneEntry = z.infer<typeof phoneEntry>;

/** How a phone is stored: the national number in digits and the dial code with its plus ('+91'). */
export function normalizePhone(phoneNumber: string, phoneCountryCode: string) {
  const code = phoneCountryCode.trim();
  const dial = code.startsWith('+') ? code : `+${code}`;
  return { phoneNumber: stripDialCode(phoneNumber, dial), phoneCountryCode: dial };
}
