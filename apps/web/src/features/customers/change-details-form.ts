import { DETAIL_PHONES, hasValidCountryCode, type UserView } from '@app/contracts';
import { DEFAULT_DIAL_CODE } from '../../ui/phone-value';

export type PhoneFieldName = (typeof DETAIL_PHONES)[number]['field'];
type FormPhone = { phone: string; phoneCode: string };
export type ChangeDetailsValues = { customerId: string; firstName: string } & Record<
  'lastName' | 'email' | 'panNumber' | 'gstNumber' | 'companyName',
  string
> &
  Record<PhoneFieldName, FormPhone>;

/** The form's starting values from the customer as the server has them; an unset code shows India. */
export function changeDetailsValues(user: UserView): ChangeDetailsValues {
  const phoneOf = (label: string): FormPhone => {
    const found = user.phoneNumbers.find((p) => p.label === label);
    const code =
      found && hasValidCountryCode(found.phoneCountryCode) ? found.phoneCountryCode : DEFAULT_DIAL_CODE;
    return { phone: found?.phoneNumber ?? '', phoneCode: code };
  };
  const phones = Object.fromEntries(
    DETAIL_PHONES.map(({ field, label }) => [field, phoneOf(label)]),
  ) as Record<PhoneFieldName, FormPhone>;
  return {
    customerId: user.users_id,
    firstName: user.firstName,
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    panNumber: user.panNumber ?? '',
    gstNumber: user.gstNumber ?? '',
    companyName: user.companyName ?? '',
    ...phones,
  };
}
