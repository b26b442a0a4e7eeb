import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../../platform/db/ids';
import { siteIdColumn } from '../site/site.schema';

/** A markup group (spec "user group"): customers in it pay the markup rules that name it. */
export const markupGroups = pgTable(
  'markup_groups',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    groupName: text('group_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('markup_groups_site_name_idx').on(t.siteId, t.groupName),
    // Exactly one default group per site: the database refuses a second.
    uniqueIndex('markup_groups_site_default_idx').on(t.siteId).where(sql`${t.isDefault}`),
  ],
);
export type MarkupGroupRow = typeof markupGroups.$inferSelect;

export const MARKUP_KINDS = ['defaultAirline', 'airlineSpecific', 'fixedDeparture', 'activity'] as const;
export type MarkupKind = (typeof MARKUP_KINDS)[number];

/**
 * One markup rule. `value` is basis points for a percentage (250 = 2.5%) or paise for a fixed
 * amount, so no rule ever holds a float. A null group, cabin or date means "any".
 */
export const markupRules = pgTable(
  'markup_rules',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    kind: text('kind').$type<MarkupKind>().notNull(),
    /** a markup raises the price; a discount lowers it (same shape, spec §7 "discounts likewise") */
    adjustment: text('adjustment').$type<'markup' | 'discount'>().notNull().default('markup'),
    airlineCode: text('airline_code'),
    groupId: text('group_id').references(() => markupGroups.id, { onDelete: 'cascade' }),
    valueType: text('value_type').$type<'percentage' | 'fixed'>().notNull(),
    value: integer('value').notNull(),
    per: text('per').$type<'passenger' | 'booking'>().notNull(),
    scope: text('scope').$type<'all' | 'domestic' | 'international'>().notNull().default('all'),
    cabinClass: integer('cabin_class'),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('markup_rules_site_kind_idx').on(t.siteId, t.kind)],
);
export type MarkupRuleRow = typeof markupRules.$inferSelect;
