import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PERMISSIONS,
  type PermissionId,
  SITE_MODULES,
  siteShortCode,
  type UserType,
} from '@app/contracts';
import { legalEntities, phoneNumbers, users } from '../modules/accounts/accounts.schema';
import { markupGroups, markupRules } from '../modules/markup/markup.schema';
import { rbacUserGroups } from '../modules/rbac/rbac.schema';
import type { sites } from '../modules/site/site.schema';
import { insertSite } from '../modules/site/site-rows';
import type { DbOrTx } from '../platform/db/client';
import { hashPassword } from '../platform/passwords';

/** Unique values, so rows made by one test or seed never collide with another's. */
const unique = () => randomUUID().slice(0, 8);

export type SiteInput = Partial<typeof sites.$inferInsert> & { domains?: string[] };

export async function createSite(db: DbOrTx, input: SiteInput = {}) {
  const { domains = [`site-${unique()}.test`], ...values } = input;
  const companyName = values.companyName ?? `Travel ${unique()}`;
  const site = await insertSite(
    db,
    {
      companyName,
      title: 'Flight Deals',
      activeModules: [...SITE_MODULES],
      shortCode: siteShortCode(companyName),
      ...values,
    },
    domains,
  );
  return { ...site, domains };
}

export type UserInput = Partial<typeof users.$inferInsert> & {
  password?: string | null;
  companyName?: string;
  phone?: { phoneNumber: string; phoneCountryCode: string };
};

export const DEFAULT_TEST_PASSWORD = 'Demo@1234';

/** A user of a site; the password is Demo@1234 unless given (null for none). */
export async function createUser(db: DbOrTx, siteId: string, input: UserInput = {}) {
  const { password = DEFAULT_TEST_PASSWORD, companyName, phone, ...values } = input;
  const email = values.email === undefined ? `user-${unique()}@example.test` : values.email;
  const legalEntityId = companyName
    ? (await db.insert(legalEntities).values({ siteId, companyName, email }).returning())[0]!.id
    : null;
  const [user] = await db
    .insert(users)
    .values({
      siteId,
      firstName: 'Test',
      lastName: 'User',
      userType: 'retail' as UserType,
      status: 'verified',
      legalEntityId,
      ...values,
      email,
      passwordHash: password ? await hashPassword(password) : null,
    })
    .returning();
  const primary = phone ?? { phoneNumber: '9876543210', phoneCountryCode: '+91' };
  await db.insert(phoneNumbers).values({ siteId, userId: user!.id, label: 'Primary', ...primary });
  return { ...user!, password };
}

export async function createMarkupGroup(
  db: DbOrTx,
  siteId: string,
  input: Partial<typeof markupGroups.$inferInsert> = {},
) {
  const [group] = await db
    .insert(markupGroups)
    .values({ siteId, groupName: `Group ${unique()}`, ...input })
    .returning();
  return group!;
}

/** A markup rule: by default 2% on every airline for every group. */
export async function createMarkupRule(
  db: DbOrTx,
  siteId: string,
  input: Partial<typeof markupRules.$inferInsert> = {},
) {
  const [rule] = await db
    .insert(markupRules)
    .values({ siteId, kind: 'defaultAirline', valueType: 'percentage', value: 200, per: 'booking', ...input })
    .returning();
  return rule!;
}

/** A permission group granting exactly these permissions (default: the catalog's defaults). */
export async function createPermissionGroup(
  db: DbOrTx,
  siteId: string,
  input: { name?: string; permissions?: PermissionId[] } = {},
) {
  const [group] = await db
    .insert(rbacUserGroups)
    .values({
      siteId,
      name: input.name ?? `Group ${unique()}`,
      permissions: input.permissions ?? [...DEFAULT_PERMISSIONS],
    })
    .returning();
  return group!;
}
