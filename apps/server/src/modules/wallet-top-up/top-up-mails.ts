import { formatMoney } from '@app/contracts';
import { composeMail } from '../../commerce/mail/compose-mail';
import { announceEnd, type MailBuilder, type MailJob, type MailJobs } from '../../commerce/mail/send-mail';
import type { OrderRow } from '../../commerce/orders/orders.schema';
import type { Db, DbOrTx } from '../../platform/db/client';
import { primaryLinkBase } from '../../platform/link-base';
import { findSiteById } from '../site/site.queries';
import { findTopUp } from './top-ups.queries';

/** What an agency is mailed about its top-up (decision 0054). */
export const TOP_UP_MAIL = { credited: 'wallet-top-up-credited', failed: 'wallet-top-up-failed' } as const;

/** The top-up's page: its result and receipt. */
export const topUpPath = (orderId: string) => `/user/wallet/top-up/${encodeURIComponent(orderId)}`;

/**
 * The top-up's mails, sent as jobs by the core's mail queue (once per event and order) and built
 * when the job runs: the receipt (amount, fee, the gateway's id of the payment) once the wallet is
 * credited, and a plain word when the gateway declined the payment.
 */
export function createTopUpMails({ db, mails }: { db: Db; mails: MailJobs }) {
  async function load(job: MailJob) {
    const found = await findTopUp(db, job.siteId, job.orderId);
    const site = await findSiteById(db, job.siteId);
    const to = found?.payer.email?.trim();
    if (!found || !site || !to) return null;
    const base = job.linkBase ?? (await primaryLinkBase(db, site.id));
    const money = (paise: number) => formatMoney(paise, site);
    const receipt = { label: 'Your receipt', href: `${base}${topUpPath(found.order.id)}` };
    return { ...found, site, to, money, receipt };
  }

  const builders: Record<string, MailBuilder> = {
    async [TOP_UP_MAIL.credited](job) {
      const found = await load(job);
      if (!found?.creditedAt) return null;
      const { site, to, order, item, payment, money, receipt } = found;
      return {
        siteId: site.id,
        mail: composeMail(site, to, `Wallet topped up ${order.reference}`, [
          { text: `${money(item.net)} has been added to your wallet (top-up ${order.reference}).` },
          {
            text: `Paid ${money(item.total)} online: ${money(item.net)} and a gateway fee of ${money(item.fees)}. Gateway transaction id: ${payment?.providerTransactionId ?? '-'}.`,
            link: receipt,
          },
        ]),
      };
    },
    async [TOP_UP_MAIL.failed](job) {
      const found = await load(job);
      if (found?.order.status !== 'failed') return null;
      const { site, to, order, item, money, receipt } = found;
      return {
        siteId: site.id,
        mail: composeMail(site, to, `Wallet top-up not completed ${order.reference}`, [
          {
            text: `Your top-up of ${money(item.net)} (${order.reference}) did not go through: the payment was not completed. Nothing was added to your wallet.`,
            link: receipt,
          },
        ]),
      };
    },
  };
  mails.register(builders);

  return {
    /** The agency hears how its top-up ended: credited, or declined. */
    announce: (order: Pick<OrderRow, 'id' | 'siteId' | 'status'>, linkBase?: string, tx?: DbOrTx) =>
      announceEnd(
        mails,
        { completed: TOP_UP_MAIL.credited, failed: TOP_UP_MAIL.failed },
        order,
        linkBase,
        tx,
      ),
  };
}
export type TopUpMails = ReturnType<typeof createTopUpMails>;
