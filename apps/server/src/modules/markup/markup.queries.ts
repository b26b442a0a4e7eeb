import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import type { PricingRule } from './markup.pricing';
import { type MarkupKind, markupGroups, markupRules } from './markup.schema';

export async function findDefaultGroupId(db: DbOrTx, siteId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: markupGroups.id })
    .from(markupGroups)
    .where(and(eq(markupGroups.siteId, siteId), eq(markupGroups.isDefault, true)));
  return row?.id ?? null;
}

/** Markups and discounts alike: pricing tells them apart by `adjustment`. */
export async function listRulesOfKinds(
  db: DbOrTx,
  siteId: string,
  kinds: MarkupKind[],
): Promise<PricingRule[]> {
  return db
    .select({
      id: markupRules.id,
      kind: markupRules.kind,
      adjustment: markupRules.adjustment,
      airlineCode: markupRules.airlineCode,
      groupId: markupRules.groupId,
      valueType: markupRules.valueType,
      value: markupRules.value,
      per: markupRules.per,
      scope: markupRules.scope,
      cabinClass: markupRules.cabinClass,
      validFrom: markupRules.validFrom,
      validTo: markupRules.validTo,
    })
    .from(markupRules)
    .where(and(eq(markupRules.siteId, siteId), inArray(markupRules.kind, kinds)))
    .orderBy(markupRules.createdAt);
}
