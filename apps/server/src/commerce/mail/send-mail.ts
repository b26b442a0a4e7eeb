import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { Mail, Mailer } from '../../platform/mailer';
import { raiseAttention } from '../attention/attention.service';
import type { JobKind, JobQueue } from '../jobs/job-queue';

/**
 * What a buyer should hear about: an event of an order (`order-confirmed`, `refund-paid`…), and
 * what within the order it is about when an order can have several (a refund, a change request).
 */
export type MailJob = {
  event: string;
  siteId: string;
  orderId: string;
  about?: string;
  /** the web app's address the request came in on, for the mail's links */
  linkBase?: string;
};

/**
 * A product's mail for an event, built when the job runs, from the order as it is then; null when
 * there is nobody or nothing to tell (no address, the order has moved on).
 */
export type MailBuilder = (job: MailJob) => Promise<{ siteId: string; mail: Mail } | null>;

/** The event the core itself announces: a refund the gateway or the ledger says is paid (about: the refund). */
export const REFUND_PAID_MAIL = 'refund-paid';

/** Once per event of an order: the job's key and the outbox row's. */
export const mailKeyOf = (job: Pick<MailJob, 'event' | 'orderId' | 'about'>) =>
  [job.event, job.orderId, job.about].filter(Boolean).join(':');

/**
 * Queues the mail of how an order ended when its product mails that end (`ends`: its confirmed and
 * failed events), through `mails` (so staff hear of it too); in `tx`, with the change, when given.
 */
export async function announceEnd(
  mails: Pick<MailJobs, 'send'>,
  ends: { completed: string; failed: string },
  order: { id: string; siteId: string; status: string },
  linkBase?: string,
  tx?: DbOrTx,
) {
  const event =
    order.status === 'completed' ? ends.completed : order.status === 'failed' ? ends.failed : null;
  if (event)
    await mails.send(tx, {
      event,
      siteId: order.siteId,
      orderId: order.id,
      ...(linkBase ? { linkBase } : {}),
    });
}

/**
 * Buyer mail as durable jobs (decision 0027): the state change that causes a mail sends a
 * `send-mail` job keyed by (event, order), in its own transaction where it has one. The job asks the
 * product's builder for the mail and sends it through the outbox, which records it once per key:
 * a retry, a second callback or a second instance never sends it twice. Out of retries, the order
 * goes on the attention queue: a mail that could not even be built leaves no outbox row to see.
 */
export function createMailJobs({
  db,
  mailer,
  jobs,
  log,
}: {
  db: Db;
  mailer: Mailer;
  jobs: () => JobQueue;
  log: FastifyBaseLogger;
}) {
  const builders = new Map<string, MailBuilder>();

  const sendMail: JobKind<MailJob> = {
    name: 'send-mail',
    // From a minute doubling: about four hours of a mail server being down before staff hear.
    retryLimit: 8,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    async handler(job) {
      const key = mailKeyOf(job);
      if (await mailer.wasSent(key)) return;
      const build = builders.get(job.event);
      if (!build) throw new Error(`no mail is built for the event ${job.event}`);
      const built = await build(job);
      if (built) await mailer.sendOnce(built.siteId, key, built.mail);
    },
    async exhausted(job, error) {
      const key = mailKeyOf(job);
      if (await mailer.wasSent(key)) return;
      log.error({ err: error, key }, 'buyer mail not sent after every retry');
      await raiseAttention(db, {
        siteId: job.siteId,
        orderId: job.orderId,
        kind: 'mail-not-sent',
        summary: `The buyer was not sent the ${job.event.replaceAll('-', ' ')} mail; tell them another way.`,
        tried: `mail ${key}: ${String(error)}`,
        actions: ['resolve'],
      });
    },
  };

  return {
    kind: sendMail,

    /** A product's builders by event; an event has one builder. */
    register(byEvent: Record<string, MailBuilder>) {
      for (const [event, build] of Object.entries(byEvent)) {
        if (builders.has(event)) throw new Error(`the mail of ${event} is built twice`);
        builders.set(event, build);
      }
    },

    /** Queues the mail: pass the transaction of the state change that causes it, when there is one. */
    send(tx: DbOrTx | undefined, job: MailJob) {
      return jobs().send(sendMail, job, { key: mailKeyOf(job), ...(tx ? { tx } : {}) });
    },

    /** The mail an event would send now (tests, and staff previews later); nothing is sent. */
    async build(job: MailJob) {
      const build = builders.get(job.event);
      return build ? build(job) : null;
    },
  };
}
export type MailJobs = ReturnType<typeof createMailJobs>;
