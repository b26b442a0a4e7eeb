import { z } from 'zod';
import { ok } from '../common/fields';
import { MSG } from '../common/messages';
import { customerIdField, customerListItem } from './customer-list';

/** The spec's toasts (§8) split into their two cases, and our own words where it has none. */
export const CUSTOMER_MSG = {
  blocked: 'Customer successfully blocked',
  unblocked: 'Customer successfully Unblocked',
  exempted: 'Customer successfully exempted from search',
  unexempted: 'Customer successfully removed from search exemption',
  settingSaved: MSG.settingSaved,
  groupChanged: 'Group successfully changed',
  detailsSaved: 'Customer details successfully updated',
  customerNotFound: 'Customer not found',
  groupNotFound: 'Markup group not found',
  lookToBookExceeded: (limit: number) =>
    `Search limit reached: this site allows ${limit} searches per booking in 30 days. Please book a flight or contact support to search again.`,
  /** A visitor has no bookings to earn searches with: signing in (and booking) is the way on. */
  visitorLookLimit: (limit: number) =>
    `Search limit reached: visitors may search ${limit} times a day. Please sign in to search again.`,
} as const;

const flag = () => z.boolean({ error: 'Invalid value' });

/** Every customer action answers its toast and the row as it now stands. */
export const customerActionResponse = ok({ message: z.string(), data: customerListItem });
export type CustomerActionResponse = z.infer<typeof customerActionResponse>;

/** POST wl/user/toggleBlock {customerId, isBlocked} */
export const toggleBlockPath = 'wl/user/toggleBlock';
export const toggleBlockRequest = z.object({ customerId: customerIdField(), isBlocked: flag() });
export type ToggleBlockRequest = z.input<typeof toggleBlockRequest>;

/** POST wl/user/setFlightHoldSettingForUser {isFlightHold, userId} */
export const setFlightHoldPath = 'wl/user/setFlightHoldSettingForUser';
export const setFlightHoldRequest = z.object({ userId: customerIdField(), isFlightHold: flag() });
export type SetFlightHoldRequest = z.input<typeof setFlightHoldRequest>;

/** POST wl/user/toggleFlightSearchExemption {customerId, exempt} */
export const toggleExemptionPath = 'wl/user/toggleFlightSearchExemption';
export const toggleExemptionRequest = z.object({ customerId: customerIdField(), exempt: flag() });
export type ToggleExemptionRequest = z.input<typeof toggleExemptionRequest>;

/** POST wl/user/setMarkupGroupForUser {userId, groupId}: our own call; null means the default group. */
export const setMarkupGroupPath = 'wl/user/setMarkupGroupForUser';
export const setMarkupGroupRequest = z.object({
  userId: customerIdField(),
  groupId: customerIdField().nullable(),
});
export type SetMarkupGroupRequest = z.input<typeof setMarkupGroupRequest>;

/** POST wl/user/getCustomerMonthlyFlightDetails {userId}: looks and books of the last 12 months. */
export const monthlyFlightDetailsPath = 'wl/user/getCustomerMonthlyFlightDetails';
export const monthlyFlightDetailsRequest = z.object({ userId: customerIdField() });
export type MonthlyFlightDetailsRequest = z.input<typeof monthlyFlightDetailsRequest>;
export const monthlyFlightDetail = z.object({
  month_year: z.string(),
  look_count: z.number().int(),
  book_count: z.number().int(),
});
export type MonthlyFlightDetail = z.infer<typeof monthlyFlightDetail>;
export const monthlyFlightDetailsResponse = ok({ data: z.array(monthlyFlightDetail) });
