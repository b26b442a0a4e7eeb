import type { OutboxAttachment } from '@app/contracts';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../../platform/db/ids';
import { siteIdColumn } from '../site/site.schema';

/** Every mail the platform sends, kept per site: staff read it, and without SMTP it is the only copy. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** what was attached (the content is not kept: an e-ticket PDF is made again on demand) */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    transport: text('transport').$type<'smtp' | 'outbox'>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('outbox_site_created_idx').on(t.siteId, t.createdAt, t.id),
    // The platform's admins read every site's mail newest first.
    index('outbox_created_idx').on(t.createdAt, t.id),
  ],
);
