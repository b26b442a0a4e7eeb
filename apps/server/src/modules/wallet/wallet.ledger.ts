import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { users } from '../accounts/accounts.schema';
import { creditLimitAt, noteCreditCrossing, walletFundsOf } from '../wallet-credit/credit-limit';
import { type WalletEntryKind, type WalletEntryRow, walletLedger } from './wallet.schema';

/** A user's balance, paise: the sum of the ledger (no stored total that could drift). */
export async function walletBalance(db: DbOrTx, siteId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${walletLedger.amount}), 0)` })
    .from(walletLedger)
    .where(and(eq(walletLedger.siteId, siteId), eq(walletLedger.userId, userId)));
  return Number(row?.balance ?? 0);
}

export type WalletCredit = {
  siteId: string;
  userId: string;
  /** paise, positive */
  amount: number;
  kind: WalletEntryKind;
  /** what the money is for: a second credit for the same kind and reference is refused */
  reference: string;
  description: string;
  createdById?: string | null;
  /** the order the money is for, the payment a debit makes and the refund a credit settles (0034, 0035) */
  orderId?: string | null;
  paymentId?: string | null;
  refundId?: string | null;
};

/**
 * Credits a wallet at most once per (kind, reference). The unique index decides, not a prior read:
 * two callers racing both insert, one wins, the other learns it was not new.
 */
export async function creditWallet(
  tx: DbOrTx,
  credit: WalletCredit,
): Promise<{ credited: boolean; entry: WalletEntryRow | null }> {
  if (!Number.isInteger(credit.amount) || credit.amount <= 0) {
    throw new Error(`A wallet credit must be a positive number of paise, not ${credit.amount}`);
  }
  const [entry] = await tx
    .insert(walletLedger)
    .values({ ...credit, createdById: credit.createdById ?? null })
    .onConflictDoNothing({ target: [walletLedger.siteId, walletLedger.kind, walletLedger.reference] })
    .returning();
  return { credited: entry !== undefined, entry: entry ?? null };
}

/**
 * Debits a wallet at most once per (kind, reference), like a credit. The caller holds the user's
 * lock and has checked the balance in the same transaction.
 */
export async function debitWallet(tx: DbOrTx, debit: WalletCredit): Promise<{ debited: boolean }> {
  if (!Number.isInteger(debit.amount) || debit.amount <= 0) {
    throw new Error(`A wallet debit must be a positive number of paise, not ${debit.amount}`);
  }
  const [entry] = await tx
    .insert(walletLedger)
    .values({ ...debit, amount: -debit.amount, createdById: debit.createdById ?? null })
    .onConflictDoNothing({ target: [walletLedger.siteId, walletLedger.kind, walletLedger.reference] })
    .returning();
  if (entry) {
    const after = await walletFundsOf(tx, debit.siteId, debit.userId);
    await noteCreditCrossing(tx, debit.siteId, debit.userId, after, debit.amount);
  }
  return { debited: entry !== undefined };
}

/**
 * Locks the user's row for the rest of the transaction and answers the balance and its floor
 * (−credit limit). Every debit takes this lock first, so two debits can never both see the same
 * balance; credits need no lock because they can only move the balance away from the floor.
 */
export async function lockWallet(tx: DbOrTx, siteId: string, userId: string) {
  const [user] = await tx
    // The dated limit in force (decision 0047), read in the same statement that takes the lock.
    .select({ creditLimit: creditLimitAt(siteId) })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.siteId, siteId)))
    // Not FOR UPDATE: rows inserted meanwhile that name the user (ledger, mail, orders) take a key
    // share of this row, which FOR UPDATE would make them wait for: a deadlock with an order's lock.
    .for('no key update');
  if (!user) throw new Error(`No user ${userId} on site ${siteId}`);
  const balance = await walletBalance(tx, siteId, userId);
  return { balance, floor: -user.creditLimit };
}

export class WalletFloorError extends Error {
  constructor(
    /** paise that could still be debited */
    readonly available: number,
    readonly amount: number,
  ) {
    super(`A debit of ${amount} paise would take the wallet below its floor (${available} available)`);
  }
}

/**
 * The one way to post a debit that must respect the floor, and a credit beside it: `amount` is
 * signed paise. Run it inside a transaction (the lock lives until commit). Throws WalletFloorError
 * rather than letting the balance go below −credit limit.
 */
export async function postEntry(tx: DbOrTx, entry: WalletCredit): Promise<WalletEntryRow | null> {
  if (entry.amount > 0) return (await creditWallet(tx, entry)).entry;
  const amount = -entry.amount;
  if (!Number.isInteger(amount) || amount <= 0) {
    throw new Error(`A wallet debit must be a positive number of paise, not ${amount}`);
  }
  const { balance, floor } = await lockWallet(tx, entry.siteId, entry.userId);
  if (balance - amount < floor) throw new WalletFloorError(balance - floor, amount);
  const [row] = await tx
    .insert(walletLedger)
    .values({ ...entry, createdById: entry.createdById ?? null })
    .onConflictDoNothing({ target: [walletLedger.siteId, walletLedger.kind, walletLedger.reference] })
    .returning();
  // The lock's figures are the wallet's until commit: the alert needs no second read.
  if (row)
    await noteCreditCrossing(
      tx,
      entry.siteId,
      entry.userId,
      { balance: balance - amount, creditLimit: -floor },
      amount,
    );
  return row ?? null;
}
