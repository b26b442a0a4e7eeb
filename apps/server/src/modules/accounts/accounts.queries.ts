import { randomUUID } from 'node:crypto';
import type { LegalEntityView, UserView } from '@app/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { markupGroups } from '../markup/markup.schema';
import { rbacUserGroups } from '../rbac/rbac.schema';
import {
  accountLinks,
  knownDevices,
  legalEntities,
  loginCodes,
  phoneNumbers,
  sessions,
  type UserRow,
  users,
} from './accounts.schema';

export async function findUserByEmail(db: DbOrTx, siteId: string, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.email, email.toLowerCase())));
  return row;
}

export async function findUserById(db: DbOrTx, siteId: string, id: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, id)));
  return row;
}

export async function findUserByGoogleSubject(db: DbOrTx, siteId: string, subject: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.googleSubject, subject)));
  return row;
}

export async function findLegalEntity(db: DbOrTx, siteId: string, id: string | null) {
  if (!id) return undefined;
  const [row] = await db
    .select()
    .from(legalEntities)
    .where(and(eq(legalEntities.siteId, siteId), eq(legalEntities.id, id)));
  return row;
}

type Phone = UserView['phoneNumbers'][number];
type Company = typeof legalEntities.$inferSelect;
/** What a user's view shows besides the user row itself. */
type ViewParts = {
  phones: Phone[];
  company: Company | null;
  groupName: string | null;
  userGroupName: string | null;
};

/** Primary first, then Secondary, then the rest: the order the profile shows. */
const phoneOrder = sql`case ${phoneNumbers.label} when 'Primary' then 0 when 'Secondary' then 1 else 2 end`;

export function phonesOf(db: DbOrTx, userId: string) {
  return db
    .select({
      label: phoneNumbers.label,
      phoneNumber: phoneNumbers.phoneNumber,
      phoneCountryCode: phoneNumbers.phoneCountryCode,
    })
    .from(phoneNumbers)
    .where(eq(phoneNumbers.userId, userId))
    .orderBy(phoneOrder);
}

export type LinkPurpose = 'setPassword' | 'login';

export type LinkHolder = { siteId: string } & ({ userId: string } | { email: string });
export type NewLink = {
  purpose: LinkPurpose;
  tokenHash: string;
  expiresAt: Date;
  /** the token sealed, for a link the platform shows its admins (decision 0055) */
  tokenSealed?: string;
};

/**
 * Finds the user (by id or e-mail) and, unless blocked, stores a new one-time link for them, ending
 * their earlier unused links of that purpose: only the newest mailed link works. One statement, found
 * or not, so an address without an account costs the same round trip as one with.
 * (Two links issued at the same instant may both stay alive: both went to the same mailbox.)
 */
export async function issueAccountLink(db: DbOrTx, holder: LinkHolder, link: NewLink) {
  const which = 'userId' in holder ? eq(users.id, holder.userId) : eq(users.email, holder.email);
  const { rows } = await db.execute<{ user_id: string; blocked: boolean }>(sql`
    with holder as (
      select ${users.id} as user_id, ${users.isBlocked} as blocked from ${users}
      where ${users.siteId} = ${holder.siteId} and ${which}
    ), ended as (
      delete from ${accountLinks}
      where ${accountLinks.userId} in (select user_id from holder where not blocked)
        and ${accountLinks.purpose} = ${link.purpose} and ${accountLinks.usedAt} is null
    ), issued as (
      insert into ${accountLinks} (id, site_id, user_id, purpose, token_hash, expires_at, token_sealed)
      select ${randomUUID()}, ${holder.siteId}, user_id, ${link.purpose}, ${link.tokenHash},
        ${link.expiresAt.toISOString()}::timestamptz, ${link.tokenSealed ?? null}
      from holder where not blocked
    )
    select user_id, blocked from holder`);
  const [row] = rows;
  return row ? { userId: row.user_id, blocked: row.blocked } : undefined;
}

/** Notes a user's first sign-in; later ones change nothing. */
export async function noteFirstSignIn(db: DbOrTx, userId: string) {
  await db
    .update(users)
    .set({ firstSignedInAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.firstSignedInAt)));
}

