import { z } from 'zod';
import { ok, optionalText, paged } from '../common/fields';
import { blankToUndefined, endNotBeforeStart, optionalDay, pageField } from '../common/filter-fields';

/** What an entry concerns: the first part of its action (settings.save → settings). */
export const AUDIT_AREAS = ['settings', 'wallet', 'customers', 'markup', 'permissions', 'payments'] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];
export const AUDIT_AREA_LABELS: Record<AuditArea, string> = {
  settings: 'Settings',
  wallet: 'Wallets',
  customers: 'Customers',
  markup: 'Markups',
  permissions: 'Permissions',
  payments: 'Payments',
};

export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_MSG = { area: 'Choose an area from the list', noEntries: 'No Reults found!' } as const;

/** audit/getEntries and audit/export: the site's audit log, newest first, with filters. */
export const auditEntriesRequest = z
  .object({
    page: pageField(),
    fromDate: optionalDay(),
    toDate: optionalDay(),
    area: z.preprocess(blankToUndefined, z.enum(AUDIT_AREAS, { error: AUDIT_MSG.area }).optional()),
    /** part of the e-mail of who acted */
    actor: optionalText(100),
    /** words of the summary, or the id of what was acted on */
    q: optionalText(100),
  })
  .superRefine(endNotBeforeStart('fromDate', 'toDate'));
export type AuditEntriesRequest = z.input<typeof auditEntriesRequest>;
export type AuditFilters = z.output<typeof auditEntriesRequest>;

export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  ip: z.string().nullable(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditEntriesResponse = ok({
  data: z.object({
    ...paged(auditEntry),
  }),
});

export const AUDIT_FILE_NAME = 'audit-log.xlsx';
