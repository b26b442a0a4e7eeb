import {
  CUSTOMER_MSG,
  CUSTOMER_TYPES,
  CUSTOMERS_PAGE_SIZE,
  companyRequired,
  DETAIL_PHONES,
  MSG,
  normalizePhone,
  OWN_MSG,
  SEARCH_RESULTS_LIMIT,
  type updateDetailsRequest,
} from '@app/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mailer';
import type { Sessions } from '../../platform/sessions';
import { findUserById, loadUserView } from '../accounts/accounts.queries';
import { legalEntities, phoneNumbers, type UserRow, users } from '../accounts/accounts.schema';
import { createCompany } from '../accounts/accounts.service';
import { markupGroups } from '../markup/markup.schema';
import { requirePermission } from '../rbac/permissions';
import { requirePermissionMenu } from '../rbac/rbac.service';
import type { SiteRow } from '../site/site.schema';
import { siteLocaleOf } from '../site/site-days';
import {
  type CustomerScope,
  findCustomerRow,
  listCustomers,
  monthlyLooksAndBooks,
  searchCustomers,
} from './customers.queries';
import { emailChangedByStaffMail } from './email-changed-mail';
import { lookWindowStart } from './look-to-book-rule';

const MONTHS_SHOWN = 12;
type ListQuery = { page: number; userId?: string | null; rbacUserGroupId?: string | null };
const isCustomer = (user: UserRow) => (CUSTOMER_TYPES as readonly string[]).includes(user.userType);