/** Ends every link of the user not used yet: after a new password, no older mail opens the account. */
export async function dropUnusedLinks(db: DbOrTx, userId: string) {
  await db
    .delete(accountLinks)
    .where(and(eq(accountLinks.userId, userId), sql`${accountLinks.usedAt} is null`));
}

/** Consumes a one-time link: answers its user id only if unused, unexpired, of this site and purpose. */
export async function consumeAccountLink(
  db: DbOrTx,
  siteId: string,
  purpose: LinkPurpose,
  tokenHash: string,
) {
  const [row] = await db
    .update(accountLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountLinks.tokenHash, tokenHash),
        eq(accountLinks.siteId, siteId),
        eq(accountLinks.purpose, purpose),
        sql`${accountLinks.usedAt} is null`,
        sql`${accountLinks.expiresAt} > now()`,
      ),
    )
    .returning({ userId: accountLinks.userId });
  return row?.userId;
}

/**
 * Stores a sign-in code for the address's account (unless there is none or it is blocked), bound to
 * the client address it was asked from, ending that address's earlier codes (and clearing the
 * account's spent ones). Answers whether it did.
 */
export async function issueLoginCode(
  db: DbOrTx,
  holder: { siteId: string; email: string; address: string },
  code: { codeHash: string; expiresAt: Date },
) {
  const { rows } = await db.execute<{ user_id: string }>(sql`
    with holder as (
      select ${users.id} as user_id from ${users}
      where ${users.siteId} = ${holder.siteId} and ${users.email} = ${holder.email.toLowerCase()}
        and not ${users.isBlocked}
    ), ended as (
      delete from ${loginCodes}
      where ${loginCodes.userId} in (select user_id from holder)
        and (${loginCodes.address} = ${holder.address} or ${loginCodes.usedAt} is not null
          or ${loginCodes.expiresAt} <= now())
    ), issued as (
      insert into ${loginCodes} (id, site_id, user_id, address, code_hash, expires_at)
      select ${randomUUID()}, ${holder.siteId}, user_id, ${holder.address}, ${code.codeHash},
        ${code.expiresAt.toISOString()}::timestamptz
      from holder
    )
    select user_id from holder`);
  return rows.length > 0;
}

/**
 * Counts one check of the live sign-in code the account holds for this client address and answers
 * its id and hash, for the caller to compare; undefined when there is none left to check (no account,
 * no code for this address, expired, used, or out of tries). Counted before comparing, so racing
 * guesses get no more.
 */
export async function checkLoginCode(
  db: DbOrTx,
  holder: { siteId: string; email: string; address: string },
  maxTries: number,
) {
  const c = loginCodes;
  const [row] = await db
    .update(c)
    .set({ tries: sql`${c.tries} + 1` })
    .where(
      and(
        sql`${c.userId} = (select ${users.id} from ${users}
          where ${users.siteId} = ${holder.siteId} and ${users.email} = ${holder.email.toLowerCase()})`,
        eq(c.address, holder.address),
        sql`${c.usedAt} is null and ${c.expiresAt} > now() and ${c.tries} < ${maxTries}`,
      ),
    )
    .returning({ id: c.id, codeHash: c.codeHash });
  return row;
}

/** Uses a checked sign-in code up; false when a racing request used it first. */
export async function consumeLoginCode(db: DbOrTx, id: string) {
  const used = await db
    .update(loginCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(loginCodes.id, id), sql`${loginCodes.usedAt} is null`))
    .returning({ id: loginCodes.id });
  return used.length > 0;
}

const sinceDays = (days: number) => sql`now() - make_interval(days => ${days})`;

/** Whether the device signed in to the address's account on this site within the last `days`. */
export async function isKnownDevice(
  db: DbOrTx,
  siteId: string,
  email: string,
  deviceHash: string,
  days: number,
) {
  const rows = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(
      and(
        eq(users.siteId, siteId),
        eq(users.email, email.toLowerCase()),
        eq(knownDevices.deviceHash, deviceHash),
        sql`${knownDevices.signedInAt} > ${sinceDays(days)}`,
      ),
    );
  return rows.length > 0;
}

/**
 * Notes that the user signed in now on the device of `deviceHash`. The token the device held before
 * (`previousHash`) goes, if it was this user's, and so do the user's devices no longer known.
 */
