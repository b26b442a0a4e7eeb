import { creditDepth, creditLevel, type WalletFunds } from '@app/contracts';
import { and, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { users } from '../accounts/accounts.schema';
import { walletLedger } from '../wallet/wallet.schema';
import { siteCreditSettings, walletCreditAlerts, walletCreditLimits } from './credit.schema';

/**
 * The one way anything reads an agency's credit limit (decision 0047): the latest dated limit whose
 * day has begun by `at` (now, by default), else the opening limit on the user row; 0 on a site that
 * does not let agencies book on credit. An expression over a query of `users` (named in full:
 * drizzle leaves a lone table's columns unqualified, which the subquery would take for its own), so
 * the debit reads it in the statement that locks the row and the balances sheet a batch at once.
 */
export function creditLimitAt(siteId: string, at: SQL = sql`now()`): SQL<number> {
  const l = walletCreditLimits;
  const s = siteCreditSettings;
  const userId = sql`${sql.identifier(getTableName(users))}.${sql.identifier(users.id.name)}`;
  const opening = sql`${sql.identifier(getTableName(users))}.${sql.identifier(users.walletCreditLimit.name)}`;
  return sql<number>`(case when coalesce((select ${s.agentsOnCredit} from ${s} where ${s.siteId} = ${siteId}), true)
    then coalesce((select ${l.amount} from ${l} where ${l.siteId} = ${siteId} and ${l.userId} = ${userId}
      and ${l.effectiveAt} <= ${at} order by ${l.effectiveAt} desc, ${l.createdAt} desc limit 1), ${opening})
    else 0 end)`.mapWith(Number);
}

/**
 * A wallet as a debit sees it, in one query: the ledger's sum and the limit in force (creditLimitAt).
 * Zeros for a user not on the site.
 */
export async function walletFundsOf(db: DbOrTx, siteId: string, userId: string): Promise<WalletFunds> {
  const [row] = await db
    .select({
      balance: sql<number>`(select coalesce(sum(${walletLedger.amount}), 0) from ${walletLedger}
        where ${walletLedger.siteId} = ${siteId} and ${walletLedger.userId} = ${userId})`.mapWith(Number),
      creditLimit: creditLimitAt(siteId),
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.siteId, siteId)));
  return row ?? { balance: 0, creditLimit: 0 };
}

/**
 * After a debit of `amount` paise that left the wallet at `after`, in the debit's transaction and
 * under its row lock: when it took the agency's available credit a level deeper (below 40 %, below
 * 20 %, used up) an alert is written, to be mailed. Once per crossing: a debit that stays within a
 * level writes nothing, and a top-up that lifts the wallet back re-arms the alert for the next debit
 * that crosses again. A debit jumping two levels writes one alert, for the deeper.
 */
export async function noteCreditCrossing(
  tx: DbOrTx,
  siteId: string,
  userId: string,
  after: WalletFunds,
  amount: number,
) {
  const level = creditLevel(after);
  const before = creditLevel({ balance: after.balance + amount, creditLimit: after.creditLimit });
  if (level === 'none' || level === 'ok' || creditDepth(level) <= creditDepth(before)) return;
  await tx.insert(walletCreditAlerts).values({ siteId, userId, level, ...after });
}
