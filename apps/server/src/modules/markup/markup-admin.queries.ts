import { CUSTOMER_TYPES, type MarkupRule, type MarkupRuleFields, type RuleKind } from '@app/contracts';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { legalEntities, users } from '../accounts/accounts.schema';
import { markupGroups, markupRules } from './markup.schema';

/**
 * Groups of a site with how many customers and API consumers each prices, by name. The default group
 * prices every customer without a group of their own as well (flight-pricing.ts), so it counts them:
 * "0 customers" on the group that prices nearly everyone misled staff.
 */
export function listGroups(db: DbOrTx, siteId: string) {
  const customer = inArray(users.userType, [...CUSTOMER_TYPES]);
  return db
    .select({
      id: markupGroups.id,
      groupName: markupGroups.groupName,
      isDefault: markupGroups.isDefault,
      memberCount: db.$count(
        users,
        and(
          eq(users.siteId, markupGroups.siteId),
          customer,
          or(
            eq(users.markupGroupId, markupGroups.id),
            and(eq(markupGroups.isDefault, true), isNull(users.markupGroupId)),
          ),
        ),
      ),
      consumerCount: sql<number>`(select count(*)::int from ${legalEntities} where ${legalEntities}.markup_group_id = ${markupGroups}.id)`,
    })
    .from(markupGroups)
    .where(eq(markupGroups.siteId, siteId))
    .orderBy(markupGroups.groupName);
}

export async function findGroup(db: DbOrTx, siteId: string, id: string) {
  const [row] = await db
    .select()
    .from(markupGroups)
    .where(and(eq(markupGroups.siteId, siteId), eq(markupGroups.id, id)));
  return row;
}

export async function groupNameTaken(db: DbOrTx, siteId: string, groupName: string, exceptId?: string) {
  const [row] = await db
    .select({ id: markupGroups.id })
    .from(markupGroups)
    .where(
      and(
        eq(markupGroups.siteId, siteId),
        eq(markupGroups.groupName, groupName),
        exceptId ? ne(markupGroups.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
}

/** A consumer's company as markup sees it; `lock` holds it for a change in the caller's transaction. */
export async function findLegalEntity(db: DbOrTx, siteId: string, id: string, { lock = false } = {}) {
  const query = db
    .select({
      id: legalEntities.id,
      companyName: legalEntities.companyName,
      markupGroupId: legalEntities.markupGroupId,
      isTdsDeductable: legalEntities.isTdsDeductable,
    })
    .from(legalEntities)
    .where(and(eq(legalEntities.siteId, siteId), eq(legalEntities.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateLegalEntity(
  db: DbOrTx,
  siteId: string,
  id: string,
  set: { markupGroupId?: string; isTdsDeductable?: boolean },
) {
  const rows = await db
    .update(legalEntities)
    .set(set)
    .where(and(eq(legalEntities.siteId, siteId), eq(legalEntities.id, id)))
    .returning({ id: legalEntities.id });
  return rows.length > 0;
}

const ruleColumns = {
  markupId: markupRules.id,
  kind: markupRules.kind,
  adjustment: markupRules.adjustment,
  airlineCode: markupRules.airlineCode,
  groupId: markupRules.groupId,
  groupName: markupGroups.groupName,
  valueType: markupRules.valueType,
  value: markupRules.value,
  per: markupRules.per,
  scope: markupRules.scope,
  cabinClass: markupRules.cabinClass,
  validFrom: markupRules.validFrom,
  validTo: markupRules.validTo,
  updatedAt: markupRules.updatedAt,
};

/** The rules of one kind as the API shows them, oldest first (the order pricing breaks ties in). */
export async function listRulesView(
  db: DbOrTx,
  siteId: string,
  kind: RuleKind,
  markupId?: string,
): Promise<MarkupRule[]> {
  const rows = await db
    .select(ruleColumns)
    .from(markupRules)
    .leftJoin(markupGroups, eq(markupGroups.id, markupRules.groupId))
    .where(
      and(
        eq(markupRules.siteId, siteId),
        eq(markupRules.kind, kind),
        markupId ? eq(markupRules.id, markupId) : undefined,
      ),
    )
    .orderBy(markupRules.createdAt, markupRules.id);
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

type RuleFields = Omit<MarkupRuleFields, 'markupId'>;

export async function insertRule(db: DbOrTx, siteId: string, kind: RuleKind, fields: RuleFields) {
  const [row] = await db
    .insert(markupRules)
    .values({ siteId, kind, ...fields })
    .returning({ id: markupRules.id });
  return row?.id;
}

export async function updateRule(db: DbOrTx, siteId: string, kind: RuleKind, id: string, fields: RuleFields) {
  const rows = await db
    .update(markupRules)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(markupRules.siteId, siteId), eq(markupRules.kind, kind), eq(markupRules.id, id)))
    .returning({ id: markupRules.id });
  return rows.length > 0;
}

export async function deleteRule(db: DbOrTx, siteId: string, kind: RuleKind, id: string) {
  const rows = await db
    .delete(markupRules)
    .where(and(eq(markupRules.siteId, siteId), eq(markupRules.kind, kind), eq(markupRules.id, id)))
    .returning({ id: markupRules.id });
  return rows.length > 0;
}

/** Serialises markup writes of one site: two overlapping rules (or two defaults) saved at once cannot both pass the checks. */
export async function lockSiteMarkup(tx: DbOrTx, siteId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`markup:${siteId}`}))`);
}
