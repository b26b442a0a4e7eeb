import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { outboxEmails } from '../modules/notifications/outbox.schema';
import type { Db } from './db/client';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(siteId: string, mail: Mail): Promise<void> };

/**
 * Sends through nodemailer: to SMTP when a URL is set, otherwise nodemailer's JSON transport builds the
 * message and it stays in the stored outbox. Either way every mail is recorded in the outbox per site.
 */
export function createMailer(db: Db, smtpUrl: string | undefined, from: string): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  const kind = smtpUrl ? 'smtp' : 'outbox';
  return {
    async send(siteId, mail) {
      const [row] = await db
        .insert(outboxEmails)
        .values({ siteId, ...mail, transport: kind })
        .returning({ id: outboxEmails.id });
      try {
        await transport.sendMail({ from, ...mail });
        await db.update(outboxEmails).set({ sentAt: new Date() }).where(eq(outboxEmails.id, row!.id));
      } catch (err) {
        // A mail server being down must not fail the user's request; staff see the error in the outbox.
        await db
          .update(outboxEmails)
          .set({ error: err instanceof Error ? err.message : String(err) })
          .where(eq(outboxEmails.id, row!.id));
      }
    },
  };
}
