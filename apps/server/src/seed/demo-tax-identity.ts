import { and, eq, isNull } from 'drizzle-orm';
import { legalEntities, users } from '../modules/accounts/accounts.schema';
import { sites } from '../modules/site/site.schema';
import type { Db } from '../platform/db/client';

/**
 * The demo site's tax identity, so it issues GST invoices (decision 0045), and the demo agent's
 * company address and contact, which its own-name e-tickets and mails carry. Only what is unset is
 * filled: staff changes made in Settings are never undone by a restart.
 */
export async function seedDemoTaxIdentity(db: Db, siteId: string) {
  await db
    .update(sites)
    .set({
      legalName: 'Flight Deals Private Limited',
      address: '4th Floor, 21 Barakhamba Road, Connaught Place, New Delhi 110001',
      gstin: '07AAFCF4321K1ZP',
    })
    .where(and(eq(sites.id, siteId), isNull(sites.gstin)));
  const [agent] = await db
    .select({ legalEntityId: users.legalEntityId })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.email, 'agent@flightdeals.test')));
  if (!agent?.legalEntityId) return;
  await db
    .update(legalEntities)
    .set({
      address1: '14 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560025',
      country: 'India',
      primaryPhoneCode: '+91',
      primaryPhone: '9845012345',
      email: 'desk@arjuntours.test',
    })
    .where(and(eq(legalEntities.id, agent.legalEntityId), isNull(legalEntities.address1)));
}
