import {
  type BankDetails,
  type SiteSettingsInput,
  type SiteSettingsView,
  siteSettingsInput,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The form's values: every text a string, the script addresses one per line. */
export type SettingsForm = Omit<
  Required<{ [K in keyof SiteSettingsInput]: NonNullable<SiteSettingsInput[K]> }>,
  'scriptUrls' | 'popupFrequencyDays' | 'bankDetails'
> & {
  scriptUrls: string;
  popupFrequencyDays: number | string;
  /** the bank account's boxes, kept while transfers are switched off so nothing typed is lost */
  takesBankTransfers: boolean;
  bank: Record<keyof BankDetails, string>;
};

const NO_BANK: SettingsForm['bank'] = {
  accountName: '',
  accountNumber: '',
  ifsc: '',
  bankName: '',
  branch: '',
  upiId: '',
};

export const formOf = (s: SiteSettingsView): SettingsForm => ({
  companyName: s.companyName,
  brandingLabel: s.brandingLabel,
  title: s.title,
  adminContact: s.adminContact ?? '',
  adminEmail: s.adminEmail ?? '',
  address: s.address ?? '',
  legalName: s.legalName ?? '',
  gstin: s.gstin ?? '',
  primaryColor: s.primaryColor,
  secondaryColor: s.secondaryColor,
  backgroundColor: s.backgroundColor,
  popupAlertTitle: s.popupAlertTitle ?? '',
  popupAlertMessage: s.popupAlertMessage ?? '',
  popupFrequencyDays: s.popupFrequencyDays,
  trackingTag: s.trackingTag ?? '',
  scriptUrls: s.scriptUrls.join('\n'),
  googleClientId: s.googleClientId ?? '',
  canShowPermissionMenu: s.canShowPermissionMenu,
  isLocked: s.isLocked,
  activeModules: s.activeModules,
  takesBankTransfers: s.bankDetails !== null,
  bank: s.bankDetails ? { ...s.bankDetails, upiId: s.bankDetails.upiId ?? '' } : NO_BANK,
});

export const inputOf = ({ takesBankTransfers, bank, ...form }: SettingsForm): SiteSettingsInput => ({
  ...form,
  bankDetails: takesBankTransfers ? bank : null,
  popupFrequencyDays: form.popupFrequencyDays as number,
  scriptUrls: form.scriptUrls
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
});

/**
 * The form's field for a message's key: a script address is named by its place (scriptUrls.1) and
 * the form has one box; the bank account is `bankDetails` to the server and `bank` here.
 */
export const fieldOf = (key: string) =>
  key.startsWith('scriptUrls') ? 'scriptUrls' : key.replace(/^bankDetails\./, 'bank.');

const contract = zodResolver(siteSettingsInput);

/** The contract's own rules on what the form would send; a script address's message goes to its box. */
export const settingsResolver: Resolver<SettingsForm> = async (values, context, options) => {
  const result = await contract(inputOf(values), context, options as never);
  const { scriptUrls, ...errors } = result.errors as Record<string, unknown>;
  if (Object.keys(result.errors).length === 0) return { values, errors: {} };
  const first = Array.isArray(scriptUrls) ? scriptUrls.find(Boolean) : scriptUrls;
  return {
    values: {},
    errors: { ...errors, ...(first ? { scriptUrls: first } : {}) } as FieldErrors<SettingsForm>,
  };
};