/** Staff manage the customers of their own site; another site's customer is simply not found. */
export function createCustomerService({
  db,
  mailer,
  sessions,
  now = () => new Date(),
}: {
  db: Db;
  mailer: Mailer;
  sessions: Sessions;
  now?: () => Date;
}) {
  /** A site's customers as the rows show them, look-to-book standing as of now. */
  const scopeOf = (site: SiteRow): CustomerScope => ({
    siteId: site.id,
    lookToBookLimit: site.lookToBookLimit,
    since: lookWindowStart(now()),
  });

  async function customerOf(siteId: string, id: string) {
    const user = await findUserById(db, siteId, id);
    if (!user || !isCustomer(user)) throw notFound(CUSTOMER_MSG.customerNotFound);
    return user;
  }

  /** Writes one change to a customer and answers the toast with the row as it now stands. */
  async function changed(site: SiteRow, id: string, changes: Partial<UserRow>, message: string) {
    await db
      .update(users)
      .set(changes)
      .where(and(eq(users.siteId, site.id), eq(users.id, id)));
    // A signed-in customer's next call sees the change (a block refuses it) at once.
    await sessions.forgetUser(id);
    const row = await findCustomerRow(db, scopeOf(site), id);
    if (!row) throw notFound(CUSTOMER_MSG.customerNotFound);
    return { success: true as const, message, data: row };
  }

  return {
    async list(site: SiteRow, { page, userId, rbacUserGroupId }: ListQuery) {
      // The permission-group filter needs the site's permission menu, as the groups do (spec §6).
      if (rbacUserGroupId) requirePermissionMenu(site);
      const pageSize = CUSTOMERS_PAGE_SIZE;
      const data = await listCustomers(db, scopeOf(site), { page, pageSize, userId, rbacUserGroupId });
      return { success: true as const, data };
    },

    async search(site: SiteRow, query: string) {
      const data = await searchCustomers(db, scopeOf(site), query, SEARCH_RESULTS_LIMIT);
      return { success: true as const, data };
    },

    async byId(siteId: string, id: string) {
      const user = await findUserById(db, siteId, id);
      if (!user) throw notFound(CUSTOMER_MSG.customerNotFound);
      return { success: true as const, data: await loadUserView(db, user) };
    },

    async toggleBlock(site: SiteRow, id: string, isBlocked: boolean) {
      await customerOf(site.id, id);
      const answer = await changed(
        site,
        id,
        { isBlocked },
        isBlocked ? CUSTOMER_MSG.blocked : CUSTOMER_MSG.unblocked,
      );
      // The session check refuses blocked users already; ending the sessions keeps unblocking from reviving them.
      if (isBlocked) await sessions.endAllOf(id);
      return answer;
    },

    async setFlightHold(site: SiteRow, id: string, isFlightHoldAllowed: boolean) {
      await customerOf(site.id, id);
      return changed(site, id, { isFlightHoldAllowed }, CUSTOMER_MSG.settingSaved);
    },

    async setExemption(site: SiteRow, id: string, exempt: boolean) {
      await customerOf(site.id, id);
      const message = exempt ? CUSTOMER_MSG.exempted : CUSTOMER_MSG.unexempted;
      return changed(site, id, { lookToBookExempt: exempt }, message);
    },

    async setMarkupGroup(site: SiteRow, id: string, groupId: string | null) {
      await customerOf(site.id, id);
      if (groupId) {
        const [group] = await db
          .select({ id: markupGroups.id })
          .from(markupGroups)
          .where(and(eq(markupGroups.siteId, site.id), eq(markupGroups.id, groupId)));
        if (!group) throw notFound(CUSTOMER_MSG.groupNotFound);
      }
      return changed(site, id, { markupGroupId: groupId }, CUSTOMER_MSG.groupChanged);
    },

    async monthlyFlightDetails(siteId: string, id: string) {
      await customerOf(siteId, id);
      // Months are the site's, as the looks and books are counted in its zone.
      const { timeZone } = await siteLocaleOf(db, siteId);
      const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone });
      const monthKey = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone });
      const today = now();
      const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - MONTHS_SHOWN + 1, 1));
      // A day of margin: the month boundaries are the site's zone's, hours off UTC.
      const { looks, books } = await monthlyLooksAndBooks(
        db,
        siteId,
        id,
        new Date(start.getTime() - 86_400_000),
      );
      const data = Array.from({ length: MONTHS_SHOWN }, (_, i) => {
        const month = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 15));
        const key = monthKey.format(month).slice(0, 7);
        return {
          month_year: monthLabel.format(month),
          look_count: looks.get(key) ?? 0,
          book_count: books.get(key) ?? 0,
        };
      });
      return { success: true as const, data };
    },

    async updateDetails(staff: UserRow, site: SiteRow, input: z.output<typeof updateDetailsRequest>) {
      const siteId = site.id;
      const user = await customerOf(siteId, input.customerId);
      const email = input.email?.toLowerCase() ?? null;
      // Whoever holds the new address can reset the password: adding, changing or removing the
      // e-mail is an account takeover in waiting, so it needs its own permission (checked first,
      // so staff without it learn nothing, e.g. whether an address is taken).
      const emailChanges = email !== (user.email?.toLowerCase() ?? null);
      if (emailChanges) await requirePermission(db, staff, 'customers.changeEmail');
      if (companyRequired(user.userType) && !input.companyName) {
        throw badRequest(MSG.required, { companyName: MSG.required });
      }
      if (email) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.siteId, siteId), eq(users.email, email), ne(users.id, user.id)));
        if (taken) throw conflict(OWN_MSG.emailTaken, { email: OWN_MSG.emailTaken });
      }
      await db.transaction(async (tx) => {
        let legalEntityId = user.legalEntityId;
        if (input.companyName && legalEntityId) {
          await tx
            .update(legalEntities)
            .set({ companyName: input.companyName })
            .where(and(eq(legalEntities.siteId, siteId), eq(legalEntities.id, legalEntityId)));
        } else if (input.companyName) {
          legalEntityId = await createCompany(tx, siteId, input.companyName, email);
        }
        await tx
          .update(users)
          .set({
            firstName: input.firstName,
            lastName: input.lastName ?? null,
            email,
            panNumber: input.panNumber?.toUpperCase() ?? null,
            gstNumber: input.gstNumber?.toUpperCase() ?? null,
            legalEntityId,
          })
          .where(eq(users.id, user.id));
        // The form sends all three phones: an empty one is removed.
        await tx.delete(phoneNumbers).where(eq(phoneNumbers.userId, user.id));
        const phones = DETAIL_PHONES.flatMap(({ field, label }) => {
          const { phone, phoneCode } = input[field];
          return phone && phoneCode
            ? [{ siteId, userId: user.id, label, ...normalizePhone(phone, phoneCode) }]
            : [];
        });
        if (phones.length > 0) await tx.insert(phoneNumbers).values(phones);
      });
      await sessions.forgetUser(user.id);
      if (emailChanges && user.email) await mailer.send(siteId, emailChangedByStaffMail(site, user.email));
      const saved = await customerOf(siteId, user.id);
      return {
        success: true as const,
        message: CUSTOMER_MSG.detailsSaved,
        data: await loadUserView(db, saved),
      };
    },
  };
}
export type CustomerService = ReturnType<typeof createCustomerService>;
