import { randomUUID } from 'node:crypto';
import {
  formatMoney,
  siteDay,
  WALLET_MSG,
  type WalletEntry,
  type WalletEntryType,
  type WalletOwner,
} from '@app/contracts';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/errors';
import type { UserRow } from '../accounts/accounts.schema';
import { type AuditBy, recordAudit } from '../audit/audit';
import { requirePermission } from '../rbac/permissions';
import { siteLocaleOf } from '../site/site-days';
import { walletFundsOf } from '../wallet-credit/credit-limit';
import { postEntry, WalletFloorError } from './wallet.ledger';
import {
  balanceBatches,
  entriesPage,
  findCustomer,
  monthlyDetails,
  paymentsPage,
  transactionsOfPnr,
} from './wallet.queries';

type Who = { userId?: string; email?: string };
type StaffEntry = Who & { amount: number; type: WalletEntryType; remarks: string };

/** Wallet reading and staff entries (spec §7 Users, issue 5 Wallets); the ledger does the money. */
export function createWalletService({ db }: { db: Db }) {
  async function ownerOf(user: UserRow): Promise<WalletOwner> {
    return {
      id: user.id,
      email: user.email,
      name: [user.firstName, user.lastName].filter(Boolean).join(' '),
      userType: user.userType,
      // The balance and the limit in force (decision 0047), read together.
      ...(await walletFundsOf(db, user.siteId, user.id)),
    };
  }

  async function customer(siteId: string, who: Who) {
    const user = await findCustomer(db, siteId, who);
    if (!user) throw notFound(WALLET_MSG.userNotFound);
    return user;
  }

  return {
    owner: async (siteId: string, who: Who) => ownerOf(await customer(siteId, who)),

    /** A staff credit (top-up) or debit (adjustment); a debit never takes the wallet below its floor. */
    async addEntry(by: AuditBy, staff: UserRow, siteId: string, input: StaffEntry) {
      const credit = input.type === 'credit';
      // The route needs wallets.credit; taking money out needs wallets.debit as well.
      if (!credit) await requirePermission(db, staff, 'wallets.debit');
      const user = await customer(siteId, input);
      const money = await siteLocaleOf(db, siteId);
      try {
        const row = await db.transaction(async (tx) => {
          const posted = await postEntry(tx, {
            siteId,
            userId: user.id,
            amount: credit ? input.amount : -input.amount,
            kind: credit ? 'topup' : 'adjustment',
            // Each staff entry is its own event: a fresh reference keeps the once-per-reference rule.
            reference: `staff:${randomUUID()}`,
            description: input.remarks,
            createdById: staff.id,
          });
          if (!posted) throw new Error('A fresh wallet reference clashed');
          const whose = user.email ?? user.firstName;
          await recordAudit(tx, by, {
            action: credit ? 'wallet.credit' : 'wallet.debit',
            targetKind: 'wallet',
            targetId: user.id,
            summary: `${formatMoney(input.amount, money)} ${credit ? 'added to' : 'taken from'} ${whose}’s wallet: ${input.remarks}`,
            after: { entryId: posted.id, amount: posted.amount, remarks: input.remarks },
          });
          return posted;
        });
        const owner = await ownerOf(user);
        const entry: WalletEntry = {
          ...row,
          createdByEmail: staff.email,
          createdAt: row.createdAt.toISOString(),
          balanceAfter: owner.balance,
        };
        const message = credit
          ? WALLET_MSG.credited(input.amount, money)
          : WALLET_MSG.debited(input.amount, money);
        return { message, entry, owner };
      } catch (error) {
        if (error instanceof WalletFloorError) {
          const message = WALLET_MSG.belowFloor(Math.max(0, error.available), error.amount, money);
          throw new AppError(400, message, { amount: message });
        }
        throw error;
      }
    },

    async entries(siteId: string, who: Who, page: number) {
      const user = await customer(siteId, who);
      return { ...(await entriesPage(db, siteId, user.id, page)), owner: await ownerOf(user) };
    },

    async myEntries(user: UserRow, page: number) {
      return { ...(await entriesPage(db, user.siteId, user.id, page)), owner: await ownerOf(user) };
    },

    payments: (user: UserRow, page: number) => paymentsPage(db, user.siteId, user.id, page),

    /** Staff may name any customer of the site; everyone else sees their own months. */
    async monthly(caller: UserRow, userId: string | undefined) {
      const user = caller.userType === 'staff' && userId ? await customer(caller.siteId, { userId }) : caller;
      return { months: await monthlyDetails(db, user.siteId, user.id) };
    },

    async byPnr(siteId: string, pnr: string) {
      const found = await transactionsOfPnr(db, siteId, pnr);
      const first = found?.bookings[0];
      if (!found || !first) throw notFound(WALLET_MSG.pnrNotFound);
      const owner = await ownerOf(await customer(siteId, { userId: first.userId }));
      return {
        pnr,
        owner,
        bookings: found.bookings.map((b) => ({
          bookingId: b.id,
          orderId: b.orderId,
          status: b.status,
          origin: b.origin,
          destination: b.destination,
          travelDate: b.travelDate,
        })),
        orders: found.orders,
        entries: found.entries,
      };
    },

    /** The balances sheet's rows and the site day they stand at (today when none is asked). */
    async balances(siteId: string, day: string | undefined) {
      const asOf = day ?? siteDay(new Date(), (await siteLocaleOf(db, siteId)).timeZone);
      return { asOf, rows: balanceBatches(db, siteId, day) };
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
