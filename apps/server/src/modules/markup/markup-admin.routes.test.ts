import { MARKUP_MSG, type MarkupRuleInput, RULE_PATHS } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarkupGroup, createMarkupRule, createSite, createUser } from '../../seed/factories';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { legalEntities } from '../accounts/accounts.schema';
import { markupGroups } from './markup.schema';

let t: TestApp;
let sandbox: TestSandbox;
let siteId: string;
let otherSiteId: string;
let token: string;
let customerToken: string;
let defaultGroupId: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  t = await createTestApp({ supplier: sandbox.supplierConfig({ timeoutMs: 5000 }) });
  siteId = (await createSite(t.db)).id;
  otherSiteId = (await createSite(t.db)).id;
  defaultGroupId = (await createMarkupGroup(t.db, siteId, { groupName: 'Retail', isDefault: true })).id;
  token = (await signIn(t, siteId, { userType: 'staff' })).token;
  customerToken = (await signIn(t, siteId, { userType: 'travelAgent' })).token;
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

const asStaff = (path: string, body: object = {}, method: 'GET' | 'POST' = 'POST') =>
  call(t.app, path, body, { siteId, token, method });

const rule = (input: Partial<MarkupRuleInput> = {}): MarkupRuleInput => ({
  valueType: 'percentage',
  value: 500,
  per: 'booking',
  ...input,
});

