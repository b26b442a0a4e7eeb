import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../platform/db/client';
import { outboxEmails } from '../notifications/outbox.schema';

/** Helpers of the account tests that read mail from the outbox. */

export const uniqueEmail = (prefix = 'user') => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.test`;

/** The mails queued for an address on a site, oldest first. */
export const mailsTo = (db: Db, siteId: string, to: string) =>
  db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.siteId, siteId), eq(outboxEmails.to, to)))
    .orderBy(asc(outboxEmails.createdAt));

export type LinkPath = '/generate_password?token=' | '/login?sessionId=';

/** The one-time token of a mail's link, or undefined when the mail has no such link. */
export function tokenIn(text: string, linkPath: LinkPath) {
  const escaped = linkPath.replace(/[?]/g, '\\?');
  return text.match(new RegExp(`${escaped}([A-Za-z0-9_-]+)`))?.[1];
}

/** The token of the only mail sent to an address, taken from the link in its text. */
export async function tokenMailedTo(db: Db, siteId: string, to: string, linkPath: LinkPath) {
  const mails = await mailsTo(db, siteId, to);
  expect(mails).toHaveLength(1);
  const token = tokenIn(mails[0]!.text, linkPath);
  expect(token, mails[0]!.text).toBeDefined();
  return token!;
}
