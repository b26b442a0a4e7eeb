import { z } from 'zod';
import { CUSTOMER_TYPES } from '../common/enums';
import { ok, optionalText, paged, requiredText } from '../common/fields';
import { blankToUndefined, pageField } from '../common/filter-fields';

/** Staff's check of a customer's PAN (issue 16): unverified until verified or rejected with a reason. */
export const PAN_STATUSES = ['unverified', 'verified', 'rejected'] as const;
export type PanStatus = (typeof PAN_STATUSES)[number];
export const PAN_STATUS_LABELS: Record<PanStatus, string> = {
  unverified: 'Unverified',
  verified: 'Verified',
  rejected: 'Rejected',
};
/** Where the PAN shown comes from: the account's own, else the billing details'. */
export const PAN_SOURCES = ['account', 'billing'] as const;
export type PanSource = (typeof PAN_SOURCES)[number];

export const PAN_PAGE_SIZE = 20;
export const PAN_MSG = {
  verified: 'PAN verified',
  rejected: 'PAN rejected',
  status: 'Choose a status from the list',
  reason: 'Say why the PAN is rejected, in 3 to 200 characters',
  noPan: 'This customer has no PAN to check',
  noResults: 'No Reults found!',
  noResultsBody: 'No customer with a PAN matches these filters.',
} as const;

/** POST customers/pan/list {page, status?, q?}: customers with a PAN, the unverified newest first. */
export const panListPath = 'customers/pan/list';
export const panListRequest = z.object({
  page: pageField(),
  status: z.preprocess(blankToUndefined, z.enum(PAN_STATUSES, { error: PAN_MSG.status }).optional()),
  /** part of the name, e-mail or PAN */
  q: optionalText(100),
});
export type PanListRequest = z.input<typeof panListRequest>;
export type PanListFilters = z.output<typeof panListRequest>;

export const panRecord = z.object({
  customerId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  userType: z.enum(CUSTOMER_TYPES),
  pan: z.string(),
  panSource: z.enum(PAN_SOURCES),
  /** what is wrong with the PAN's format, or null when nothing is */
  formatProblem: z.string().nullable(),
  status: z.enum(PAN_STATUSES),
  reason: z.string().nullable(),
  /** the e-mail (or name) of the staff member who checked it */
  checkedBy: z.string().nullable(),
  checkedAt: z.string().nullable(),
});
export type PanRecord = z.infer<typeof panRecord>;

export const panListResponse = ok({
  data: z.object({
    ...paged(panRecord),
    /** customers with a PAN in each status, over the whole site (the filters aside) */
    totals: z.object({
      unverified: z.number().int(),
      verified: z.number().int(),
      rejected: z.number().int(),
    }),
  }),
});
export type PanPage = z.infer<typeof panListResponse>['data'];

/** POST customers/pan/verify {customerId, decision, reason?}: a rejection says why. */
export const panVerifyPath = 'customers/pan/verify';
export const panVerifyRequest = z
  .object({
    customerId: requiredText(64),
    decision: z.enum(['verified', 'rejected'], { error: 'Choose verified or rejected' }),
    reason: optionalText(200),
  })
  .superRefine((v, ctx) => {
    if (v.decision !== 'rejected') return;
    if ((v.reason?.length ?? 0) < 3)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: PAN_MSG.reason });
  });
export type PanVerifyRequest = z.input<typeof panVerifyRequest>;
export const panVerifyResponse = ok({ message: z.string(), data: panRecord });
