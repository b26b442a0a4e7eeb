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
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mailer';
import type { Sessions } from '../../platform/sessions';
import { findUserById, loadUserView } from '../accounts/accounts.queries';
import { legalEntities, phoneNumbers, type UserRow, users } from '../accounts/accounts.schema';
import { createCompany } from '../accounts/accounts.service';
import { panCheckAfter } from '../accounts/pan-status';
import { type AuditBy, type AuditEntry, changedFields, recordAudit, whoIs } from '../audit/audit';
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

/** A customer of the site, locked for the change about to be made to them. */
export async function lockCustomer(tx: DbOrTx, siteId: string, id: string) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, id), inArray(users.userType, [...CUSTOMER_TYPES])))
    .for('update');
  if (!user) throw notFound(CUSTOMER_MSG.customerNotFound);
  return user;
}

type CustomerFlags = Pick<
  UserRow,
  'isBlocked' | 'isFlightHoldAllowed' | 'lookToBookExempt' | 'markupGroupId'
>;
/** What the audit entry of a change says: its action and line, and any names beside the changed ids. */
type ChangeEntry = Pick<AuditEntry, 'action' | 'summary'> & {
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
};

/** The details form's fields as a customer holds them, phones as "+91 9876543210". */
async function detailsOf(tx: DbOrTx, user: UserRow) {
  const [company] = user.legalEntityId
    ? await tx
        .select({ companyName: legalEntities.companyName })
        .from(legalEntities)
        .where(eq(legalEntities.id, user.legalEntityId))
    : [];
  const phones = await tx.select().from(phoneNumbers).where(eq(phoneNumbers.userId, user.id));
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    companyName: company?.companyName ?? null,
    panNumber: user.panNumber,
    gstNumber: user.gstNumber,
    ...phoneFields(({ label }) => phones.find((p) => p.label === label) ?? null),
  };
}

