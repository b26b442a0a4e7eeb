import {
  SUPPLIER_SPEND_DAYS,
  SUPPLIER_WALLET_MSG,
  type SupplierBalanceView,
  type SupplierSpendDay,
  type SupplierWallet,
} from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client';
import { type FlightSupplier, SupplierError } from '../../suppliers/flight-supplier';
import { todayInSalesZone } from '../flights/travel-dates';
import { shiftDate } from '../reports/dashboard.service';
import { siteLocaleOf } from '../site/site-days';
import { balanceCover } from './supplier-wallets.cover';
import { supplierSpendByDay } from './supplier-wallets.queries';

type Deps = { db: Db; supplier: FlightSupplier; log: FastifyBaseLogger; now?: () => Date };

type BalanceRead = {
  balance: SupplierBalanceView | null;
  currency: string;
  error: string | null;
  fetchedAt: Date;
};

/**
 * Supplier wallets (spec §2 Transactions): the live balance at each flight supplier beside what this
 * site's tickets cost there. Bookings carry no supplier of their own yet: with one supplier
 * configured (TBO) every ticket was bought from it.
 */
export function createSupplierWalletService({ db, supplier, log, now = () => new Date() }: Deps) {
  /** A supplier that fails is reported in its card; it must not take the page (or other cards) down. */
  async function readBalance(siteId: string, endUserIp: string): Promise<BalanceRead> {
    try {
      const { currency, ...balance } = await supplier.agencyBalance({ endUserIp });
      const available = balance.cashBalance + balance.creditBalance;
      return { balance: { ...balance, available }, currency, error: null, fetchedAt: now() };
    } catch (error) {
      if (!(error instanceof SupplierError)) {
        log.error({ err: error, supplier: supplier.name }, 'supplier balance could not be read');
      }
      const reason = error instanceof SupplierError ? error.message : SUPPLIER_WALLET_MSG.unknownFailure;
      return {
        balance: null,
        // A supplier that cannot be reached has not told us its currency: the site's is the best guess.
        currency: (await siteLocaleOf(db, siteId)).currency,
        error: SUPPLIER_WALLET_MSG.unreachable(supplier.name, reason),
        fetchedAt: now(),
      };
    }
  }

  async function spendOf(siteId: string) {
    const today = todayInSalesZone(now());
    const monthStart = `${today.slice(0, 8)}01`;
    const windowStart = shiftDate(today, 1 - SUPPLIER_SPEND_DAYS);
    const rows = await supplierSpendByDay(db, siteId, {
      from: monthStart < windowStart ? monthStart : windowStart,
      to: shiftDate(today, 1),
    });
    const byDay = new Map(rows.map(({ day, ...figures }) => [day, figures]));
    const daily: SupplierSpendDay[] = Array.from({ length: SUPPLIER_SPEND_DAYS }, (_, i) => {
      const date = shiftDate(windowStart, i);
      const { ticketedBookings = 0, supplierCost = 0 } = byDay.get(date) ?? {};
      return { date, ticketedBookings, supplierCost };
    });
    const month = rows
      .filter((r) => r.day >= monthStart)
      .reduce(
        (sum, r) => ({
          ticketedBookings: sum.ticketedBookings + r.ticketedBookings,
          supplierCost: sum.supplierCost + r.supplierCost,
        }),
        { ticketedBookings: 0, supplierCost: 0 },
      );
    const windowCost = daily.reduce((sum, d) => sum + d.supplierCost, 0);
    return { daily, month, averageDailySpend: Math.round(windowCost / SUPPLIER_SPEND_DAYS) };
  }

  return {
    /** The supplier call and the spend query run side by side: no transaction is held across the call. */
    async wallets(siteId: string, endUserIp: string): Promise<SupplierWallet[]> {
      const [read, spend] = await Promise.all([readBalance(siteId, endUserIp), spendOf(siteId)]);
      return [
        {
          supplier: supplier.name,
          currency: read.currency,
          fetchedAt: read.fetchedAt.toISOString(),
          balance: read.balance,
          error: read.error,
          month: spend.month,
          averageDailySpend: spend.averageDailySpend,
          ...balanceCover(read.balance?.available ?? null, spend.averageDailySpend),
          daily: spend.daily,
        },
      ];
    },
  };
}
export type SupplierWalletService = ReturnType<typeof createSupplierWalletService>;
