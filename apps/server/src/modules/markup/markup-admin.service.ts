import {
  formatMoney,
  MARKUP_MSG,
  type MarkupRule,
  type MarkupRuleFields,
  type MoneyLocale,
  type RuleKind,
} from '@app/contracts';
import { airlinesByCode } from '@app/travel-data';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { type AuditBy, changedFields, recordAudit } from '../audit/audit';
import { siteLocaleOf } from '../site/site-days';
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

const RULE_FIELDS = [
  'adjustment',
  'airlineCode',
  'groupId',
  'valueType',
  'value',
  'per',
  'scope',
  'cabinClass',
  'validFrom',
  'validTo',
] as const;
/** What a rule prices, without its id and labels: what an audit entry keeps of it. */
const ruleFields = (rule: MarkupRule) => Object.fromEntries(RULE_FIELDS.map((key) => [key, rule[key]]));

type RuleLine = Pick<MarkupRule, 'adjustment' | 'airlineCode' | 'groupName' | 'valueType' | 'value' | 'per'>;
/** A rule as a person reads it: "IndiGo markup for Agents" and "5% per booking". */
function ruleLine(kind: RuleKind, rule: RuleLine, money: MoneyLocale) {
  const airline = rule.airlineCode && (airlinesByCode().get(rule.airlineCode)?.name ?? rule.airlineCode);
  const what =
    kind === 'fixedDeparture'
      ? 'Fixed-departure'
      : kind === 'activity'
        ? 'Activity'
        : airline || 'Default airline';
  const amount = rule.valueType === 'percentage' ? `${rule.value / 100}%` : formatMoney(rule.value, money);
  return {
    subject: `${what} ${rule.adjustment} for ${rule.groupName ?? 'every group'}`,
    amount: `${amount} per ${rule.per}`,
  };
}

/**
 * Every change to groups or rules drops the site's cached rules: the next search prices with it.
 * Every change is recorded in the audit log in its own transaction; a change that changes nothing
 * writes nothing.
 */