type Phone = { phoneNumber: string; phoneCountryCode: string } | null;
const phoneFields = (phoneOf: (which: (typeof DETAIL_PHONES)[number]) => Phone) =>
  Object.fromEntries(
    DETAIL_PHONES.map((which) => {
      const phone = phoneOf(which);
      const { field } = which;
      return [field, phone ? `${phone.phoneCountryCode} ${phone.phoneNumber}` : null];
    }),
  );

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

  /**
   * Writes one change to a customer with its audit entry, in one transaction (nothing when nothing
   * changes), and answers the toast with the row as it now stands.
   */
  async function changed(
    by: AuditBy,
    site: SiteRow,
    id: string,
    changes: Partial<CustomerFlags>,
    message: string,
    entryOf: (user: UserRow, tx: DbOrTx) => ChangeEntry | Promise<ChangeEntry>,
  ) {
    await db.transaction(async (tx) => {
      const user = await lockCustomer(tx, site.id, id);
      const { before, after, changed: fields } = changedFields(user, changes);
      if (fields.length === 0) return;
      const entry = await entryOf(user, tx);
      await tx
        .update(users)
        .set(changes)
        .where(and(eq(users.siteId, site.id), eq(users.id, id)));
      await recordAudit(tx, by, {
        ...entry,
        targetKind: 'customer',
        targetId: id,
        before: { ...before, ...entry.before },
        after: { ...after, ...entry.after },
      });
    });
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

    async toggleBlock(by: AuditBy, site: SiteRow, id: string, isBlocked: boolean) {
      const message = isBlocked ? CUSTOMER_MSG.blocked : CUSTOMER_MSG.unblocked;
      const answer = await changed(by, site, id, { isBlocked }, message, (user) => ({
        action: isBlocked ? 'customers.block' : 'customers.unblock',
        summary: `${isBlocked ? 'Blocked' : 'Unblocked'} ${whoIs(user)}`,
      }));
      // The session check refuses blocked users already; ending the sessions keeps unblocking from reviving them.
      if (isBlocked) await sessions.endAllOf(id);
      return answer;
    },

    async setFlightHold(by: AuditBy, site: SiteRow, id: string, isFlightHoldAllowed: boolean) {
      return changed(by, site, id, { isFlightHoldAllowed }, CUSTOMER_MSG.settingSaved, (user) => ({
        action: 'customers.hold',
        summary: `Flight holds ${isFlightHoldAllowed ? 'allowed for' : 'withdrawn from'} ${whoIs(user)}`,
      }));
    },

    async setExemption(by: AuditBy, site: SiteRow, id: string, exempt: boolean) {
      const message = exempt ? CUSTOMER_MSG.exempted : CUSTOMER_MSG.unexempted;
      return changed(by, site, id, { lookToBookExempt: exempt }, message, (user) => ({
        action: 'customers.exempt',
        summary: exempt
          ? `${whoIs(user)} exempted from the search limit`
          : `${whoIs(user)} no longer exempt from the search limit`,
      }));
    },

    async setMarkupGroup(by: AuditBy, site: SiteRow, id: string, groupId: string | null) {
      return changed(
        by,
        site,
        id,
        { markupGroupId: groupId },
        CUSTOMER_MSG.groupChanged,
        async (user, tx) => {
          const ids = [user.markupGroupId, groupId].filter((g): g is string => g !== null);
          const groups = await tx
            .select({ id: markupGroups.id, groupName: markupGroups.groupName })
            .from(markupGroups)
            .where(and(eq(markupGroups.siteId, site.id), inArray(markupGroups.id, ids)));
          const nameOf = (g: string | null) => groups.find((row) => row.id === g)?.groupName ?? null;
          if (groupId && !nameOf(groupId)) throw notFound(CUSTOMER_MSG.groupNotFound);
          const shown = (g: string | null) => nameOf(g) ?? 'the default group';
          return {
            action: 'customers.markupGroup',
            summary: `${whoIs(user)} moved from ${shown(user.markupGroupId)} to ${shown(groupId)}`,
            before: { markupGroup: nameOf(user.markupGroupId) },
            after: { markupGroup: nameOf(groupId) },
          };
        },
      );
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

    async updateDetails(
      by: AuditBy,
      staff: UserRow,
      site: SiteRow,
      input: z.output<typeof updateDetailsRequest>,
    ) {
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
      const saved = await db.transaction(async (tx) => {
        const locked = await lockCustomer(tx, siteId, user.id);
        const was = await detailsOf(tx, locked);
        const { before, after, changed } = changedFields(was, {
          firstName: input.firstName,
          lastName: input.lastName ?? null,
          email,
          // Without a company name the company stays as it is.
          companyName: input.companyName ?? was.companyName,
          panNumber: input.panNumber?.toUpperCase() ?? null,
          gstNumber: input.gstNumber?.toUpperCase() ?? null,
          ...phoneFields(({ field }) => {
            const { phone, phoneCode } = input[field];
            return phone && phoneCode ? normalizePhone(phone, phoneCode) : null;
          }),
        });
        if (changed.length === 0) return false;
        let legalEntityId = locked.legalEntityId;
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
            // A new PAN is for staff to check again.
            ...panCheckAfter(locked, { ...locked, panNumber: input.panNumber?.toUpperCase() ?? null }),
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
        await recordAudit(tx, by, {
          action: 'customers.details',
          targetKind: 'customer',
          targetId: user.id,
          summary: `Details of ${whoIs(locked)} changed: ${changed.join(', ')}`,
          before,
          after,
        });
        return true;
      });
      if (saved) {
        await sessions.forgetUser(user.id);
        if (emailChanges && user.email) await mailer.send(siteId, emailChangedByStaffMail(site, user.email));
      }
      return {
        success: true as const,
        message: CUSTOMER_MSG.detailsSaved,
        data: await loadUserView(db, await customerOf(siteId, user.id)),
      };
    },
  };
}
export type CustomerService = ReturnType<typeof createCustomerService>;
