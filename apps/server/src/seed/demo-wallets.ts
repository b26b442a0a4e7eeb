import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../modules/accounts/accounts.schema';
import { creditWallet } from '../modules/wallet/wallet.ledger';
import { walletDeposits } from '../modules/wallet-deposits/wallet-deposits.schema';
import type { Db } from '../platform/db/client';

/**
 * Opening balances for the demo's agents and corporates, so wallet payment can be tried at once, and
 * a corporate's bank transfer waiting for staff to confirm.
 */
export async function seedDemoWallets(db: Db, siteId: string) {
  const payers = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(and(eq(users.siteId, siteId), inArray(users.userType, ['travelAgent', 'corporate'])));
  for (const payer of payers) {
    // The ledger refuses a second entry with this reference: a restart adds nothing.
    await creditWallet(db, {
      siteId,
      userId: payer.id,
      amount: payer.userType === 'travelAgent' ? 500_000_00 : 200_000_00,
      kind: 'topup',
      reference: `demo-opening-${payer.id}`,
      description: 'Opening balance (demo)',
    });
  }
  // A bank transfer the corporate says it made, for staff to confirm or reject (decision 0054);
  // once, whatever staff did with it since.
  const corporate = payers.find((p) => p.userType === 'corporate');
  if (!corporate) return;
  const [told] = await db
    .select()
    .from(walletDeposits)
    .where(eq(walletDeposits.userId, corporate.id))
    .limit(1);
  if (told) return;
  await db.insert(walletDeposits).values({
    siteId,
    userId: corporate.id,
    amount: 75_000_00,
    bankReference: `DEMOUTR${corporate.id.replaceAll('-', '').slice(0, 10).toUpperCase()}`,
    transferredOn: new Date().toISOString().slice(0, 10),
    remarks: 'NEFT from our HDFC current account (demo)',
  });
}
