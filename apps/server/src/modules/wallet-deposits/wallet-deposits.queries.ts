import {
  DEPOSITS_PAGE_SIZE,
  type DepositState,
  pageInfo,
  type StaffDeposit,
  type WalletDeposit,
} from '@app/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cappedCount } from '../../platform/db/capped-count';
import type { DbOrTx } from '../../platform/db/client';
import { legalEntities, users } from '../accounts/accounts.schema';
import { walletDeposits } from './wallet-deposits.schema';

const decider = alias(users, 'decider');

/** A deposit as lists read it: everything but the slip itself, which is read only when asked for. */
const columns = {
  id: walletDeposits.id,
  amount: walletDeposits.amount,
  bankReference: walletDeposits.bankReference,
  transferredOn: walletDeposits.transferredOn,
  remarks: walletDeposits.remarks,
  state: walletDeposits.state,
  rejectionReason: walletDeposits.rejectionReason,
  hasSlip: sql<boolean>`${walletDeposits.slip} is not null`,
  createdAt: walletDeposits.createdAt,
  decidedAt: walletDeposits.decidedAt,
  depositor: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    companyName: legalEntities.companyName,
  },
  decidedBy: decider.email,
};

const select = (db: DbOrTx) =>
  db
    .select(columns)
    .from(walletDeposits)
    .innerJoin(users, eq(users.id, walletDeposits.userId))
    .leftJoin(legalEntities, eq(legalEntities.id, users.legalEntityId))
    .leftJoin(decider, eq(decider.id, walletDeposits.decidedById));
type Row = Awaited<ReturnType<typeof select>>[number];

/** A deposit as its agency sees it. */
export const depositView = (row: Row): WalletDeposit => ({
  id: row.id,
  amount: row.amount,
  bankReference: row.bankReference,
  transferredOn: row.transferredOn,
  remarks: row.remarks,
  state: row.state,
  rejectionReason: row.rejectionReason,
  hasSlip: row.hasSlip,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** A deposit as staff see it: whose, and who decided it. */
export const staffDepositView = (row: Row): StaffDeposit => ({
  ...depositView(row),
  depositor: {
    id: row.depositor.id,
    name: [row.depositor.firstName, row.depositor.lastName].filter(Boolean).join(' '),
    email: row.depositor.email,
    companyName: row.depositor.companyName,
  },
  decidedBy: row.decidedBy,
});

/** One deposit of the site, as lists read it. */
export async function findDeposit(db: DbOrTx, siteId: string, depositId: string): Promise<Row | undefined> {
  const [row] = await select(db).where(
    and(eq(walletDeposits.siteId, siteId), eq(walletDeposits.id, depositId)),
  );
  return row;
}

/** A page of the site's deposits (one agency's, or in one state), newest first. */
export async function depositsPage(
  db: DbOrTx,
  siteId: string,
  filter: { userId?: string; state?: DepositState },
  page: number,
) {
  const where: SQL | undefined = and(
    eq(walletDeposits.siteId, siteId),
    filter.userId ? eq(walletDeposits.userId, filter.userId) : undefined,
    filter.state ? eq(walletDeposits.state, filter.state) : undefined,
  );
  const rows = await select(db)
    .where(where)
    .orderBy(desc(walletDeposits.createdAt), desc(walletDeposits.id))
    .limit(DEPOSITS_PAGE_SIZE)
    .offset((page - 1) * DEPOSITS_PAGE_SIZE);
  const total = await cappedCount(db, db.select({ one: sql`1` }).from(walletDeposits).where(where));
  return { rows, ...pageInfo(total, page, DEPOSITS_PAGE_SIZE) };
}
