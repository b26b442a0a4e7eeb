import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { outboxEmails } from '../modules/notifications/outbox.schema';
import { sites } from '../modules/site/site.schema';
import type { Db } from './db/client';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
/** Whose name a mail goes out in: the brand its reader knows, and where their reply goes. */
export type MailSender = { name: string; replyTo: string | null };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** the site's brand when not given (an agency's mail to its traveller gives its own, decision 0053) */
  sender?: MailSender;
};
export type Mailer = {
  /** Sends now; a mail server being down is kept in the outbox row and never fails the caller. */
  send(siteId: string, mail: Mail): Promise<void>;
  /**
   * Sends the mail of `key` (an event of an order) at most once: its outbox row is the record of
   * it, so a second call after it went out sends nothing, and a call after a failed one sends
   * through the same row. A mail server failure is recorded and thrown, for the caller's job to
   * retry. Answers whether this call sent it.
   */
  sendOnce(siteId: string, key: string, mail: Mail): Promise<'sent' | 'alreadySent'>;
  /** Whether the mail of `key` has gone out. */
  wasSent(key: string): Promise<boolean>;
};

/**
 * The outbox row of a keyed mail: its primary key is derived from the key (a UUID-shaped SHA-256),
 * so the table's own primary key refuses a second row for the same event, with no column of its own.
 */
export function outboxIdOf(key: string): string {
  const h = createHash('sha256').update(`outbox-mail:${key}`).digest('hex');
  const variant = ((Number.parseInt(h.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The address of a sender written either way: `no-reply@x.test` or `Name <no-reply@x.test>`. */
export const mailAddressOf = (from: string) => (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();

/**
 * Sends through nodemailer: to SMTP when a URL is set, otherwise nodemailer's JSON transport builds the
 * message and it stays in the stored outbox. Either way every mail is recorded in the outbox per site.
 * The platform's address (`from`) sends every site's mail, each under the name of its brand, with
 * replies going to the brand's own address: a reader sees the site (or agency) they dealt with, not
 * whoever runs the platform (decision 0053).
 */
export function createMailer(db: Db, smtpUrl: string | undefined, from: string): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  const kind = smtpUrl ? 'smtp' : 'outbox';
  const recorded = ({ to, subject, text, html, attachments = [] }: Mail) => ({
    to,
    subject,
    text,
    html: html ?? null,
    attachments: attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: a.content.length,
    })),
  });
  const mark = (id: string, values: { sentAt?: Date; error: string | null }) =>
    db.update(outboxEmails).set(values).where(eq(outboxEmails.id, id));

  const address = mailAddressOf(from);
  /** The site's own brand: its label, replies to its support address. */
  async function siteSender(siteId: string): Promise<MailSender | undefined> {
    const [site] = await db
      .select({ name: sites.brandingLabel, replyTo: sites.adminEmail })
      .from(sites)
      .where(eq(sites.id, siteId));
    return site;
  }
  /** The message as nodemailer takes it: the mail under its sender's name. */
  async function messageOf(siteId: string, { sender, ...mail }: Mail) {
    const as = sender ?? (await siteSender(siteId));
    if (!as) return { from, ...mail };
    return { ...mail, from: { name: as.name, address }, ...(as.replyTo ? { replyTo: as.replyTo } : {}) };
  }

  return {
    async send(siteId, mail) {
      const [row] = await db
        .insert(outboxEmails)
        .values({ siteId, ...recorded(mail), transport: kind })
        .returning({ id: outboxEmails.id });
      try {
        await transport.sendMail(await messageOf(siteId, mail));
        await mark(row!.id, { sentAt: new Date(), error: null });
      } catch (err) {
        // A mail server being down must not fail the user's request; staff see the error in the outbox.
        await mark(row!.id, { error: errorText(err) });
      }
    },

    async sendOnce(siteId, key, mail) {
      const id = outboxIdOf(key);
      const [existing] = await db
        .select({ sentAt: outboxEmails.sentAt })
        .from(outboxEmails)
        .where(eq(outboxEmails.id, id));
      if (existing?.sentAt) return 'alreadySent';
      if (existing)
        // An earlier try failed (or crashed before sending): the same row, with the mail as it is now.
        await db
          .update(outboxEmails)
          .set({ ...recorded(mail), transport: kind })
          .where(eq(outboxEmails.id, id));
      else
        await db
          .insert(outboxEmails)
          .values({ id, siteId, ...recorded(mail), transport: kind })
          .onConflictDoNothing({ target: outboxEmails.id });
      try {
        await transport.sendMail(await messageOf(siteId, mail));
      } catch (err) {
        await mark(id, { error: errorText(err) });
        throw err;
      }
      await mark(id, { sentAt: new Date(), error: null });
      return 'sent';
    },

    async wasSent(key) {
      const [row] = await db
        .select({ sentAt: outboxEmails.sentAt })
        .from(outboxEmails)
        .where(eq(outboxEmails.id, outboxIdOf(key)));
      return Boolean(row?.sentAt);
    },
  };
}
