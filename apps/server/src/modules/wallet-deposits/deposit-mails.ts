import { formatMoney } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { JobKind, JobQueue } from '../../commerce/jobs/job-queue';
import { composeMail } from '../../commerce/mail/compose-mail';
import type { Db, DbOrTx } from '../../platform/db/client';
import { primaryLinkBase } from '../../platform/link-base';
import type { Mailer } from '../../platform/mailer';
import { users } from '../accounts/accounts.schema';
import { findSiteById } from '../site/site.queries';
import { type WalletDepositRow, walletDeposits } from './wallet-deposits.schema';

/** One deposit decided: its agency is told, once per deposit and outcome. */
type DepositMailJob = { siteId: string; depositId: string };

const keyOf = (job: DepositMailJob) => `wallet-deposit:${job.depositId}`;

/**
 * The agency hears what staff decided of its deposit (decision 0054): a durable job queued in the
 * decision's own transaction, built from the deposit as it is when it runs, sent once (the outbox
 * keys it by the deposit: a deposit is decided once).
 */
export function createDepositMails({
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
  async function build(job: DepositMailJob) {
    const [row] = await db
      .select({ deposit: walletDeposits, email: users.email })
      .from(walletDeposits)
      .innerJoin(users, eq(users.id, walletDeposits.userId))
      .where(and(eq(walletDeposits.siteId, job.siteId), eq(walletDeposits.id, job.depositId)));
    const site = await findSiteById(db, job.siteId);
    const to = row?.email?.trim();
    if (!row || !site || !to || row.deposit.state === 'pending') return null;
    const { deposit } = row;
    const money = formatMoney(deposit.amount, site);
    const wallet = {
      label: 'Your wallet',
      href: `${await primaryLinkBase(db, site.id)}/user/transactionHistory`,
    };
    return deposit.state === 'confirmed'
      ? composeMail(site, to, `Deposit confirmed ${deposit.bankReference}`, [
          {
            text: `Your bank transfer of ${money} (reference ${deposit.bankReference}, ${deposit.transferredOn}) is confirmed and added to your wallet.`,
            link: wallet,
          },
        ])
      : composeMail(site, to, `Deposit not confirmed ${deposit.bankReference}`, [
          {
            text: `We could not confirm your bank transfer of ${money} (reference ${deposit.bankReference}, ${deposit.transferredOn}): ${deposit.rejectionReason ?? ''}`,
          },
          {
            text: 'Nothing was added to your wallet. Reply to this mail or call us if you think this is wrong.',
            link: wallet,
          },
        ]);
  }

  const kind: JobKind<DepositMailJob> = {
    name: 'wallet-deposit-mail',
    // From a minute doubling: about four hours of a mail server being down, as buyer mails.
    retryLimit: 8,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    async handler(job) {
      const key = keyOf(job);
      if (await mailer.wasSent(key)) return;
      const mail = await build(job);
      if (mail) await mailer.sendOnce(job.siteId, key, mail);
    },
    // The agency sees the deposit's state on its wallet page; staff see the refusal in the outbox.
    async exhausted(job, error) {
      log.error({ err: error, depositId: job.depositId }, 'deposit mail not sent after every retry');
    },
  };

  return {
    kind,
    /** Queues the mail of a decided deposit, in the transaction that decides it. */
    send: (tx: DbOrTx, deposit: Pick<WalletDepositRow, 'id' | 'siteId'>) => {
      const job = { siteId: deposit.siteId, depositId: deposit.id };
      return jobs().send(kind, job, { key: keyOf(job), tx });
    },
  };
}
export type DepositMails = ReturnType<typeof createDepositMails>;
