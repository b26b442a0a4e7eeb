import { checkPhone, DEFAULT_PHONE_COUNTRY, dialCodeOf, hasValidCountryCode, MSG } from '@app/contracts';

/** What a phone input yields: the national number (dial code stripped) and its dial code ('+91'). */
export interface PhoneValue {
  phoneNumber: string;
  phoneCountryCode: string;
}

export const DEFAULT_DIAL_CODE = dialCodeOf(DEFAULT_PHONE_COUNTRY) ?? '+91';

/** The text mui-tel-input shows for a value; an unset or INVALID code falls back to India (spec §5). */
export function toTelText({ phoneNumber, phoneCountryCode }: PhoneValue): string {
  const code = hasValidCountryCode(phoneCountryCode) ? phoneCountryCode.trim() : DEFAULT_DIAL_CODE;
  const dial = code.startsWith('+') ? code : `+${code}`;
  return phoneNumber ? `${dial} ${phoneNumber}` : `${dial} `;
}

/** The §5 message for a phone value, or undefined when it is fine (an empty optional number is fine). */
export function phoneMessage(value: Partial<PhoneValue> | undefined, required: boolean): string | undefined {
  if (!value?.phoneNumber?.trim()) return required ? MSG.phoneRequired : undefined;
  const check = checkPhone(value.phoneNumber, value.phoneCountryCode);
  return check.ok ? undefined : check.message;
}
