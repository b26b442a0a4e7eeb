import { eq } from 'drizzle-orm';
import { legalEntities } from '../modules/accounts/accounts.schema';
import type { DbOrTx } from '../platform/db/client';

/** An agency's address and desk as its profile keeps them: what its own-name documents print (decision 0045). */
export const AGENCY_CONTACT = {
  address1: '14 Residency Road',
  city: 'Bengaluru',
  primaryPhoneCode: '+91',
  primaryPhone: '9845012345',
  email: 'desk@arjuntours.test',
};

/** Gives an agent's company the agency's contact details. */
export async function giveAgencyContact(db: DbOrTx, legalEntityId: string) {
  await db.update(legalEntities).set(AGENCY_CONTACT).where(eq(legalEntities.id, legalEntityId));
}
