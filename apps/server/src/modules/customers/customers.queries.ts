import { CUSTOMER_TYPES, type CustomerListItem, type CustomerType, pageInfo } from '@app/contracts';
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  like,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { cappedCount } from '../../platform/db/capped-count';
import type { DbOrTx } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like-pattern';
import { legalEntities, phoneNumbers, users } from '../accounts/accounts.schema';
import { flightBookings } from '../bookings/bookings.schema';
import { flightSearches } from '../flights/flights.schema';
import { markupGroups } from '../markup/markup.schema';
import { rbacUserGroups } from '../rbac/rbac.schema';
import { siteMonthOf } from '../site/site-days';
import { searchesLeft } from './look-to-book-rule';

const customerTypes = [...CUSTOMER_TYPES];

/** A booking counts as a "book" once made, even if later cancelled or released; failed ones never happened. */
export const isBook = () => ne(flightBookings.status, 'failed');

/** Which site's customers, and what their rows need of it: its look-to-book limit and window. */
export interface CustomerScope {
  siteId: string;
  lookToBookLimit: number | null;
  /** the start of the look-to-book window */
  since: Date;
}

const listColumns = (db: DbOrTx, since: Date) => ({
  users_id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: phoneNumbers.phoneNumber,
  phoneCode: phoneNumbers.phoneCountryCode,
  userType: users.userType,
  status: users.status,
  companyName: legalEntities.companyName,
  isBlocked: users.isBlocked,
  isFlightHoldAllowed: users.isFlightHoldAllowed,
  lookToBookExempt: users.lookToBookExempt,
  // The look-to-book standing, as the search check counts it (look-to-book.ts).
  looks: db.$count(
    flightSearches,
    and(
      eq(flightSearches.siteId, users.siteId),
      eq(flightSearches.userId, users.id),
      gte(flightSearches.createdAt, since),
    ),
  ),
  books: db.$count(
    flightBookings,
    and(
      eq(flightBookings.siteId, users.siteId),
      eq(flightBookings.userId, users.id),
      gte(flightBookings.createdAt, since),
      isBook(),
    ),
  ),
  groupName: markupGroups.groupName,
  userGroupName: rbacUserGroups.name,
  createdAt: users.createdAt,
});

/** Customers of one site with their primary phone, company and markup group, as list rows. */
function selectCustomers(db: DbOrTx, { siteId, since }: CustomerScope, where?: SQL) {
  return db
    .select(listColumns(db, since))
    .from(users)
    .leftJoin(phoneNumbers, and(eq(phoneNumbers.userId, users.id), eq(phoneNumbers.label, 'Primary')))
    .leftJoin(legalEntities, eq(legalEntities.id, users.legalEntityId))
    .leftJoin(markupGroups, eq(markupGroups.id, users.markupGroupId))
    .leftJoin(rbacUserGroups, eq(rbacUserGroups.id, users.rbacUserGroupId))
    .where(and(eq(users.siteId, siteId), inArray(users.userType, customerTypes), where))
    .orderBy(desc(users.createdAt), desc(users.id))
    .$dynamic();
}

type ListRow = Awaited<ReturnType<typeof selectCustomers>>[number];
const toListItem =
  ({ lookToBookLimit }: CustomerScope) =>
  ({ lookToBookExempt, looks, books, createdAt, userType, ...row }: ListRow): CustomerListItem => ({
    ...row,
    userType: userType as CustomerType,
    flightLookToBook: {
      is_exempted: lookToBookExempt,
      searchesLeft: lookToBookLimit == null ? null : searchesLeft({ looks, books, limit: lookToBookLimit }),
    },
    createdAt: createdAt.toISOString(),
  });

export async function listCustomers(
  db: DbOrTx,
  scope: CustomerScope,
  {
    page,
    pageSize,
    userId,
    rbacUserGroupId,
  }: { page: number; pageSize: number; userId?: string | null; rbacUserGroupId?: string | null },
) {
  const only = and(
    userId ? eq(users.id, userId) : undefined,
    rbacUserGroupId ? eq(users.rbacUserGroupId, rbacUserGroupId) : undefined,
  );
  const { siteId } = scope;
  const ofSite = and(eq(users.siteId, siteId), inArray(users.userType, customerTypes), only);
  // The page's ids first, from the index in the list's order: a row skipped by OFFSET would
  // otherwise have its looks and books counted too (decision 0066).
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(ofSite)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [rows, total] = await Promise.all([
    selectCustomers(db, scope, inArray(users.id, pageIds)),
    cappedCount(db, db.select({ one: sql`1` }).from(users).where(ofSite)),
  ]);
  return { records: rows.map(toListItem(scope)), ...pageInfo(total, page, pageSize) };
}

/**
 * `column = any(array(subquery))`: the subquery runs once, first, and its answer is an index
 * condition that a BitmapOr can join; `column in (subquery)` would be checked row by row.
 */
const anyOf = (column: PgColumn, subquery: SQLWrapper) => sql`${column} = any(array(${subquery}))`;

/**
 * Customers whose name, e-mail, phone or company contains the query (any case). Each arm is a
 * condition on the users row that one index answers (trigrams of the name expression and the
 * e-mail, the company's and the phone's ids through their own trigram indexes), so the planner ORs
 * four index scans instead of reading every customer of the site (decision 0066).
 */
export async function searchCustomers(db: DbOrTx, scope: CustomerScope, query: string, limit: number) {
  const pattern = containsPattern(query);
  const digits = query.replace(/\D/g, '');
  const rows = await selectCustomers(
    db,
    scope,
    or(
      ilike(sql`${users.firstName} || ' ' || coalesce(${users.lastName}, '')`, pattern),
      ilike(users.email, pattern),
      anyOf(
        users.legalEntityId,
        db
          .select({ id: legalEntities.id })
          .from(legalEntities)
          .where(and(eq(legalEntities.siteId, scope.siteId), ilike(legalEntities.companyName, pattern))),
      ),
      digits.length >= 3
        ? anyOf(
            users.id,
            db
              .select({ id: phoneNumbers.userId })
              .from(phoneNumbers)
              .where(
                and(eq(phoneNumbers.siteId, scope.siteId), like(phoneNumbers.phoneNumber, `%${digits}%`)),
              ),
          )
        : undefined,
    ),
  ).limit(limit);
  return rows.map(toListItem(scope));
}

export async function findCustomerRow(db: DbOrTx, scope: CustomerScope, id: string) {
  const [row] = await selectCustomers(db, scope, eq(users.id, id));
  return row ? toListItem(scope)(row) : undefined;
}

/** Looks and books of one user per calendar month (in the site's time zone) since `from`. */
export async function monthlyLooksAndBooks(db: DbOrTx, siteId: string, userId: string, from: Date) {
  const monthOf = (column: PgColumn) => siteMonthOf(siteId, column);
  const [looks, books] = await Promise.all([
    db
      .select({ month: monthOf(flightSearches.createdAt), n: count() })
      .from(flightSearches)
      .where(
        and(
          eq(flightSearches.siteId, siteId),
          eq(flightSearches.userId, userId),
          gte(flightSearches.createdAt, from),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({ month: monthOf(flightBookings.createdAt), n: count() })
      .from(flightBookings)
      .where(
        and(
          eq(flightBookings.siteId, siteId),
          eq(flightBookings.userId, userId),
          gte(flightBookings.createdAt, from),
          isBook(),
        ),
      )
      .groupBy(sql`1`),
  ]);
  return {
    looks: new Map(looks.map((r) => [r.month, r.n])),
    books: new Map(books.map((r) => [r.month, r.n])),
  };
}
