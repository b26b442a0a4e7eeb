import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
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
  return { debited: entry !== undefined };
}
