import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../modules/accounts/accounts.schema';
import { markupGroups } from '../modules/markup/markup.schema';
import type { Db } from '../platform/db/client';
import { createMarkupGroup, createMarkupRule } from './factories';

const rupees = (amount: number) => amount * 100;
const percent = (value: number) => Math.round(value * 100);

/**
 * Markup groups and rules a travel site would start with: retail pays a flat fee per passenger on
 * domestic flights and a percentage abroad; agents and corporates get thinner margins.
 */
export async function seedDemoMarkup(db: Db, siteId: string) {
  const [existing] = await db
    .select({ id: markupGroups.id })
    .from(markupGroups)
    .where(eq(markupGroups.siteId, siteId));
  if (existing) return;
  const retail = await createMarkupGroup(db, siteId, { groupName: 'Retail customers', isDefault: true });
  const agents = await createMarkupGroup(db, siteId, { groupName: 'Travel agents' });
  const corporate = await createMarkupGroup(db, siteId, { groupName: 'Corporate' });

  await createMarkupRule(db, siteId, {
    groupId: retail.id,
    valueType: 'fixed',
    value: rupees(299),
    per: 'passenger',
    scope: 'domestic',
  });
  await createMarkupRule(db, siteId, {
    groupId: retail.id,
    valueType: 'percentage',
    value: percent(4),
    per: 'booking',
    scope: 'international',
  });
  await createMarkupRule(db, siteId, {
    groupId: agents.id,
    valueType: 'fixed',
    value: rupees(99),
    per: 'passenger',
    scope: 'domestic',
  });
  await createMarkupRule(db, siteId, {
    groupId: agents.id,
    valueType: 'percentage',
    value: percent(1.5),
    per: 'booking',
    scope: 'international',
  });
  await createMarkupRule(db, siteId, {
    groupId: corporate.id,
    valueType: 'fixed',
    value: rupees(450),
    per: 'booking',
    scope: 'all',
  });
  // The white label's own deals with airlines override the defaults above.
  await createMarkupRule(db, siteId, {
    kind: 'airlineSpecific',
    airlineCode: 'AI',
    valueType: 'percentage',
    value: percent(2.5),
    per: 'booking',
  });
  await createMarkupRule(db, siteId, {
    kind: 'airlineSpecific',
    airlineCode: '6E',
    groupId: agents.id,
    valueType: 'fixed',
    value: rupees(49),
    per: 'passenger',
  });

  const assign = async (groupId: string, userTypes: ('travelAgent' | 'corporate')[]) =>
    db
      .update(users)
      .set({ markupGroupId: groupId })
      .where(and(eq(users.siteId, siteId), inArray(users.userType, userTypes)));
  await assign(agents.id, ['travelAgent']);
  await assign(corporate.id, ['corporate']);
}
