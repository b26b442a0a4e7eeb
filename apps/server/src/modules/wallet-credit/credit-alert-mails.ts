import { creditWarning, formatMoney } from '@app/contracts';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { JobKind } from '../../commerce/jobs/job-queue';
import { composeMail } from '../../commerce/mail/compose-mail';
import type { Db } from '../../platform/db/client';
import type { Mailer } from '../../platform/mailer';
import { users } from '../accounts/accounts.schema';
import { domainsOf, findSiteById } from '../site/site.queries';
import { type WalletCreditAlertRow, walletCreditAlerts } from './credit.schema';

/** Tries per alert before it is left to the outbox's record of the error. */
export const CREDIT_ALERT_TRIES = 8;
const BATCH = 100;

const SUBJECTS = {
  below40: 'Your credit is running low',
  below20: 'Your credit is nearly used up',
  usedUp: 'Your credit limit is used up',
} as const;

/**
 * Mails the credit alerts the debits wrote (decision 0047). The alert row is written in the
 * debit's transaction, so no crossing is lost; this sends each once (the outbox keys it by the
 * alert) and marks it sent. A failed send is tried again on the next run, a few times.
 */
export function createCreditAlertMails({
  db,
  mailer,
  log,
}: {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  async function mailOf(alert: WalletCreditAlertRow) {
    const [user] = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, alert.userId), eq(users.siteId, alert.siteId)));
    const site = await findSiteById(db, alert.siteId);
    const to = user?.email?.trim();
    if (!site || !to) return null;
    const money = (paise: number) => formatMoney(paise, site);
    const base = `https://${(await domainsOf(db, site.id))[0] ?? 'localhost'}/app`;
    const funds = { balance: alert.balance, creditLimit: alert.creditLimit };
    return composeMail(site, to, SUBJECTS[alert.level], [
      { text: creditWarning(funds, money) ?? '' },
      {
        text: `Wallet balance ${money(alert.balance)} · credit limit ${money(alert.creditLimit)} · available ${money(Math.max(0, alert.balance + alert.creditLimit))}.`,
        link: { label: 'Your wallet', href: `${base}/user/transactionHistory` },
      },
    ]);
  }

  async function send(alert: WalletCreditAlertRow) {
    const mail = await mailOf(alert);
    // Nobody to tell (no address): nothing will change that, so the alert is closed.
    if (mail) await mailer.sendOnce(alert.siteId, `credit-alert:${alert.id}`, mail);
    await db
      .update(walletCreditAlerts)
      .set({ sentAt: new Date() })
      .where(eq(walletCreditAlerts.id, alert.id));
  }

  /** Sends every alert not yet sent (oldest first); answers how many went out. */
  async function sendDue(): Promise<number> {
    const due = await db
      .select()
      .from(walletCreditAlerts)
      .where(and(isNull(walletCreditAlerts.sentAt), lt(walletCreditAlerts.attempts, CREDIT_ALERT_TRIES)))
      .orderBy(asc(walletCreditAlerts.createdAt))
      .limit(BATCH);
    let sent = 0;
    for (const alert of due) {
      try {
        await send(alert);
        sent++;
      } catch (err) {
        log.warn({ err, alertId: alert.id }, 'credit alert mail not sent; it will be tried again');
        await db
          .update(walletCreditAlerts)
          .set({ attempts: sql`${walletCreditAlerts.attempts} + 1` })
          .where(eq(walletCreditAlerts.id, alert.id));
      }
    }
    return sent;
  }

  /** Once a minute on one instance: the alerts written since the last run. */
  const kind: JobKind<object> = {
    name: 'credit-alert-mails',
    cron: '* * * * *',
    // The next minute's run is the retry; each alert counts its own tries.
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    handler: async () => {
      await sendDue();
    },
    exhausted: async () => undefined,
  };

  return { kind, sendDue };
}
export type CreditAlertMails = ReturnType<typeof createCreditAlertMails>;
