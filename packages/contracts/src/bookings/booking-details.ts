import { z } from 'zod';
import { itemFacts } from '../commerce/item-standing';
import { email, ok, requiredText } from '../common/fields';
import { OWN_MSG } from '../common/messages';
import { ssrOption } from '../flights/fare-quote';
import { fareRule } from '../flights/fare-rules';
import { segment } from '../flights/flight-result';

/**
 * The e-ticket and booking-details calls (spec §7 Tickets and Booking). Money is integer paise.
 */

export const BOOKING_DETAILS_MSG = {
  ticketNotFound: 'Ticket not found',
  bookingNotFound: 'Booking not found',
  emailSent: 'Email successfully sent.',
  discountTooHigh: 'Discount cannot be more than the fare.',
  oneChange: 'Send either the transaction fee, the discount or the markup.',
  amount: 'Enter a whole, non-negative amount.',
  siteMismatch: 'This site cannot send that email.',
  tooManyEmails: 'You have sent too many e-mails. Please try again later.',
  tooManyForBooking: 'This e-ticket has been e-mailed too often in the last hour. Please try again later.',
  tooManyForRecipient: 'This address has been sent too many e-tickets today. Please try again tomorrow.',
  tooManyForSite: 'This site has sent too many e-tickets in the last hour. Please try again later.',
  noTicketYet: 'This booking has no e-ticket to send yet.',
  returnBanner: 'Your outbound flight is booked. Book your return flight',
} as const;

export const BOOKING_DETAILS_PATHS = {
  ticketDetail: 'api/ticketDetail/getTicketDetail',
  bookingDetails: 'api/getBookingDetails',
  updateBookingDetails: 'api/updateBookingDetails',
  sendEmail: 'notifications/sendEmailForWl',
} as const;

/** Amounts in paise; the biggest plausible booking is far below this. */
const MAX_PAISE = 100_000_000_00;
const paise = z
  .number({ error: BOOKING_DETAILS_MSG.amount })
  .int(BOOKING_DETAILS_MSG.amount)
  .min(0, BOOKING_DETAILS_MSG.amount)
  .max(MAX_PAISE, BOOKING_DETAILS_MSG.amount);

export const ticketDetailRequest = z.object({ slug: z.string().min(1).max(400) });

/**
 * The fare lines of an e-ticket. `taxes` already holds the transaction fee when it is merged, and
 * `txnFee` is then 0, so the lines always add up to `totalPayable`.
 */
export const ticketFare = z.object({
  currency: z.string(),
  baseFare: z.number(),
  taxes: z.number(),
  otherCharges: z.number(),
  baggageMealCharges: z.number(),
  txnFee: z.number(),
  serviceFee: z.number(),
  gstOnServiceFee: z.number(),
  discount: z.number(),
  totalPayable: z.number(),
  /** the stored adjustments, for the editors */
  adjustments: z.object({
    txnFee: z.number(),
    userMergeTxnFeeTaxes: z.boolean(),
    discount: z.number(),
    extraMarkup: z.number(),
  }),
});
export type TicketFare = z.infer<typeof ticketFare>;

export const ticketBarcode = z.object({
  /** the segment it boards, when generated per segment; null for supplier barcodes */
  segmentIndex: z.number().nullable(),
  /** SVG markup of the PDF417 symbol */
  svg: z.string(),
});

