import type { StaffPushPayload } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { JobKind, JobQueue } from '../../commerce/jobs/job-queue';
import type { MailJob, MailJobs } from '../../commerce/mail/send-mail';
import type { Db, DbOrTx } from '../../platform/db/client';
import { hasPermission } from '../rbac/permissions';
import { staffPushNotices } from './push.schema';
import { isAcceptedPushService } from './push-endpoints';
import { sendPush } from './push-sender';
import {
  deleteSubscription,
  findSubscription,
  markDelivered,
  staffSubscriptions,
} from './push-subscriptions.queries';
import { buildNoticePayload, noticeKeyOf, PERMISSION_OF, type StaffNotice } from './staff-notices';
import type { VapidKeys } from './vapid-keys';

type Deps = {
  db: Db;
  jobs: () => JobQueue;
  vapid: VapidKeys & { subject: string };
  pushServiceHosts: readonly string[];
  log: FastifyBaseLogger;
  now?: () => Date;
};

type PushJob = { subscriptionId: string; noticeKey: string; payload: StaffPushPayload };

/** The buyer mails that mean something for staff too: a new booking, a paid order that failed. */
const NOTICE_OF_MAIL: Record<string, 'booking' | 'booking-failed'> = {
  'order-confirmed': 'booking',
  'hold-confirmed': 'booking',
  'fd-confirmed': 'booking',
  'order-failed': 'booking-failed',
  'fd-failed': 'booking-failed',
};

/**
 * Staff push notifications as durable jobs (decision 0046). An event queues a `staff-push-notice`
 * job, in the transaction of the change that causes it when there is one. The job records the
 * notice once (a repeat finds it recorded and stops), finds the site's staff browsers whose owner
 * holds the notice's permission, and queues one `staff-push` job per browser in that same
 * transaction; each is sent, retried on its own, and a browser gone from its push service is removed.
 */
export function createStaffPush({ db, jobs, vapid, pushServiceHosts, log, now = () => new Date() }: Deps) {
  const push: JobKind<PushJob> = {
    name: 'staff-push',
    // From 30 s doubling, five times: about a quarter of an hour of a push service being down.
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 60,
    async handler({ subscriptionId, noticeKey, payload }) {
      const subscription = await findSubscription(db, subscriptionId);
      if (!subscription || !isAcceptedPushService(pushServiceHosts, subscription.endpoint)) return;
      const { outcome, status } = await sendPush(subscription, payload, vapid);
      if (outcome === 'delivered') await markDelivered(db, subscription.id, now());
      else if (outcome === 'gone') await deleteSubscription(db, subscription.id, subscription.endpoint);
      else log.warn({ status, noticeKey, subscriptionId }, 'the push service refused a staff push');
    },
    // A missed push is not a case for the attention queue: what it told of is on its own screen.
    async exhausted({ noticeKey, subscriptionId }, error) {
      log.warn({ err: error, noticeKey, subscriptionId }, 'staff push not delivered after every retry');
    },
  };

  const fanOut: JobKind<StaffNotice> = {
    name: 'staff-push-notice',
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 60,
    async handler(notice) {
      const payload = await buildNoticePayload(db, notice);
      if (!payload) return;
      const noticeKey = noticeKeyOf(notice);
      await db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(staffPushNotices)
          .values({ key: noticeKey, siteId: notice.siteId })
          .onConflictDoNothing()
          .returning({ key: staffPushNotices.key });
        if (!fresh) return;
        const permission = PERMISSION_OF[notice.kind];
        const allowed = new Map<string, boolean>();
        for (const { subscription, user } of await staffSubscriptions(tx, notice.siteId)) {
          if (!allowed.has(user.id)) allowed.set(user.id, await hasPermission(tx, user, permission));
          if (!allowed.get(user.id)) continue;
          const data = { subscriptionId: subscription.id, noticeKey, payload };
          await jobs().send(push, data, { key: `${noticeKey}:${subscription.id}`, tx });
        }
      });
    },
    async exhausted(notice, error) {
      log.error({ err: error, notice }, 'staff push notice not sent after every retry');
    },
  };

  /** Queues the notice; inside `tx` it is queued only if the change that causes it commits. */
  function notify(tx: DbOrTx | undefined, notice: StaffNotice) {
    return jobs().send(fanOut, notice, { key: noticeKeyOf(notice), ...(tx ? { tx } : {}) });
  }

  return {
    kinds: [fanOut, push] as JobKind<never>[],
    notify,
    /** Staff hear what the buyer is mailed about when it matters to them (a booking, a paid order failing). */
    async onBuyerMail(tx: DbOrTx | undefined, job: MailJob) {
      const kind = NOTICE_OF_MAIL[job.event];
      if (kind) await notify(tx, { kind, siteId: job.siteId, orderId: job.orderId });
    },
  };
}
export type StaffPush = ReturnType<typeof createStaffPush>;

/** The mail queue, telling staff too of the buyer mails that matter to them (in the same transaction). */
export function alsoTellingStaff(mails: MailJobs, staffPush: StaffPush): MailJobs {
  return {
    ...mails,
    async send(tx, job) {
      await mails.send(tx, job);
      await staffPush.onBuyerMail(tx, job);
    },
  };
}
