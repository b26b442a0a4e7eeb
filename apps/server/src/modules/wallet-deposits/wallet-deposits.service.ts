import {
  DEPOSIT_MSG,
  type DepositState,
  formatMoney,
  mayPayByWallet,
  ORDER_MSG,
  type requestDepositRequest,
  siteDay,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/client';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { UserRow } from '../accounts/accounts.schema';
import { type AuditBy, recordAudit } from '../audit/audit';
import { hasPermission } from '../rbac/permissions';
import { siteLocaleOf } from '../site/site-days';
import { creditWallet } from '../wallet/wallet.ledger';
import type { DepositMails } from './deposit-mails';
import { depositsPage, depositView, findDeposit, staffDepositView } from './wallet-deposits.queries';
import { type WalletDepositRow, walletDeposits } from './wallet-deposits.schema';

type RequestInput = z.output<typeof requestDepositRequest>;

/** A confirmed deposit's credit on the ledger: one per deposit. */
export const depositReference = (depositId: string) => `deposit:${depositId}`;

/**
 * Bank-transfer deposits (decision 0054): an agency says what it sent; staff holding
 * wallets.deposits confirm it (the wallet is credited) or reject it (with the reason). Each decision
 * is one transaction: a conditional update on `pending`, the credit, the audit line and the mail's
 * job, so of two staff deciding at once one decides and the other is told it is decided.
 */
export function createWalletDeposits({
  db,
  mails,
  now = () => new Date(),
}: {
  db: Db;
  mails: DepositMails;
  now?: () => Date;
}) {
  /** Moves a pending deposit to `state`; undefined when it was not pending (someone decided it first). */
  async function decide(tx: DbOrTx, staff: UserRow, depositId: string, state: DepositState, reason?: string) {
    const [row] = await tx
      .update(walletDeposits)
      .set({ state, rejectionReason: reason ?? null, decidedById: staff.id, decidedAt: now() })
      .where(
        and(
          eq(walletDeposits.siteId, staff.siteId),
          eq(walletDeposits.id, depositId),
          eq(walletDeposits.state, 'pending'),
        ),
      )
      .returning();
    return row;
  }

  /** Decides a deposit with what `then` adds in the same transaction; refused when it is not pending. */
  async function decided(
    staff: UserRow,
    depositId: string,
    state: DepositState,
    then: (tx: DbOrTx, row: WalletDepositRow) => Promise<void>,
    reason?: string,
  ) {
    const moved = await db.transaction(async (tx) => {
      const row = await decide(tx, staff, depositId, state, reason);
      if (row) {
        await then(tx, row);
        await mails.send(tx, row);
      }
      return row;
    });
    const view = await findDeposit(db, staff.siteId, depositId);
    if (!view) throw notFound(DEPOSIT_MSG.notFound);
    if (!moved) throw conflict(DEPOSIT_MSG.alreadyDecided);
    return staffDepositView(view);
  }

  return {
    /** The agency's word that it sent money; the same transfer (its reference) is claimed once. */
    async request(user: UserRow, input: RequestInput) {
      if (!mayPayByWallet(user.userType)) throw forbidden(ORDER_MSG.walletNotAllowed);
      const { timeZone } = await siteLocaleOf(db, user.siteId);
      if (input.transferredOn > siteDay(now(), timeZone))
        throw badRequest(DEPOSIT_MSG.futureDate, { transferredOn: DEPOSIT_MSG.futureDate });
      const [row] = await db
        .insert(walletDeposits)
        .values({ ...input, siteId: user.siteId, userId: user.id })
        // The partial unique index on the reference decides, not a read before: two requests racing
        // both insert, one wins.
        .onConflictDoNothing()
        .returning({ id: walletDeposits.id });
      if (!row) throw conflict(DEPOSIT_MSG.duplicate, { bankReference: DEPOSIT_MSG.duplicate });
      const found = await findDeposit(db, user.siteId, row.id);
      if (!found) throw new Error(`deposit ${row.id} not found after it was made`);
      return depositView(found);
    },

    async mine(user: UserRow, page: number) {
      const { rows, ...paging } = await depositsPage(db, user.siteId, { userId: user.id }, page);
      return { records: rows.map(depositView), ...paging };
    },

    async list(siteId: string, state: DepositState, page: number) {
      const { rows, ...paging } = await depositsPage(db, siteId, { state }, page);
      return { records: rows.map(staffDepositView), ...paging };
    },

    /** Credits the agency's wallet with the deposit, once, audited. */
    async confirm(by: AuditBy, staff: UserRow, depositId: string) {
      const money = await siteLocaleOf(db, staff.siteId);
      const data = await decided(staff, depositId, 'confirmed', async (tx, row) => {
        const { credited } = await creditWallet(tx, {
          siteId: row.siteId,
          userId: row.userId,
          amount: row.amount,
          kind: 'topup',
          reference: depositReference(row.id),
          description: `Bank deposit ${row.bankReference} of ${row.transferredOn}`,
          createdById: staff.id,
        });
        // The claim is the deposit's own, so a credit already there means a bug: nothing commits.
        if (!credited) throw new Error(`deposit ${row.id}: claimed but its credit was already posted`);
        await recordAudit(tx, by, {
          action: 'wallet.deposit.confirm',
          targetKind: 'wallet',
          targetId: row.userId,
          summary: `Bank deposit ${row.bankReference} of ${formatMoney(row.amount, money)} confirmed`,
          after: { depositId: row.id, amount: row.amount, bankReference: row.bankReference },
        });
      });
      return { message: DEPOSIT_MSG.confirmed(data.amount, money), data };
    },

    /** Refuses the deposit with the reason its agency reads; no money moves. */
    async reject(by: AuditBy, staff: UserRow, depositId: string, reason: string) {
      const money = await siteLocaleOf(db, staff.siteId);
      const data = await decided(
        staff,
        depositId,
        'rejected',
        (tx, row) =>
          recordAudit(tx, by, {
            action: 'wallet.deposit.reject',
            targetKind: 'wallet',
            targetId: row.userId,
            summary: `Bank deposit ${row.bankReference} of ${formatMoney(row.amount, money)} rejected: ${reason}`,
            after: { depositId: row.id, reason },
          }),
        reason,
      );
      return { message: DEPOSIT_MSG.rejected, data };
    },

    /** The slip of a deposit: its agency's own, or the site's for staff holding wallets.deposits. */
    async slip(caller: UserRow, depositId: string) {
      const [row] = await db
        .select({ userId: walletDeposits.userId, slip: walletDeposits.slip })
        .from(walletDeposits)
        .where(and(eq(walletDeposits.siteId, caller.siteId), eq(walletDeposits.id, depositId)));
      const mayRead =
        row &&
        (row.userId === caller.id ||
          (caller.userType === 'staff' && (await hasPermission(db, caller, 'wallets.deposits'))));
      if (!row || !mayRead) throw notFound(DEPOSIT_MSG.notFound);
      if (!row.slip) throw notFound(DEPOSIT_MSG.noSlip);
      return { slip: row.slip };
    },
  };
}
export type WalletDeposits = ReturnType<typeof createWalletDeposits>;
