import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app';
import type { Db } from '../../platform/db/client';
import type { TestApp } from '../../test/test-app';
import { outboxEmails } from '../notifications/outbox.schema';
import { ACCOUNT_MAIL_JOB } from './account-mail-jobs';

/** Helpers of the account tests that read mail from the outbox. */

export const uniqueEmail = (prefix = 'user') => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.test`;

/** Runs the account mails queued so far, as a worker would (a test app does not work its jobs). */
export async function deliverAccountMails(app: App) {
  const kind = app.jobs.queue.kinds.get(ACCOUNT_MAIL_JOB)!;
  while ((await app.jobs.queue.runDue(kind)) > 0);
}

/** The mails in the outbox for an address on a site, oldest first, as they are now. */
export const outboxTo = (db: Db, siteId: string, to: string) =>
  db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.siteId, siteId), eq(outboxEmails.to, to)))
    .orderBy(asc(outboxEmails.createdAt));

/** The mails sent to an address on a site once the queued account mails have gone, oldest first. */
export async function mailsTo(t: TestApp, siteId: string, to: string) {
  await deliverAccountMails(t.app);
  return outboxTo(t.db, siteId, to);
}

export type LinkPath = '/generate_password?token=' | '/login?sessionId=';

/** The one-time token of a mail's link, or undefined when the mail has no such link. */
export function tokenIn(text: string, linkPath: LinkPath) {
  const escaped = linkPath.replace(/[?]/g, '\\?');
  return text.match(new RegExp(`${escaped}([A-Za-z0-9_-]+)`))?.[1];
}

/** The token of the only mail sent to an address, taken from the link in its text. */
export async function tokenMailedTo(t: TestApp, siteId: string, to: string, linkPath: LinkPath) {
  const mails = await mailsTo(t, siteId, to);
  expect(mails).toHaveLength(1);
  const token = tokenIn(mails[0]!.text, linkPath);
  expect(token, mails[0]!.text).toBeDefined();
  return token!;
}
