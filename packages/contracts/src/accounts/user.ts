import { z } from 'zod';
import { USER_STATUSES, USER_TYPES } from '../common/enums';
import { PHONE_LABELS } from '../common/phone-codes';
import { PAN_STATUSES } from '../customers/pan-verification';

export const phoneNumberView = z.object({
  label: z.enum(PHONE_LABELS),
  phoneNumber: z.string(),
  phoneCountryCode: z.string(),
});

export const legalEntityView = z.object({
  id: z.string(),
  companyName: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  email: z.string().nullable(),
  primaryPhone: z.string().nullable(),
  primaryPhoneCode: z.string().nullable(),
  secondaryPhone: z.string().nullable(),
  secondaryPhoneCode: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  pincode: z.string().nullable(),
  concernedPersonFirstName: z.string().nullable(),
  concernedPersonLastName: z.string().nullable(),
});
export type LegalEntityView = z.infer<typeof legalEntityView>;

export const billingView = z.object({
  billingName: z.string().nullable(),
  gstNumber: z.string().nullable(),
  gstState: z.string().nullable(),
  panNumber: z.string().nullable(),
});
export type BillingView = z.infer<typeof billingView>;

/** The user as every account call answers it (spec §3 "User/customer"). */
export const userView = z.object({
  users_id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumbers: z.array(phoneNumberView),
  userType: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
  isBlocked: z.boolean(),
  isSuperAdmin: z.boolean(),
  companyName: z.string().nullable(),
  panNumber: z.string().nullable(),
  gstNumber: z.string().nullable(),
  company: legalEntityView.nullable(),
  billing: billingView,
  isFlightHoldAllowed: z.boolean(),
  flightLookToBook: z.object({ is_exempted: z.boolean() }),
  groupName: z.string().nullable(),
  userGroupName: z.string().nullable(),
  legalEntityId: z.string().nullable(),
  /** whether TDS is deducted on commission passed on to this user (their legal entity's setting) */
  isTdsDeductable: z.boolean(),
  createdAt: z.string(),
  referralCode: z.string().nullable(),
  taLogoUrl: z.string().nullable(),
  hasPassword: z.boolean(),
  /** staff's check of the PAN shown (the account's, else the billing one); the reason only when rejected */
  panCheck: z.object({ status: z.enum(PAN_STATUSES), reason: z.string().nullable() }),
});
export type UserView = z.infer<typeof userView>;