export function createMarkupAdminService({ db, rules }: { db: Db; rules: MarkupRulesCache }) {
  /** Changes how a consumer's company is priced (group or TDS), with its audit entry. */
  async function changeRelation(
    by: AuditBy,
    siteId: string,
    legalEntityId: string,
    set: { markupGroupId?: string; isTdsDeductable?: boolean },
    summaryOf: (companyName: string) => string,
    /** names beside the ids, for a change of group */
    names?: (tx: DbOrTx, was: string | null) => Promise<{ before: object; after: object }>,
  ) {
    await db.transaction(async (tx) => {
      const entity = await findLegalEntity(tx, siteId, legalEntityId, { lock: true });
      if (!entity) throw notFound();
      const { before, after, changed } = changedFields(entity, set);
      if (changed.length === 0) return;
      const named = (await names?.(tx, entity.markupGroupId)) ?? { before: {}, after: {} };
      await updateLegalEntity(tx, siteId, legalEntityId, set);
      await recordAudit(tx, by, {
        action: 'markup.relation',
        targetKind: 'legalEntity',
        targetId: legalEntityId,
        summary: summaryOf(entity.companyName),
        before: { ...before, ...named.before },
        after: { ...after, ...named.after },
      });
    });
  }

  return {
    listGroups: (siteId: string) => listGroups(db, siteId),

    async saveGroup(by: AuditBy, siteId: string, input: { id?: string | null; groupName: string }) {
      const id = await db.transaction(async (tx) => {
        await lockSiteMarkup(tx, siteId);
        const was = input.id ? await findGroup(tx, siteId, input.id) : undefined;
        if (input.id && !was) throw notFound(MARKUP_MSG.unknownGroup);
        if (await groupNameTaken(tx, siteId, input.groupName, input.id ?? undefined))
          throw conflict(MARKUP_MSG.groupNameTaken, { groupName: MARKUP_MSG.groupNameTaken });
        const entry = { action: 'markup.group.save', targetKind: 'markupGroup' };
        if (was) {
          if (was.groupName === input.groupName) return was.id;
          await tx
            .update(markupGroups)
            .set({ groupName: input.groupName })
            .where(and(eq(markupGroups.siteId, siteId), eq(markupGroups.id, was.id)));
          await recordAudit(tx, by, {
            ...entry,
            targetId: was.id,
            summary: `Markup group ${was.groupName} renamed to ${input.groupName}`,
            before: { groupName: was.groupName },
            after: { groupName: input.groupName },
          });
          return was.id;
        }
        // A site's first group prices everyone until staff choose another default.
        const isDefault = (await listGroups(tx, siteId)).length === 0;
        const [row] = await tx
          .insert(markupGroups)
          .values({ siteId, groupName: input.groupName, isDefault })
          .returning({ id: markupGroups.id });
        await recordAudit(tx, by, {
          ...entry,
          targetId: row?.id,
          summary: `Markup group ${input.groupName} created${isDefault ? ' as the default' : ''}`,
          after: { groupName: input.groupName, isDefault },
        });
        return row?.id ?? '';
      });
      const group = (await listGroups(db, siteId)).find((g) => g.id === id);
      if (!group) throw notFound(MARKUP_MSG.unknownGroup);
      await rules.forget(siteId);
      return group;
    },

    async setDefaultGroup(by: AuditBy, siteId: string, groupId: string) {
      await db.transaction(async (tx) => {
        await lockSiteMarkup(tx, siteId);
        const group = await findGroup(tx, siteId, groupId);
        if (!group) throw notFound(MARKUP_MSG.unknownGroup);
        if (group.isDefault) return;
        const [was] = await tx
          .select({ groupName: markupGroups.groupName })
          .from(markupGroups)
          .where(and(eq(markupGroups.siteId, siteId), eq(markupGroups.isDefault, true)));
        await tx
          .update(markupGroups)
          .set({ isDefault: false })
          .where(and(eq(markupGroups.siteId, siteId), eq(markupGroups.isDefault, true)));
        await tx
          .update(markupGroups)
          .set({ isDefault: true })
          .where(and(eq(markupGroups.siteId, siteId), eq(markupGroups.id, groupId)));
        await recordAudit(tx, by, {
          action: 'markup.group.default',
          targetKind: 'markupGroup',
          targetId: groupId,
          summary: `${group.groupName} made the default markup group`,
          before: { defaultGroup: was?.groupName ?? null },
          after: { defaultGroup: group.groupName },
        });
      });
      await rules.forget(siteId);
    },

    async mapConsumerGroup(by: AuditBy, siteId: string, legalEntityId: string, groupId: string) {
      const group = await findGroup(db, siteId, groupId);
      if (!group) throw notFound(MARKUP_MSG.unknownGroup);
      await changeRelation(
        by,
        siteId,
        legalEntityId,
        { markupGroupId: groupId },
        (company) => `${company} priced by markup group ${group.groupName}`,
        async (tx, was) => ({
          before: { markupGroup: was ? ((await findGroup(tx, siteId, was))?.groupName ?? null) : null },
          after: { markupGroup: group.groupName },
        }),
      );
    },

    async consumerMapping(siteId: string, legalEntityId: string) {
      const entity = await findLegalEntity(db, siteId, legalEntityId);
      if (!entity) throw notFound();
      return {
        userGroups: await listGroups(db, siteId),
        leRelationConfig: { isTdsDeductable: entity.isTdsDeductable, groupId: entity.markupGroupId },
      };
    },

    async setTdsDeductable(by: AuditBy, siteId: string, legalEntityId: string, isTdsDeductable: boolean) {
      await changeRelation(
        by,
        siteId,
        legalEntityId,
        { isTdsDeductable },
        (company) => `TDS ${isTdsDeductable ? 'now deducted' : 'no longer deducted'} for ${company}`,
      );
    },

    listRules: (siteId: string, kind: RuleKind) => listRulesView(db, siteId, kind),

    /** Creates a rule, or edits it when it has a markupId; search prices read it from the next search. */
    async saveRule(
      by: AuditBy,
      siteId: string,
      kind: RuleKind,
      input: MarkupRuleFields,
    ): Promise<MarkupRule> {
      const { markupId, ...rest } = input;
      const fields = { ...rest, airlineCode: airlineOf(kind, rest.airlineCode) };
      const id = await db.transaction(async (tx) => {
        await lockSiteMarkup(tx, siteId);
        const group = fields.groupId ? await findGroup(tx, siteId, fields.groupId) : undefined;
        if (fields.groupId && !group)
          throw badRequest(MARKUP_MSG.unknownGroup, { groupId: MARKUP_MSG.unknownGroup });
        const existing = await listRulesView(tx, siteId, kind);
        const was = existing.find((r) => r.markupId === markupId);
        if (markupId && !was) throw notFound();
        if (existing.some((r) => r.markupId !== markupId && rulesOverlap(r, fields)))
          throw conflict(MARKUP_MSG.ruleOverlap, { validFrom: MARKUP_MSG.ruleOverlap });
        const { before, after, changed } = was
          ? changedFields(ruleFields(was), fields)
          : { before: null, after: fields, changed: RULE_FIELDS };
        if (was && changed.length === 0) return was.markupId;
        const savedId = was ? was.markupId : await insertRule(tx, siteId, kind, fields);
        if (was) await updateRule(tx, siteId, kind, was.markupId, fields);
        const line = ruleLine(
          kind,
          { ...fields, groupName: group?.groupName ?? null },
          await siteLocaleOf(tx, siteId),
        );
        await recordAudit(tx, by, {
          action: 'markup.rule.save',
          targetKind: 'markupRule',
          targetId: savedId,
          summary: `${line.subject} ${was ? 'set' : 'added'}: ${line.amount}`,
          before,
          after,
        });
        return savedId;
      });
      await rules.forget(siteId);
      const [saved] = id ? await listRulesView(db, siteId, kind, id) : [];
      if (!saved) throw notFound();
      return saved;
    },

    async deleteRule(by: AuditBy, siteId: string, kind: RuleKind, markupId: string) {
      await db.transaction(async (tx) => {
        await lockSiteMarkup(tx, siteId);
        const [rule] = await listRulesView(tx, siteId, kind, markupId);
        if (!rule || !(await deleteRule(tx, siteId, kind, markupId))) throw notFound();
        const line = ruleLine(kind, rule, await siteLocaleOf(tx, siteId));
        await recordAudit(tx, by, {
          action: 'markup.rule.delete',
          targetKind: 'markupRule',
          targetId: markupId,
          summary: `${line.subject} deleted (was ${line.amount})`,
          before: ruleFields(rule),
        });
      });
      await rules.forget(siteId);
    },
  };
}
export type MarkupAdminService = ReturnType<typeof createMarkupAdminService>;
