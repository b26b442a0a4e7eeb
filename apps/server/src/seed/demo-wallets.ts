import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../modules/accounts/accounts.schema';
import { creditWallet } from '../modules/wallet/wallet.ledger';
import type { Db } from '../platform/db/client';

/** Opening balances for the demo's agents and corporates, so wallet payment can be tried at once. */
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
}
