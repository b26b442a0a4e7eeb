import type { createAgentRequest } from '@app/contracts';
import { normalizePhone, OWN_MSG } from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { type AuditBy, recordAudit, whoIs } from '../audit/audit';
import { holdAllowedForNewCustomer } from '../flights/flight-settings.queries';
import type { SiteRow } from '../site/site.schema';
import { findUserByEmail } from './accounts.queries';
import { phoneNumbers, type UserRow, users } from './accounts.schema';
import type { AccountService } from './accounts.service';
import { createCompany } from './accounts.service';

/** Staff create customers and agents on behalf of people (/createNewUser). */
export function createAgentService({ db, accounts }: { db: Db; accounts: AccountService }) {
  return {
    async createAgent(
      by: AuditBy,
      site: SiteRow,
      staff: UserRow,
      input: z.output<typeof createAgentRequest>,
      linkBase: string,
    ) {
      const { customer, userType } = input.userData;
      if (customer.email && (await findUserByEmail(db, site.id, customer.email))) {
        throw badRequest(OWN_MSG.emailTaken, { email: OWN_MSG.emailTaken });
      }
      const user = await db.transaction(async (tx) => {
        const legalEntityId = customer.companyName
          ? await createCompany(tx, site.id, customer.companyName, customer.email ?? null)
          : null;
        const [created] = await tx
          .insert(users)
          .values({
            siteId: site.id,
            firstName: customer.firstName,
            lastName: customer.lastName ?? null,
            email: customer.email?.toLowerCase() ?? null,
            userType,
            legalEntityId,
            panNumber: customer.panNumber?.toUpperCase() ?? null,
            gstNumber: customer.gstNumber?.toUpperCase() ?? null,
            createdById: staff.id,
            isFlightHoldAllowed: holdAllowedForNewCustomer(site.id),
          })
          .returning();
        const made = created!;
        const phone = customer.phone ? normalizePhone(customer.phone, customer.phoneCode!) : null;
        if (phone)
          await tx
            .insert(phoneNumbers)
            .values({ siteId: site.id, userId: made.id, label: 'Primary', ...phone });
        await recordAudit(tx, by, {
          action: 'customers.create',
          targetKind: 'customer',
          targetId: made.id,
          summary: `Created ${userType === 'travelAgent' ? 'travel agent' : 'customer'} ${whoIs(made)}`,
          after: {
            firstName: made.firstName,
            lastName: made.lastName,
            email: made.email,
            userType,
            companyName: customer.companyName ?? null,
            panNumber: made.panNumber,
            gstNumber: made.gstNumber,
            primaryPhone: phone ? `${phone.phoneCountryCode} ${phone.phoneNumber}` : null,
          },
        });
        return made;
      });
      // The new customer sets their own password from the mailed link.
      await accounts.mailSetPasswordLink(site, user, linkBase, 'created');
      return { success: true as const, data: { users_id: user.id } };
    },
  };
}
