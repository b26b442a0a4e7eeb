import {
  type ChangeMyPhoneDetailsRequest,
  checkPhone,
  hasValidCountryCode,
  PHONE_LABELS,
  type PhoneLabel,
  type UserView,
} from '@app/contracts';
import { z } from 'zod';
import { DEFAULT_DIAL_CODE, type PhoneValue, phoneMessage } from '../../ui/phone-value';

export type PhonesForm = Partial<Record<PhoneLabel, PhoneValue>>;

const phoneValue = z.object({ phoneNumber: z.string(), phoneCountryCode: z.string() });

/** A form of the given labelled numbers: Primary is required, the others are checked only when typed. */
export function phonesSchema(labels: readonly PhoneLabel[]) {
  const optionalPhone = phoneValue.optional();
  const shape = Object.fromEntries(labels.map((label) => [label, optionalPhone])) as Record<
    PhoneLabel,
    typeof optionalPhone
  >;
  return z.object(shape).superRefine((values, ctx) => {
    for (const label of labels) {
      const message = phoneMessage(values[label], label === 'Primary');
      if (message) ctx.addIssue({ code: 'custom', path: [label, 'phoneNumber'], message });
    }
  });
}

/** The user's numbers as form values; a missing or INVALID dial code starts as India's. */
export function phonesFormValues(user: UserView, labels: readonly PhoneLabel[] = PHONE_LABELS): PhonesForm {
  return Object.fromEntries(
    labels.map((label) => {
      const phone = user.phoneNumbers.find((p) => p.label === label);
      const code =
        phone && hasValidCountryCode(phone.phoneCountryCode) ? phone.phoneCountryCode : DEFAULT_DIAL_CODE;
      return [label, { phoneNumber: phone?.phoneNumber ?? '', phoneCountryCode: code }];
    }),
  );
}

/** The typed numbers as the call wants them; empty ones are left out. */
export function toPhoneNumbers(values: PhonesForm): ChangeMyPhoneDetailsRequest['phoneNumbers'] {
  return PHONE_LABELS.flatMap((label) => {
    const value = values[label];
    return value?.phoneNumber.trim() ? [{ label, ...value }] : [];
  });
}

/** The user's stored numbers other than `except` that are still valid (kept when Primary is replaced). */
export function otherValidPhones(user: UserView, except: PhoneLabel): PhonesForm {
  const kept: PhonesForm = {};
  for (const phone of user.phoneNumbers) {
    if (phone.label !== except && checkPhone(phone.phoneNumber, phone.phoneCountryCode).ok) {
      kept[phone.label] = { phoneNumber: phone.phoneNumber, phoneCountryCode: phone.phoneCountryCode };
    }
  }
  return kept;
}

// Kept apart so that every page's frame can ask it without loading the phone library.
export { needsPhonePrompt } from './needs-phone-prompt';
