import { z } from 'zod';
import { integerField, ok, paged } from '../common/fields';
import { type ChangeRequestReview, changeRequestReview } from './cancellation-review';
import { changeRequestSector, supplierId } from './change-request';

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

/**
 * Supplier change-request states, numbered as TBO's ChangeRequestStatus (decision 0069). NotSet,
 * Other and any number not listed are not an answer: the request is asked about again.
 */
export const CHANGE_REQUEST_STATUS = {
  NotSet: 0,
  Unassigned: 1,
  Assigned: 2,
  Acknowledged: 3,
  Completed: 4,
  Rejected: 5,
  Closed: 6,
  Pending: 7,
  Other: 8,
} as const;

/** The airline is done with the request: completed, or come to nothing (rejected, closed). */
export const FINAL_CHANGE_REQUEST_STATUSES: readonly number[] = [
  CHANGE_REQUEST_STATUS.Completed,
  CHANGE_REQUEST_STATUS.Rejected,
  CHANGE_REQUEST_STATUS.Closed,
];

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

/** A cancellation the site's staff have not sent to the airline, as each reader is told it. */
const REVIEW_WORDS: Record<ChangeRequestReview['state'], Record<ChangeRequestReader, string>> = {
  pending: { customer: 'Waiting for our review', staff: 'Awaiting review' },
  rejected: { customer: 'Declined by our team', staff: 'Rejected' },
};

/**
 * A change request's status as its reader is told it: staff get the supplier's own word (the one its
 * support desk uses), customers what is happening. One still with the site's staff says so.
 */
export function changeRequestStatusLabel(
  request: { status: number; statusText: string; review?: ChangeRequestReview | null },
  reader: ChangeRequestReader,
): string {
  if (request.review) return REVIEW_WORDS[request.review.state][reader];
  if (reader === 'staff') return request.statusText;
  return CUSTOMER_STATUS_WORDS[request.status] ?? CUSTOMER_STATUS_UNKNOWN;
}

/** POST api/getCC: what cancelling costs before a refund is asked, and what the form offers. */
export const getCancellationChargeRequest = z.object({ bookingId: supplierId });
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
  /** the site's own fee, paise per passenger cancelled, kept from the refund (decision 0056) */
  cancellationFeePerPassenger: z.number().int(),
  /** a cancellation asked now waits for the site's staff before it reaches the airline */
  awaitsReview: z.boolean(),
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
  changeRequestId: supplierId,
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
  /** the supplier's id; null while the site's staff review the request, and when they rejected it */
  changeRequestId: z.number().nullable(),
  review: changeRequestReview.nullable(),
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
  /** the site's own fee on this request, kept from the airline's refund */
  cancellationFee: z.number().int(),
  currency: z.string(),
  createdAt: z.coerce.string(),
});
export type ChangeRequestListItem = z.infer<typeof changeRequestListItem>;

export const changeRequestPage = z.object({
  ...paged(changeRequestListItem),
});
export type ChangeRequestPage = z.infer<typeof changeRequestPage>;
export const getChangeRequestsResponse = ok({ data: changeRequestPage });
