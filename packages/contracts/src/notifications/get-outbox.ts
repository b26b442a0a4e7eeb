import { z } from 'zod';
import { integerField, recordsPage } from '../common/fields';

/** GET notifications/getOutbox {page}: the site's sent mail, newest first (staff only). */
export const getOutboxPath = 'notifications/getOutbox';
export const OUTBOX_PAGE_SIZE = 20;

export const getOutboxRequest = z.object({
  page: integerField().pipe(z.number().min(1).max(10_000)).default(1),
});

export const outboxAttachment = z.object({
  filename: z.string(),
  contentType: z.string(),
  /** bytes */
  size: z.number().int(),
});
export type OutboxAttachment = z.infer<typeof outboxAttachment>;

export const outboxEmail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(outboxAttachment),
  transport: z.enum(['smtp', 'outbox']),
  sentAt: z.coerce.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.coerce.string(),
});
export type OutboxEmail = z.infer<typeof outboxEmail>;

export const getOutboxResponse = recordsPage(outboxEmail);

/**
 * GET platform/outbox {page, siteId?}: every site's mail, or one site's, for the platform's admins
 * (decision 0055): a new site's first mails wait there before anyone of the site can sign in.
 */
export const platformOutboxRequest = getOutboxRequest.extend({
  siteId: z.string().trim().min(1).max(64).optional(),
});
export type PlatformOutboxRequest = z.input<typeof platformOutboxRequest>;

export const platformOutboxEmail = outboxEmail.extend({ siteId: z.string(), companyName: z.string() });
export type PlatformOutboxEmail = z.infer<typeof platformOutboxEmail>;

export const platformOutboxResponse = recordsPage(platformOutboxEmail);
