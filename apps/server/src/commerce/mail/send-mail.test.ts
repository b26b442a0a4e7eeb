import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../modules/notifications/outbox.schema';
import { createMailer, outboxIdOf } from '../../platform/mailer';
import { createBooking } from '../../seed/booking-factories';
import { createSite, createUser } from '../../seed/factories';
import { type FakeSmtp, startFakeSmtp } from '../../test/fake-smtp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { attentionItems } from '../attention/attention.schema';
import { createJobQueue, type JobKind, type JobQueue } from '../jobs/job-queue';
import { createMailJobs, type MailJob, type MailJobs, mailKeyOf } from './send-mail';

const log = { error: () => undefined, warn: () => undefined } as never;

describe('buyer mail as durable jobs', () => {
  let t: TestApp;
  let smtp: FakeSmtp;
  let queue: JobQueue;
  let mails: MailJobs;
  let siteId: string;
  let orderId: string;
  const built: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    smtp = await startFakeSmtp();
    siteId = (await createSite(t.db)).id;
    const buyer = await createUser(t.db, siteId);
    orderId = (await createBooking(t.db, siteId, buyer.id)).orderId;
    mails = createMailJobs({
      db: t.db,
      mailer: createMailer(t.db, smtp.url, 'no-reply@site.test'),
      jobs: () => queue,
      log,
    });
    mails.register({
      async 'test-event'(job) {
        built.push(mailKeyOf(job));
        return {
          siteId: job.siteId,
          mail: { to: 'buyer@example.test', subject: `About ${job.orderId}`, text: 'Hello' },
        };
      },
      async 'nothing-to-tell'() {
        return null;
      },
    });
    queue = createJobQueue(t.app.database, [mails.kind as JobKind<never>], { work: false, log });
    await queue.start();
  });
  afterAll(async () => {
    await queue.stop();
    await smtp.close();
    await t.close();
  });

  const job = (event: string, about?: string): MailJob => ({
    event,
    siteId,
    orderId,
    ...(about ? { about } : {}),
  });
  const runMail = () => queue.runDue(mails.kind as JobKind<never>);
  const outboxRow = async (key: string) =>
    t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.id, outboxIdOf(key)));

  it('keys the mail by event and order, and what in the order it is about', () => {
    expect(mailKeyOf({ event: 'order-confirmed', orderId: 'FD1' })).toBe('order-confirmed:FD1');
    expect(mailKeyOf({ event: 'refund-paid', orderId: 'FD1', about: 'r1' })).toBe('refund-paid:FD1:r1');
    expect(outboxIdOf('order-confirmed:FD1')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('sends an event’s mail once: a second job for it after it went out sends and records nothing', async () => {
    await t.db.transaction((tx) => mails.send(tx, job('test-event', 'once')));
    // A second send while the first waits is the same work (the job's key).
    await mails.send(undefined, job('test-event', 'once'));
    expect(await runMail()).toBe(1);
    await mails.send(undefined, job('test-event', 'once'));
    expect(await runMail()).toBe(1);
    const key = mailKeyOf(job('test-event', 'once'));
    expect(built.filter((k) => k === key)).toHaveLength(1);
    expect(smtp.to('buyer@example.test')).toHaveLength(1);
    const [row, ...more] = await outboxRow(key);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ siteId, subject: `About ${orderId}`, transport: 'smtp', error: null });
    expect(row?.sentAt).not.toBeNull();
  });

  it('a state change rolled back sends no mail', async () => {
    await t.db
      .transaction(async (tx) => {
        await mails.send(tx, job('test-event', 'rolled-back'));
        throw new Error('the state change failed');
      })
      .catch(() => undefined);
    expect(await runMail()).toBe(0);
  });

  it('a mail server failure fails the job, which is retried through the same outbox row', async () => {
    const key = mailKeyOf(job('test-event', 'smtp-down'));
    const before = smtp.messages.length;
    smtp.refuse(true);
    await mails.send(undefined, job('test-event', 'smtp-down'));
    expect(await runMail()).toBe(1);
    const [failed] = await outboxRow(key);
    expect(failed?.sentAt).toBeNull();
    expect(failed?.error).toContain('451');
    const jobs = await t.db.execute(
      sql`select state from pgboss.job where name = 'send-mail' and singleton_key = ${key}`,
    );
    expect('rows' in jobs ? jobs.rows : jobs).toEqual([{ state: 'retry' }]);

    smtp.refuse(false);
    // The back-off's wait, skipped.
    await t.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 minute' where name = 'send-mail' and singleton_key = ${key}`,
    );
    expect(await runMail()).toBe(1);
    const rows = await outboxRow(key);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sentAt).not.toBeNull();
    expect(rows[0]?.error).toBeNull();
    expect(smtp.messages.length).toBe(before + 1);
  });

  it('nothing to tell (no address, the order moved on): nothing sent or recorded', async () => {
    await mails.send(undefined, job('nothing-to-tell'));
    expect(await runMail()).toBe(1);
    expect(await outboxRow(mailKeyOf(job('nothing-to-tell')))).toHaveLength(0);
  });

  it('out of retries, the order goes on the attention queue; a mail sent meanwhile does not', async () => {
    await mails.kind.exhausted(job('test-event', 'once'), new Error('late'));
    await mails.kind.exhausted(job('order-confirmed'), new Error('connect ECONNREFUSED'));
    const open = await t.db
      .select()
      .from(attentionItems)
      .where(and(eq(attentionItems.orderId, orderId), eq(attentionItems.kind, 'mail-not-sent')));
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ siteId, actions: ['resolve'] });
    expect(open[0]?.summary).toContain('order confirmed mail');
    expect(open[0]?.tried[0]).toContain(`mail order-confirmed:${orderId}: Error: connect ECONNREFUSED`);
  });
});
