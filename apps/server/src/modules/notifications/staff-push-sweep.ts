import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { attentionItems } from '../../commerce/attention/attention.schema';
import type { JobKind } from '../../commerce/jobs/job-queue';
import { payments } from '../../commerce/payments/payments.schema';
import type { Db } from '../../platform/db/client';
import { sites } from '../site/site.schema';
import { staffPushNotices } from './push.schema';
import type { StaffNotice } from './staff-notices';

/** A gateway payment still pending this long is one staff should look at (the spec's payment validity). */
export const PAYMENT_PENDING_MINUTES = 15;
/** Older than this, a pending payment or an open case is old news: nobody is pushed about it any more. */
const LOOK_BACK_HOURS = 24;
/** Notices are kept to stop repeats while their cause can still repeat; a week is ample. */
const KEEP_NOTICES_DAYS = 7;

const noticeRecorded = (key: ReturnType<typeof sql>) =>
  sql`not exists (select 1 from ${staffPushNotices} where ${staffPushNotices.key} = ${key})`;

/**
 * What no event announces, found once a minute (pg-boss cron: once across instances): gateway
 * payments pending past 15 minutes, and orders whose ticketing the airline never confirmed (the
 * attention case raised when the supplier would not say). Each is notified once: a notice already
 * recorded is not looked for again, and `notify` keys its job by the notice.
 */
export function staffPushSweepJob({
  db,
  notify,
  now = () => new Date(),
}: {
  db: Db;
  notify: (tx: undefined, notice: StaffNotice) => Promise<void>;
  now?: () => Date;
}): JobKind<object> {
  async function sweep() {
    const at = now().getTime();
    const since = new Date(at - LOOK_BACK_HOURS * 3_600_000);
    const latePayments = await db
      .select({ id: payments.id, siteId: payments.siteId, orderId: payments.orderId })
      .from(sites)
      // By site: each site's payments by date are an index range (payments_site_created_idx).
      .innerJoin(payments, eq(payments.siteId, sites.id))
      .where(
        and(
          eq(payments.method, 'gateway'),
          eq(payments.state, 'pending'),
          gt(payments.createdAt, since),
          lt(payments.createdAt, new Date(at - PAYMENT_PENDING_MINUTES * 60_000)),
          noticeRecorded(sql`'payment-pending:' || ${payments.id}`),
        ),
      );
    for (const p of latePayments)
      await notify(undefined, {
        kind: 'payment-pending',
        siteId: p.siteId,
        orderId: p.orderId,
        paymentId: p.id,
      });

    const unconfirmed = await db
      .selectDistinct({ siteId: attentionItems.siteId, orderId: attentionItems.orderId })
      .from(attentionItems)
      .where(
        and(
          eq(attentionItems.kind, 'ticket-unconfirmed'),
          isNull(attentionItems.resolvedAt),
          gt(attentionItems.openedAt, since),
          noticeRecorded(sql`'ticketing-unconfirmed:' || ${attentionItems.orderId}`),
        ),
      );
    for (const c of unconfirmed) await notify(undefined, { kind: 'ticketing-unconfirmed', ...c });

    await db
      .delete(staffPushNotices)
      .where(lt(staffPushNotices.createdAt, new Date(at - KEEP_NOTICES_DAYS * 86_400_000)));
  }

  return {
    name: 'staff-push-sweep',
    cron: '* * * * *',
    // The next minute's sweep is the retry.
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    handler: sweep,
    exhausted: async () => undefined,
  };
}
