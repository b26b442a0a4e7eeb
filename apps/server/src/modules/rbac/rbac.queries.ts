import type { RbacUserGroup, StaffMember } from '@app/contracts';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { users } from '../accounts/accounts.schema';
import { type RbacUserGroupRow, rbacUserGroups } from './rbac.schema';

// Spelled out: Drizzle may leave the outer column unqualified, which the subquery would read as its own.
const memberCount = sql<number>`(select count(*)::int from users u where u.rbac_user_group_id = rbac_user_groups.id)`;

function toView(row: RbacUserGroupRow & { memberCount: number }): RbacUserGroup {
  return {
    id: row.id,
    userGroupName: row.name,
    memberCount: row.memberCount,
    permissionCount: row.permissions.length,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listUserGroups(db: DbOrTx, siteId: string): Promise<RbacUserGroup[]> {
  const rows = await db
    .select({ row: rbacUserGroups, memberCount })
    .from(rbacUserGroups)
    .where(eq(rbacUserGroups.siteId, siteId))
    .orderBy(asc(rbacUserGroups.name));
  return rows.map(({ row, memberCount }) => toView({ ...row, memberCount }));
}

export async function findUserGroup(db: DbOrTx, siteId: string, id: string) {
  const [found] = await db
    .select({ row: rbacUserGroups, memberCount })
    .from(rbacUserGroups)
    .where(and(eq(rbacUserGroups.siteId, siteId), eq(rbacUserGroups.id, id)));
  return found
    ? { row: found.row, view: toView({ ...found.row, memberCount: found.memberCount }) }
    : undefined;
}

export async function userGroupNameTaken(db: DbOrTx, siteId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(rbacUserGroups)
    .where(
      and(
        eq(rbacUserGroups.siteId, siteId),
        sql`lower(${rbacUserGroups.name}) = lower(${name})`,
        exceptId ? ne(rbacUserGroups.id, exceptId) : undefined,
      ),
    );
  return (row?.n ?? 0) > 0;
}

export async function listStaffMembers(db: DbOrTx, siteId: string): Promise<StaffMember[]> {
  return db
    .select({
      users_id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isSuperAdmin: users.isSuperAdmin,
      userGroupId: users.rbacUserGroupId,
      userGroupName: rbacUserGroups.name,
    })
    .from(users)
    .leftJoin(rbacUserGroups, eq(rbacUserGroups.id, users.rbacUserGroupId))
    .where(and(eq(users.siteId, siteId), eq(users.userType, 'staff')))
    .orderBy(asc(users.firstName), asc(users.id));
}
