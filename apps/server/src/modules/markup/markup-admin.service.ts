import { MARKUP_MSG, type MarkupRule, type MarkupRuleFields, type RuleKind } from '@app/contracts';
import { airlinesByCode } from '@app/travel-data';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { markupGroups } from './markup.schema';
import {
  deleteRule,
  findGroup,
  findLegalEntity,
  groupNameTaken,
  insertRule,
  listGroups,
  listRulesView,
  lockSiteMarkup,
  updateLegalEntity,
  updateRule,
} from './markup-admin.queries';
import type { MarkupRulesCache } from './markup-rules-cache';

type Range = { validFrom: string | null; validTo: string | null };
type Coverage = Pick<
  MarkupRule,
  'adjustment' | 'airlineCode' | 'groupId' | 'scope' | 'cabinClass' | 'validFrom' | 'validTo'
>;

const datesOverlap = (a: Range, b: Range) =>
  (a.validFrom ?? '') <= (b.validTo ?? '9999-12-31') && (b.validFrom ?? '') <= (a.validTo ?? '9999-12-31');

/**
 * Two rules of one kind clash when a single fare could match both with neither being more specific:
 * pricing would then pick one by age, which staff cannot see. "All" and "any" overlap everything.
 */
export function rulesOverlap(a: Coverage, b: Coverage): boolean {
  return (
    a.adjustment === b.adjustment &&
    a.airlineCode === b.airlineCode &&
    a.groupId === b.groupId &&
    (a.scope === 'all' || b.scope === 'all' || a.scope === b.scope) &&
    (a.cabinClass === null || b.cabinClass === null || a.cabinClass === b.cabinClass) &&
    datesOverlap(a, b)
  );
}

const AIRLINE_KINDS: readonly RuleKind[] = ['defaultAirline', 'airlineSpecific'];

/** The airline a rule names, checked for its kind: fixed departures and activities name none. */
function airlineOf(kind: RuleKind, code: string | null): string | null {
  if (!AIRLINE_KINDS.includes(kind)) return null;
  if (!code) {
    if (kind === 'airlineSpecific')
      throw badRequest(MARKUP_MSG.airlineRequired, { airlineCode: MARKUP_MSG.airlineRequired });
    return null;
  }
  if (!airlinesByCode().has(code))
    throw badRequest(MARKUP_MSG.unknownAirline, { airlineCode: MARKUP_MSG.unknownAirline });
  return code;
}

/** Every change to groups or rules drops the site's cached rules: the next search prices with it. */
export function createMarkupAdminService({ db, rules }: { db: Db; rules: MarkupRulesCache }) {
  return {
    listGroups: (siteId: string) => listGroups(db, siteId),

    async saveGroup(siteId: string, input: { id?: string | null; groupName: string }) {
      const id = await db.transaction(async (tx) => {
        await lockSiteMarkup(tx, siteId);
        if (input.id && !(await findGroup(tx, siteId, input.id))) throw notFound(MARKUP_MSG.unknownGroup);
        if (await groupNameTaken(tx, siteId, input.groupName, input.id ?? undefined))
          throw conflict(MARKUP_MSG.groupNameTaken, { groupName: MARKUP_MSG.groupNameTaken });
        if (input.id) {
          await tx
            .update(markupGroups)
            .set({ groupName: input.groupName })
            .where(and(eq(markupGroups.siteId, siteId), eq(markupGroups.id, input.id)));
          return input.id;
        }
        // A site's first group prices everyone until staff choose another default.
        const isDefault = (await listGroups(tx, siteId)).length === 0;
        const [row] = await tx
          .insert(markupGroups)
          .values({ siteId, groupName: input.groupName, isDefault })
          .returning({ id: markupGroups.id });
        return row?.id ?? '';
      });
      const group = (await listGroups(db, siteId)).find((g) => g.id === id);
      if (!group) throw notFound(MARKUP_MSG.unknownGroup);
      await rules.forget(siteId);
      return group;
    },

    async setDefaultGroup(siteId: string, groupId: string) {
      await db.transaction(async (tx) => {
        await lockSiteMarkup(tx, siteId);
        if (!(await findGroup(tx, siteId, groupId))) throw notFound(MARKUP_MSG.unknownGroup);
        await tx
          .update(markupGroups)
          .set({ isDefault: false })
          .where(and(eq(markupGroups.siteId, siteId), eq(markupGroups.isDefault, true)));
        await tx
          .update(markupGroups)
          .set({ isDefault: true })
          .where(and(eq(markupGroups.siteId, siteId), eq(markupGroups.id, groupId)));
      });
      await rules.forget(siteId);
    },

    async mapConsumerGroup(siteId: string, legalEntityId: string, groupId: string) {
      if (!(await findGroup(db, siteId, groupId))) throw notFound(MARKUP_MSG.unknownGroup);
      if (!(await updateLegalEntity(db, siteId, legalEntityId, { markupGroupId: groupId }))) throw notFound();
    },

    async consumerMapping(siteId: string, legalEntityId: string) {
      const entity = await findLegalEntity(db, siteId, legalEntityId);
      if (!entity) throw notFound();
      return {
        userGroups: await listGroups(db, siteId),
        leRelationConfig: { isTdsDeductable: entity.isTdsDeductable, groupId: entity.markupGroupId },
      };
    },

    async setTdsDeductable(siteId: string, legalEntityId: string, isTdsDeductable: boolean) {
      if (!(await updateLegalEntity(db, siteId, legalEntityId, { isTdsDeductable }))) throw notFound();
    },

    listRules: (siteId: string, kind: RuleKind) => listRulesView(db, siteId, kind),

    /** Creates a rule, or edits it when it has a markupId; search prices read it from the next search. */
    async saveRule(siteId: string, kind: RuleKind, input: MarkupRuleFields): Promise<MarkupRule> {
      const { markupId, ...rest } = input;
      const fields = { ...rest, airlineCode: airlineOf(kind, rest.airlineCode) };
      const id = await db.transaction(async (tx) => {
        await lockSiteMarkup(tx, siteId);
        if (fields.groupId && !(await findGroup(tx, siteId, fields.groupId)))
          throw badRequest(MARKUP_MSG.unknownGroup, { groupId: MARKUP_MSG.unknownGroup });
        const existing = await listRulesView(tx, siteId, kind);
        if (markupId && !existing.some((r) => r.markupId === markupId)) throw notFound();
        if (existing.some((r) => r.markupId !== markupId && rulesOverlap(r, fields)))
          throw conflict(MARKUP_MSG.ruleOverlap, { validFrom: MARKUP_MSG.ruleOverlap });
        if (!markupId) return insertRule(tx, siteId, kind, fields);
        await updateRule(tx, siteId, kind, markupId, fields);
        return markupId;
      });
      await rules.forget(siteId);
      const [saved] = id ? await listRulesView(db, siteId, kind, id) : [];
      if (!saved) throw notFound();
      return saved;
    },

    async deleteRule(siteId: string, kind: RuleKind, markupId: string) {
      if (!(await deleteRule(db, siteId, kind, markupId))) throw notFound();
      await rules.forget(siteId);
    },
  };
}
export type MarkupAdminService = ReturnType<typeof createMarkupAdminService>;