export const ticketPassenger = z.object({
  index: z.number(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  paxType: z.number(),
  ticketNumber: z.string().nullable(),
  baggage: z.string(),
  cabinBaggage: z.string(),
  barcodes: z.array(ticketBarcode),
  /** the indices of the segments cancelled for this traveller (all of them: their ticket is cancelled) */
  cancelledSegments: z.array(z.number().int()),
});
export type TicketPassenger = z.infer<typeof ticketPassenger>;

export const ticketSite = z.object({
  companyName: z.string(),
  logoUrl: z.string().nullable(),
  adminContact: z.string().nullable(),
  adminEmail: z.string().nullable(),
});

/**
 * An extra bought for one passenger on one flight (spec §3 baggages and meals): the option as it was
 * offered (weight in KG for baggage, platters for meals), with its price in paise, null whenever the
 * caller may not see prices.
 */
export const ticketExtra = ssrOption
  .omit({ code: true })
  .extend({ passengerIndex: z.number(), price: z.number().nullable() });
export type TicketExtra = z.infer<typeof ticketExtra>;

/** The lead passenger's contact data, as entered at booking. */
export const ticketContact = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type TicketContact = z.infer<typeof ticketContact>;

/** Why the supplier refused a booking, with its own error code when it sent one; staff only. */
export const supplierErrorInfo = z.object({ code: z.number().nullable(), message: z.string() });
export type SupplierErrorInfo = z.infer<typeof supplierErrorInfo>;

export const ticketDetail = z.object({
  bookingId: z.string(),
  /** the order's readable reference (FLD-26-000042): what a traveller quotes, never the booking id */
  orderReference: z.string(),
  pnr: z.string(),
  status: z.string(),
  /** what the ticket is now: cancelled, partly, being cancelled, and its refund (decision 0058) */
  facts: itemFacts,
  createdAt: z.string(),
  invoiceCreatedOn: z.string().nullable(),
  isLcc: z.boolean(),
  isDomestic: z.boolean(),
  /** the fare's conditions in short, for the printed ticket: refundable or not, the airline's remark */
  isRefundable: z.boolean(),
  airlineRemark: z.string(),
  airlineName: z.string(),
  segments: z.array(segment),
  passengers: z.array(ticketPassenger),
  /** true for anonymous callers and for users who neither own the booking nor are staff */
  priceHidden: z.boolean(),
  /** absent whenever priceHidden */
  fare: ticketFare.optional(),
  /**
   * The slug is only the booking id and PNR, so a link holder sees what a printed ticket shows:
   * contact data only for the booking's owner and staff of its site, null for everyone else.
   */
  contact: ticketContact.nullable(),
  baggages: z.array(ticketExtra),
  meals: z.array(ticketExtra),
  /** the fare's rules as the supplier sent them (fareRuleDetail is HTML: sanitise before showing) */
  fareRules: z.array(fareRule),
  /** staff only (null for everyone else): the supplier's last refusal of this booking */
  supplierError: supplierErrorInfo.nullable(),
  canEdit: z.object({ markup: z.boolean(), discount: z.boolean(), txnFee: z.boolean() }),
  /** the e-ticket may be e-mailed by its owner and the site's staff only (the mail is no relay) */
  canEmail: z.boolean(),
  site: ticketSite,
});
export type TicketDetail = z.infer<typeof ticketDetail>;
export const ticketDetailResponse = ok({ data: ticketDetail });

export const bookingDetailsRequest = z.union([
  z.object({ searchId: z.string().min(1).max(64) }),
  z.object({ bookingId: z.string().min(1).max(64) }),
]);
export type BookingDetailsRequest = z.infer<typeof bookingDetailsRequest>;

export const bookingSummary = z.object({
  bookingId: z.string(),
  orderId: z.string(),
  /** the order's readable reference (FLD-26-000042) */
  orderReference: z.string(),
  legIndex: z.number(),
  pnr: z.string().nullable(),
  status: z.string(),
  origin: z.string(),
  destination: z.string(),
  travelDate: z.string(),
  airlineCode: z.string(),
  airlineName: z.string(),
  passengerNames: z.array(z.string()),
  createdAt: z.string(),
  /** staff only (null for customers): why the supplier refused this booking, with its error code */
  supplierError: supplierErrorInfo.nullable(),
});
export type BookingSummary = z.infer<typeof bookingSummary>;

export const bookingDetails = z.object({
  searchId: z.string(),
  /** a return pair of which only the outbound is booked: offer to book the return */
  showReturn: z.boolean(),
  bookings: z.array(bookingSummary),
});
export type BookingDetails = z.infer<typeof bookingDetails>;
export const bookingDetailsResponse = ok({ data: bookingDetails });

/** One change per call, as the e-ticket's editors save one field group at a time. */
export const updateBookingDetailsRequest = z.object({
  bookingId: z.string().min(1).max(64),
  fare: z.union([
    z.strictObject({ txnFee: paise, userMergeTxnFeeTaxes: z.boolean() }),
    z.strictObject({ discount: paise }),
    z.strictObject({ markup: paise }),
  ]),
});
export type UpdateBookingDetailsRequest = z.infer<typeof updateBookingDetailsRequest>;
export const updateBookingDetailsResponse = ok({ data: ticketFare });

/** The most a sender may write in the e-ticket mail's note (decision 0051). */
export const E_TICKET_NOTE_MAX = 500;

/**
 * The e-ticket's Email action (spec §7 {name, to, subject, text, html} carrying siteId). `bookingId`
 * is ours: it names the ticket the server mails. The server writes the mail itself (decision 0051):
 * `subject` and `html` are accepted and ignored, `text` is a short plain note shown inside it.
 */
export const sendEmailRequest = z.object({
  siteId: z.string().min(1).max(64),
  bookingId: z.string().min(1).max(64),
  name: requiredText(200),
  to: email(),
  subject: z.string().max(300).optional(),
  text: z.string().trim().max(E_TICKET_NOTE_MAX, OWN_MSG.tooLong(E_TICKET_NOTE_MAX)).default(''),
  html: z.string().max(800_000).optional(),
});
export type SendEmailRequest = z.input<typeof sendEmailRequest>;
export type SendEmail = z.output<typeof sendEmailRequest>;
export const sendEmailResponse = ok({ message: z.string() });