export async function noteDeviceSignIn(
  db: DbOrTx,
  device: { siteId: string; userId: string; deviceHash: string; previousHash?: string },
  days: number,
) {
  const d = knownDevices;
  const previous = device.previousHash ? sql` or ${d.deviceHash} = ${device.previousHash}` : sql``;
  await db
    .delete(d)
    .where(sql`${d.userId} = ${device.userId} and (${d.signedInAt} <= ${sinceDays(days)}${previous})`);
  await db.insert(d).values({ siteId: device.siteId, userId: device.userId, deviceHash: device.deviceHash });
}

/**
 * A live session of this site with its user and all the user's view shows (phones, company, group
 * names), in one query: every signed-in call needs the user, and the session call the whole view.
 */
export async function findSessionWithUser(db: DbOrTx, siteId: string, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      user: users,
      company: legalEntities,
      groupName: markupGroups.groupName,
      userGroupName: rbacUserGroups.name,
      phones: sql<Phone[]>`coalesce((select json_agg(json_build_object(
          'label', ${phoneNumbers.label}, 'phoneNumber', ${phoneNumbers.phoneNumber},
          'phoneCountryCode', ${phoneNumbers.phoneCountryCode}) order by ${phoneOrder})
        from ${phoneNumbers} where ${phoneNumbers.userId} = ${users.id}), '[]'::json)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      legalEntities,
      and(eq(legalEntities.id, users.legalEntityId), eq(legalEntities.siteId, users.siteId)),
    )
    .leftJoin(markupGroups, eq(markupGroups.id, users.markupGroupId))
    .leftJoin(rbacUserGroups, eq(rbacUserGroups.id, users.rbacUserGroupId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), eq(sessions.siteId, siteId), gt(sessions.expiresAt, new Date())),
    );
  if (!row) return undefined;
  const { sessionId, expiresAt, user, ...parts } = row;
  return { sessionId, expiresAt, user, view: toUserView(user, parts) };
}

/** The whole user as the API answers it (spec §3 "User/customer"). */
export async function loadUserView(db: DbOrTx, user: UserRow): Promise<UserView> {
  const [phones, company, groups] = await Promise.all([
    phonesOf(db, user.id),
    findLegalEntity(db, user.siteId, user.legalEntityId),
    groupNamesOf(db, user),
  ]);
  return toUserView(user, { phones, company: company ?? null, ...groups });
}

function toUserView(user: UserRow, { phones, company, groupName, userGroupName }: ViewParts): UserView {
  return {
    users_id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumbers: phones,
    userType: user.userType,
    status: user.status,
    isBlocked: user.isBlocked,
    isSuperAdmin: user.isSuperAdmin,
    companyName: company?.companyName ?? null,
    panNumber: user.panNumber,
    gstNumber: user.gstNumber,
    company: company ? toLegalEntityView(company) : null,
    billing: user.billing,
    isFlightHoldAllowed: user.isFlightHoldAllowed,
    flightLookToBook: { is_exempted: user.lookToBookExempt },
    groupName,
    userGroupName,
    legalEntityId: user.legalEntityId,
    isTdsDeductable: company?.isTdsDeductable ?? false,
    createdAt: user.createdAt.toISOString(),
    referralCode: user.referralCode,
    taLogoUrl: user.taLogoUrl,
    hasPassword: user.passwordHash !== null,
    panCheck: { status: user.panStatus, reason: user.panStatus === 'rejected' ? user.panReason : null },
  };
}

/** The names of the user's markup group and permission group, null where they have none. */
async function groupNamesOf(db: DbOrTx, user: UserRow) {
  if (!user.markupGroupId && !user.rbacUserGroupId) return { groupName: null, userGroupName: null };
  const [row] = await db
    .select({ groupName: markupGroups.groupName, userGroupName: rbacUserGroups.name })
    .from(users)
    .leftJoin(markupGroups, eq(markupGroups.id, users.markupGroupId))
    .leftJoin(rbacUserGroups, eq(rbacUserGroups.id, users.rbacUserGroupId))
    .where(eq(users.id, user.id));
  return { groupName: row?.groupName ?? null, userGroupName: row?.userGroupName ?? null };
}

export function toLegalEntityView(row: Company): LegalEntityView {
  const { siteId: _site, createdAt: _created, ...view } = row;
  return view;
}