describe('markup groups', () => {
  it('creates, renames and lists groups with the default and member counts', async () => {
    const created = await asStaff('markupDiscount/LEGroupsForWl', { groupName: 'agents Gold' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      message: MARKUP_MSG.groupSaved,
      data: { groupName: 'agents Gold', isDefault: false, memberCount: 0 },
    });
    const id = created.body.data.id;
    await signIn(t, siteId, { userType: 'travelAgent', markupGroupId: id });
    const renamed = await asStaff('markupDiscount/LEGroupsForWl', { id, groupName: 'Agents Gold' });
    expect(renamed.body.data).toMatchObject({ id, groupName: 'Agents Gold', memberCount: 1 });

    const list = await asStaff('markupDiscount/LEGroupsForWl', {}, 'GET');
    expect(list.status).toBe(200);
    expect(list.body.data.map((g: { groupName: string }) => g.groupName)).toEqual(['Agents Gold', 'Retail']);
    expect(list.body.data.find((g: { isDefault: boolean }) => g.isDefault).id).toBe(defaultGroupId);
  });

  it('counts in the default group every customer without a group of their own, staff not at all', async () => {
    const site = await createSite(t.db);
    const byDefault = await createMarkupGroup(t.db, site.id, { groupName: 'Everyone', isDefault: true });
    const gold = await createMarkupGroup(t.db, site.id, { groupName: 'Gold' });
    for (const input of [{}, {}, { userType: 'corporate' as const }, { markupGroupId: byDefault.id }]) {
      await createUser(t.db, site.id, input);
    }
    await createUser(t.db, site.id, { userType: 'travelAgent', markupGroupId: gold.id });
    await createUser(t.db, site.id, { userType: 'staff' });
    await createUser(t.db, otherSiteId);
    const staff = await signIn(t, site.id, { userType: 'staff' });
    const list = await call(
      t.app,
      'markupDiscount/LEGroupsForWl',
      {},
      { siteId: site.id, token: staff.token, method: 'GET' },
    );
    const counts = Object.fromEntries(
      list.body.data.map((g: { groupName: string; memberCount: number }) => [g.groupName, g.memberCount]),
    );
    expect(counts).toEqual({ Everyone: 4, Gold: 1 });
  });

  it('refuses a blank, long or duplicate name and another site’s group', async () => {
    const blank = await asStaff('markupDiscount/LEGroupsForWl', { groupName: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.groupName).toBe('This is required field.');
    const long = await asStaff('markupDiscount/LEGroupsForWl', { groupName: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.errors.groupName).toBe('Must be at most 100 characters');
    const dup = await asStaff('markupDiscount/LEGroupsForWl', { groupName: 'Retail' });
    expect(dup.status).toBe(409);
    expect(dup.body.errors.groupName).toBe(MARKUP_MSG.groupNameTaken);
    const foreign = await createMarkupGroup(t.db, otherSiteId);
    const rename = await asStaff('markupDiscount/LEGroupsForWl', { id: foreign.id, groupName: 'Mine' });
    expect(rename.status).toBe(404);
    const [row] = await t.db.select().from(markupGroups).where(eq(markupGroups.id, foreign.id));
    expect(row?.groupName).toBe(foreign.groupName);
  });

  it('saves a group name exactly as given, spaces and all, up to 100 characters (spec §5)', async () => {
    const spaced = await asStaff('markupDiscount/LEGroupsForWl', { groupName: '  Spaced Gold ' });
    expect(spaced.status).toBe(200);
    expect(spaced.body.data.groupName).toBe('  Spaced Gold ');
    const [stored] = await t.db.select().from(markupGroups).where(eq(markupGroups.id, spaced.body.data.id));
    expect(stored?.groupName).toBe('  Spaced Gold ');

    const longest = `${'y'.repeat(99)} `;
    const renamed = await asStaff('markupDiscount/LEGroupsForWl', {
      id: spaced.body.data.id,
      groupName: longest,
    });
    expect(renamed.status).toBe(200);
    const [after] = await t.db.select().from(markupGroups).where(eq(markupGroups.id, spaced.body.data.id));
    expect(after?.groupName).toBe(longest);
  });

  it('sets exactly one default group', async () => {
    const group = await createMarkupGroup(t.db, siteId, { groupName: 'Corporate' });
    const res = await asStaff('markupDiscount/setDefaultLEGroup', { groupId: group.id });
    expect(res.body).toEqual({ success: true, message: MARKUP_MSG.groupDefault });
    const defaults = await t.db.select().from(markupGroups).where(eq(markupGroups.isDefault, true));
    expect(defaults.filter((g) => g.siteId === siteId).map((g) => g.id)).toEqual([group.id]);
    const foreign = await createMarkupGroup(t.db, otherSiteId);
    expect((await asStaff('markupDiscount/setDefaultLEGroup', { groupId: foreign.id })).status).toBe(404);
    await asStaff('markupDiscount/setDefaultLEGroup', { groupId: defaultGroupId });
  });

  it('maps a consumer to a group and sets its TDS deduction', async () => {
    const { user } = await signIn(t, siteId, { userType: 'travelAgent', companyName: 'Consumer Co' });
    const LEId = user.legalEntityId ?? '';
    const group = await createMarkupGroup(t.db, siteId);
    const mapped = await asStaff('markupDiscount/mapLEIdWithLEGroupId', { groupId: group.id, LEId });
    expect(mapped.body).toEqual({ success: true, message: MARKUP_MSG.groupChanged });
    const tds = await asStaff('supplier/setLERelationConfig', { isTdsDeductable: true, userLEID: LEId });
    expect(tds.body).toEqual({ success: true, message: MARKUP_MSG.tdsChanged });
    const read = await asStaff(
      'markupDiscount/getConsumerLEIdGroupMappingWithOwnerLEGroups',
      { consumerLEId: LEId },
      'GET',
    );
    expect(read.body.data.leRelationConfig).toEqual({ isTdsDeductable: true, groupId: group.id });
    expect(read.body.data.userGroups.find((g: { id: string }) => g.id === group.id).consumerCount).toBe(1);

    const [foreignLe] = await t.db
      .insert(legalEntities)
      .values({ siteId: otherSiteId, companyName: 'Foreign' })
      .returning();
    const foreignId = foreignLe?.id ?? '';
    const foreignGroup = await createMarkupGroup(t.db, otherSiteId);
    for (const [path, body, method] of [
      ['markupDiscount/mapLEIdWithLEGroupId', { groupId: group.id, LEId: foreignId }, 'POST'],
      ['markupDiscount/mapLEIdWithLEGroupId', { groupId: foreignGroup.id, LEId }, 'POST'],
      ['supplier/setLERelationConfig', { isTdsDeductable: true, userLEID: foreignId }, 'POST'],
      ['markupDiscount/getConsumerLEIdGroupMappingWithOwnerLEGroups', { consumerLEId: foreignId }, 'GET'],
    ] as const) {
      expect((await asStaff(path, body, method)).status, path).toBe(404);
    }
    const [after] = await t.db.select().from(legalEntities).where(eq(legalEntities.id, foreignId));
    expect(after).toMatchObject({ markupGroupId: null, isTdsDeductable: false });
  });

  it('refuses customers and visitors', async () => {
    for (const [path, method] of [
      ['markupDiscount/LEGroupsForWl', 'GET'],
      ['markupDiscount/LEGroupsForWl', 'POST'],
      ['markupDiscount/setDefaultLEGroup', 'POST'],
      ['markupDiscount/airlineSpecificMarkupForWl', 'GET'],
      ['markupDiscount/airlineSpecificMarkupForWl', 'POST'],
      ['activity/markup/deleteActivityMarkup/x', 'POST'],
    ] as const) {
      const body = { groupName: 'Hack', groupId: defaultGroupId, ...rule() };
      expect((await call(t.app, path, body, { siteId, token: customerToken, method })).status).toBe(403);
      expect((await call(t.app, path, body, { siteId, method })).status).toBe(401);
    }
  });
});

describe('markup rules', () => {
  it.each(Object.keys(RULE_PATHS) as (keyof typeof RULE_PATHS)[])(
    '%s: adds, lists, edits and deletes a rule',
    async (kind) => {
      const paths = RULE_PATHS[kind];
      const airlineCode = kind === 'airlineSpecific' ? 'AI' : null;
      const created = await asStaff(paths.save, rule({ airlineCode, groupId: defaultGroupId, value: 250 }));
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body.data).toMatchObject({
        kind,
        airlineCode,
        groupId: defaultGroupId,
        groupName: 'Retail',
        value: 250,
        scope: 'all',
        cabinClass: null,
      });
      const markupId = created.body.data.markupId;
      const edited = await asStaff(
        paths.save,
        rule({ markupId, airlineCode, valueType: 'fixed', value: 19900, per: 'passenger', cabinClass: 4 }),
      );
      expect(edited.body.data).toMatchObject({ markupId, value: 19900, groupId: null, cabinClass: 4 });
      const list = await asStaff(paths.list, {}, 'GET');
      expect(list.body.data.map((r: { markupId: string }) => r.markupId)).toContain(markupId);

      const removed =
        kind === 'activity'
          ? await asStaff(`${paths.remove}/${markupId}`)
          : await asStaff(paths.remove, { markupId });
      expect(removed.body).toEqual({ success: true, message: MARKUP_MSG.ruleDeleted });
      const again =
        kind === 'activity'
          ? await asStaff(`${paths.remove}/${markupId}`)
          : await asStaff(paths.remove, { markupId });
      expect(again.status).toBe(404);
    },
  );

  it('refuses bad values, dates, airlines and groups with a message under the field', async () => {
    const foreignGroup = await createMarkupGroup(t.db, otherSiteId);
    const path = RULE_PATHS.airlineSpecific.save;
    const cases: [Partial<MarkupRuleInput>, string, string][] = [
      [{ value: 0 }, 'value', MARKUP_MSG.valuePositive],
      [{ value: -100 }, 'value', MARKUP_MSG.valuePositive],
      [{ value: 10_001 }, 'value', MARKUP_MSG.percentTooHigh],
      [{ valueType: 'fixed', value: 10_000_001 }, 'value', MARKUP_MSG.fixedTooHigh],
      [{ validFrom: '2030-02-01', validTo: '2030-01-31' }, 'validTo', MARKUP_MSG.validToBeforeFrom],
      [{ validFrom: '2030-02-30' }, 'validFrom', MARKUP_MSG.badDate],
      [{ airlineCode: '9Z' }, 'airlineCode', MARKUP_MSG.unknownAirline],
      [{ airlineCode: null }, 'airlineCode', MARKUP_MSG.airlineRequired],
      [{ groupId: foreignGroup.id }, 'groupId', MARKUP_MSG.unknownGroup],
    ];
    for (const [input, field, message] of cases) {
      const res = await asStaff(path, rule({ airlineCode: 'UK', ...input }));
      expect(res.status, message).toBe(400);
      expect(res.body.errors[field], message).toBe(message);
    }
    expect((await asStaff(RULE_PATHS.airlineSpecific.list, {}, 'GET')).body.data).toEqual([]);
    const unknownDefault = await asStaff(RULE_PATHS.defaultAirline.save, rule({ airlineCode: '9Z' }));
    expect(unknownDefault.body.errors.airlineCode).toBe(MARKUP_MSG.unknownAirline);
  });

  it('refuses a rule that overlaps another, when adding and when editing', async () => {
    const path = RULE_PATHS.airlineSpecific.save;
    const first = await asStaff(
      path,
      rule({ airlineCode: 'SG', scope: 'domestic', validFrom: '2030-01-01', validTo: '2030-06-30' }),
    );
    expect(first.status).toBe(200);
    const overlapping = [
      rule({ airlineCode: 'SG' }),
      rule({ airlineCode: 'SG', scope: 'domestic', cabinClass: 2, validFrom: '2030-06-30' }),
      rule({ airlineCode: 'SG', validTo: '2030-01-01' }),
    ];
    for (const input of overlapping) {
      const res = await asStaff(path, input);
      expect(res.status, JSON.stringify(input)).toBe(409);
      expect(res.body.errorMessage).toBe(MARKUP_MSG.ruleOverlap);
    }
    const apart = [
      rule({ airlineCode: 'SG', scope: 'international', validTo: '2029-12-31' }),
      rule({ airlineCode: 'SG', validFrom: '2030-07-01' }),
      rule({ airlineCode: 'SG', groupId: defaultGroupId }),
      rule({ airlineCode: 'SG', adjustment: 'discount' }),
    ];
    const ids: string[] = [];
    for (const input of apart) {
      const res = await asStaff(path, input);
      expect(res.status, JSON.stringify(input)).toBe(200);
      ids.push(res.body.data.markupId);
    }
    // Moving a rule back over the first one's dates is refused just the same.
    const edit = await asStaff(path, rule({ markupId: ids[1], airlineCode: 'SG', validFrom: '2030-06-01' }));
    expect(edit.status).toBe(409);
    // A rule may be saved over its own dates.
    const self = await asStaff(path, rule({ markupId: ids[1], airlineCode: 'SG', validFrom: '2030-08-01' }));
    expect(self.status).toBe(200);
  });

  it('never reaches another site’s rules', async () => {
    const foreign = await createMarkupRule(t.db, otherSiteId, { kind: 'fixedDeparture' });
    const paths = RULE_PATHS.fixedDeparture;
    expect((await asStaff(paths.save, rule({ markupId: foreign.id }))).status).toBe(404);
    expect((await asStaff(paths.remove, { markupId: foreign.id })).status).toBe(404);
    expect((await asStaff(`${RULE_PATHS.activity.remove}/${foreign.id}`)).status).toBe(404);
    const list = await asStaff(paths.list, {}, 'GET');
    expect(JSON.stringify(list.body)).not.toContain(foreign.id);
  });

  it('applies a change to the next search at once', async () => {
    const inWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const added = await asStaff(
      RULE_PATHS.airlineSpecific.save,
      rule({ airlineCode: '6E', groupId: defaultGroupId, value: 1000 }),
    );
    expect(added.status).toBe(200);
    const search = await asStaff('api/search', {
      JourneyType: 1,
      segments: [{ origin: 'DEL', destination: 'BOM', preferredDepartureTime: `${inWeek}T00:00:00` }],
      adultCount: 1,
      childCount: 0,
      infantCount: 0,
    });
    expect(search.status).toBe(200);
    const prices = await asStaff('api/getFlightPrice', { searchId: search.body.data.searchId });
    const fares = (
      prices.body.data.results[0] as {
        airlineCode: string;
        publishedFare: number;
        markup: { ruleId: string; amount: number };
      }[]
    ).filter((f) => f.airlineCode === '6E');
    expect(fares.length).toBeGreaterThan(0);
    for (const fare of fares) {
      expect(fare.markup).toEqual({
        ruleId: added.body.data.markupId,
        amount: Math.round(fare.publishedFare / 10),
      });
    }
  });
});
