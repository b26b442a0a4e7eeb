import { and, eq } from 'drizzle-orm';
import { findUserByEmail } from '../modules/accounts/accounts.queries';
import { users } from '../modules/accounts/accounts.schema';
import type { Db } from '../platform/db/client';

/**
 * PANs for Transactions → Verify PAN card: Meera's on her account (a person's, well formed), Rohan's
 * in his billing details with a fourth letter no holder has, so the page shows both checks. Only
 * customers with no PAN of their own get one.
 */
const PANS = [
  { email: 'meera.nair@example.test', panNumber: 'ABNPN4821K' },
  { email: 'rohan.verma@example.test', billingPan: 'BVRDV7310Q' },
];

export async function seedDemoPans(db: Db, siteId: string) {
  for (const { email, panNumber, billingPan } of PANS) {
    const user = await findUserByEmail(db, siteId, email);
    if (!user || user.panNumber || user.billing?.panNumber) continue;
    await db
      .update(users)
      .set(panNumber ? { panNumber } : { billing: { ...user.billing, panNumber: billingPan ?? null } })
      .where(and(eq(users.id, user.id), eq(users.siteId, siteId)));
  }
}
