import { z } from 'zod';
import { integerField, ok } from '../common/fields';
import { MSG } from '../common/messages';
import { changeRequestSector } from './change-request';

/** The calls of the change-request screens (spec §7), relative to the API base. */
export const CHANGE_REQUEST_PATHS = {
  cancellationCharge: 'api/getCC',
  raise: 'api/changeRequest',
  status: 'api/getCRStatus',
  queue: 'api/getChangeRequests',
} as const;

export const CHANGE_REQUEST_PAGE_SIZE = 10;
/** The queue's empty state (spec wording, the queue's own spelling). */
export const NO_CHANGE_REQUESTS = 'No Requests found!';

/** Supplier change-request states (TBO ChangeRequestStatus). */
export const CHANGE_REQUEST_STATUS = {
  Unassigned: 0,
  Assigned: 1,
  Acknowledged: 2,
  Completed: 3,
  Rejected: 4,
  Closed: 5,
  Pending: 6,
  Other: 7,
} as const;

/** Who reads a change request's status: the customer who asked, or staff who follow it up. */
export type ChangeRequestReader = 'customer' | 'staff';

/**
 * What each supplier state means to a customer. 'Unassigned' or 'Acknowledged' are words of the
 * supplier's back office; the customer is told what is happening to their request.
 */
const CUSTOMER_STATUS_WORDS: Record<number, string> = {
  [CHANGE_REQUEST_STATUS.Unassigned]: 'Received — we’re on it',
  [CHANGE_REQUEST_STATUS.Assigned]: 'Being handled by our team',
  [CHANGE_REQUEST_STATUS.Acknowledged]: 'With the airline',
  [CHANGE_REQUEST_STATUS.Completed]: 'Done',
  [CHANGE_REQUEST_STATUS.Rejected]: 'Declined by the airline',
  [CHANGE_REQUEST_STATUS.Closed]: 'Closed',
  [CHANGE_REQUEST_STATUS.Pending]: 'Waiting for the airline',
};
const CUSTOMER_STATUS_UNKNOWN = 'In progress — we’ll keep you posted';

/**
 * A change request's status as its reader is told it: staff get the supplier's own word (the one its
 * support desk uses), customers what is happening.
 */
export function changeRequestStatusLabel(
  request: { status: number; statusText: string },
  reader: ChangeRequestReader,
): string {
  if (reader === 'staff') return request.statusText;
  return CUSTOMER_STATUS_WORDS[request.status] ?? CUSTOMER_STATUS_UNKNOWN;
}

const bookingId = z.number({ error: MSG.required }).int().positive();

/** POST api/getCC: what cancelling costs before a refund is asked, and what the form offers. */
export const getCancellationChargeRequest = z.object({ bookingId });
export type GetCancellationChargeRequest = z.input<typeof getCancellationChargeRequest>;

export const changeRequestPassenger = z.object({
  /** the form's passenger id */
  id: z.string(),
  name: z.string(),
  ticketId: z.number().nullable(),
});
export type ChangeRequestPassenger = z.infer<typeof changeRequestPassenger>;

export const cancellationChargeInfo = z.object({
  /** paise, for every passenger and sector of the booking */
  cancellationCharge: z.number().int(),
  currency: z.string(),
  /** the booking as the change request form needs it */
  booking: z.object({
    bookingId: z.number(),
    pnr: z.string().nullable(),
    status: z.string(),
    passengers: z.array(changeRequestPassenger),
    sectors: z.array(changeRequestSector),
  }),
});
export type CancellationChargeInfo = z.infer<typeof cancellationChargeInfo>;
export const getCancellationChargeResponse = ok({ data: cancellationChargeInfo });

/** POST api/getCRStatus: the Refresh Status action, by the supplier's change request id (spec §4). */
export const getChangeRequestStatusRequest = z.object({
  changeRequestId: z.number({ error: MSG.required }).int().positive(),
});
export type GetChangeRequestStatusRequest = z.input<typeof getChangeRequestStatusRequest>;

/** A ticket's supplierChangeReqStatus (spec §3); amounts in paise. */
export const supplierChangeReqStatus = z.object({
  status: z.number().int(),
  statusText: z.string(),
  changeRequestInfo: z.object({
    ticketId: z.number().nullable(),
    changeRequestId: z.number(),
    refundedAmount: z.number().int(),
    cancellationCharge: z.number().int(),
  }),
});
export type SupplierChangeReqStatus = z.infer<typeof supplierChangeReqStatus>;
export const getChangeRequestStatusResponse = ok({ data: supplierChangeReqStatus });

/** POST api/getChangeRequests {page}: the /flight/changeRequests queue, newest first. */
export const getChangeRequestsRequest = z.object({
  page: integerField().pipe(z.number().min(1).max(10_000)).default(1),
});
export type GetChangeRequestsRequest = z.input<typeof getChangeRequestsRequest>;

export const changeRequestListItem = z.object({
  changeRequestId: z.number(),
  bookingId: z.number().nullable(),
  pnr: z.string().nullable(),
  origin: z.string(),
  destination: z.string(),
  travelDate: z.string(),
  passengerNames: z.array(z.string()),
  requestType: z.number().int(),
  requestTypeLabel: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  refundedAmount: z.number().int(),
  cancellationCharge: z.number().int(),
  currency: z.string(),
  createdAt: z.coerce.string(),
});
export type ChangeRequestListItem = z.infer<typeof changeRequestListItem>;

export const changeRequestPage = z.object({
  records: z.array(changeRequestListItem),
  totalRecords: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
});
export type ChangeRequestPage = z.infer<typeof changeRequestPage>;
export const getChangeRequestsResponse = ok({ data: changeRequestPage });
