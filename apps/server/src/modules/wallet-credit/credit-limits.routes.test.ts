import { CREDIT_MSG, DEFAULT_PERMISSIONS, RBAC_MSG, siteDay, WALLET_MSG } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../platform/mailer';
import { createPermissionGroup, createSite } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.schema';
import { outboxEmails } from '../notifications/outbox.schema';
import { siteLocaleOf } from '../site/site-days';
import { debitWallet, lockWallet, walletBalance } from '../wallet/wallet.ledger';
import { walletCreditAlerts, walletCreditLimits } from './credit.schema';
import { createCreditAlertMails } from './credit-alert-mails';

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('agency credit limits and alerts', () => {
  let t: TestApp;
  let siteId: string;
  let today: string;
  let staff: string;
  let admin: string;
  let otherAdmin: string;
  let otherSiteId: string;

  beforeAll(async () => {
    t = await createTestApp();
    siteId = (await createSite(t.db)).id;
    otherSiteId = (await createSite(t.db)).id;
    today = siteDay(new Date(), (await siteLocaleOf(t.db, siteId)).timeZone);
    const accounts = await createPermissionGroup(t.db, siteId, {
      permissions: [...DEFAULT_PERMISSIONS, 'wallets.credit', 'wallets.debit', 'wallets.creditLimit'],
    });
    staff = (await signIn(t, siteId, { userType: 'staff', rbacUserGroupId: accounts.id })).token;
    admin = (await signIn(t, siteId, { userType: 'staff', isSuperAdmin: true })).token;
    otherAdmin = (await signIn(t, otherSiteId, { userType: 'staff', isSuperAdmin: true })).token;
  });
  afterAll(() => t.close());

  const as = (token: string, path: string, body: unknown = {}, method?: 'GET' | 'POST') =>
    call(t.app, path, body, { siteId, token, ...(method ? { method } : {}) });
  const setLimit = (userId: string, amount: number, effectiveOn = today, token = staff) =>
    as(token, 'wl/user/setCreditLimit', { userId, amount, effectiveOn });
  const move = (userId: string, type: 'credit' | 'debit', amount: number) =>
    as(staff, 'wl/user/addWlUserWalletEntry', { userId, amount, type, remarks: `test ${type}` });
  const agent = () => signIn(t, siteId, { userType: 'travelAgent', companyName: 'Credit Travels' });
  const myFunds = async (token: string) => (await as(token, 'wl/user/getWlUserWalletBalance')).body.data;
  const alertsOf = async (userId: string) =>
    (
      await t.db
        .select({ level: walletCreditAlerts.level })
        .from(walletCreditAlerts)
        .where(eq(walletCreditAlerts.userId, userId))
        .orderBy(walletCreditAlerts.createdAt)
    ).map((a) => a.level);

  it('applies a limit from today at once, audited; a future one waits for its day; an earlier day is refused', async () => {
    const { user, token } = await agent();
    const now = await setLimit(user.id, 1_000_000);
    expect(now.status).toBe(200);
    expect(now.body.message).toBe('Credit limit set to ₹10,000 from today');
    expect(now.body.data).toMatchObject({ creditLimit: 1_000_000, balance: 0, agentsOnCredit: true });
    expect(now.body.data.changes).toMatchObject([
      { amount: 1_000_000, effectiveOn: today, state: 'inForce' },
    ]);
    expect(await myFunds(token)).toEqual({ balance: 0, creditLimit: 1_000_000 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wallet.creditLimit'), eq(auditLog.targetId, user.id)));
    expect(audit?.summary).toContain('credit limit set to ₹10,000');
    expect(audit?.after).toMatchObject({ creditLimit: 1_000_000, effectiveOn: today });

    const tomorrow = dayAfter(today, 1);
    const later = await setLimit(user.id, 2_000_000, tomorrow);
    expect(later.body.message).toBe(`Credit limit of ₹20,000 will apply from ${tomorrow}`);
    expect(later.body.data.creditLimit).toBe(1_000_000);
    expect(later.body.data.changes.map((c: { state: string }) => c.state)).toEqual(['scheduled', 'inForce']);
    expect(await myFunds(token)).toEqual({ balance: 0, creditLimit: 1_000_000 });
    // A debit within the future limit but beyond today's is refused.
    expect((await move(user.id, 'debit', 1_500_000)).status).toBe(400);

    // Its day begins (the row's instant moved into the past stands for the clock moving on).
    await t.db
      .update(walletCreditLimits)
      .set({ effectiveAt: new Date(Date.now() - 60_000) })
      .where(eq(walletCreditLimits.effectiveOn, tomorrow));
    expect(await myFunds(token)).toEqual({ balance: 0, creditLimit: 2_000_000 });
    const listed = await as(staff, 'wl/user/getCreditLimits', { userId: user.id });
    expect(listed.body.data.changes.map((c: { state: string }) => c.state)).toEqual(['inForce', 'past']);

    const earlier = await setLimit(user.id, 5_000, dayAfter(today, -1));
    expect(earlier.status).toBe(400);
    expect(earlier.body.errors).toEqual({ effectiveOn: CREDIT_MSG.dateInPast });
  });

  it('refuses a debit beyond balance plus limit, with nothing written', async () => {
    const { user } = await agent();
    await setLimit(user.id, 1_000_000);
    const refused = await move(user.id, 'debit', 1_000_001);
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe(
      'Cannot deduct ₹10,000.01: only ₹10,000 is available in this wallet',
    );
    expect(await walletBalance(t.db, siteId, user.id)).toBe(0);
    expect((await move(user.id, 'debit', 1_000_000)).status).toBe(200);
    expect((await move(user.id, 'debit', 1)).status).toBe(400);
  });

  it('alerts once as a debit takes the available credit below 40 %, below 20 % and to nothing; a top-up re-arms', async () => {
    const { user } = await agent();
    await setLimit(user.id, 1_000_000);
    await move(user.id, 'debit', 500_000); // 50 % left: no alert
    expect(await alertsOf(user.id)).toEqual([]);
    await move(user.id, 'debit', 200_000); // 30 %
    await move(user.id, 'debit', 50_000); // 25 %: still below 40, no second alert
    expect(await alertsOf(user.id)).toEqual(['below40']);
    await move(user.id, 'debit', 100_000); // 15 %
    await move(user.id, 'debit', 50_000); // 10 %
    expect(await alertsOf(user.id)).toEqual(['below40', 'below20']);
    await move(user.id, 'debit', 100_000); // 0: used up
    expect((await move(user.id, 'debit', 100)).status).toBe(400);
    expect(await alertsOf(user.id)).toEqual(['below40', 'below20', 'usedUp']);

    await move(user.id, 'credit', 700_000); // 70 % again: re-armed, no mail for going up
    expect(await alertsOf(user.id)).toHaveLength(3);
    // The order payments' path (lock, then debit) alerts the same way.
    await t.db.transaction(async (tx) => {
      await lockWallet(tx, siteId, user.id);
      await debitWallet(tx, {
        siteId,
        userId: user.id,
        amount: 400_000,
        kind: 'booking',
        reference: `credit-test:${user.id}`,
        description: 'Flight booking',
      });
    });
    expect(await alertsOf(user.id)).toEqual(['below40', 'below20', 'usedUp', 'below40']);

    const mails = createCreditAlertMails({
      db: t.db,
      mailer: createMailer(t.db, undefined, 'noreply@example.test'),
      log: t.app.log,
    });
    expect(await mails.sendDue()).toBeGreaterThanOrEqual(4);
    expect(await mails.sendDue()).toBe(0);
    const sent = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, user.email ?? ''));
    expect(sent.map((m) => m.subject.split(' - ')[0]).sort()).toEqual([
      'Your credit is nearly used up',
      'Your credit is running low',
      'Your credit is running low',
      'Your credit limit is used up',
    ]);
    expect(sent.find((m) => m.subject.startsWith('Your credit limit is used up'))?.text).toContain(
      'Your credit limit of ₹10,000 is used up',
    );
  });

  it('lets the site switch booking on credit off: debits then stop at zero; audited', async () => {
    const { user, token } = await agent();
    await setLimit(user.id, 1_000_000);
    const off = await as(admin, 'wl/site/creditSettings', { agentsOnCredit: false });
    expect(off.status).toBe(200);
    expect((await as(admin, 'wl/site/creditSettings', {}, 'GET')).body.data).toEqual({
      agentsOnCredit: false,
    });
    try {
      expect(await myFunds(token)).toEqual({ balance: 0, creditLimit: 0 });
      const refused = await move(user.id, 'debit', 100);
      expect(refused.status).toBe(400);
      expect(await walletBalance(t.db, siteId, user.id)).toBe(0);
      const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.credit'));
      expect(audit?.after).toEqual({ agentsOnCredit: false });
    } finally {
      await as(admin, 'wl/site/creditSettings', { agentsOnCredit: true });
    }
    expect(await myFunds(token)).toEqual({ balance: 0, creditLimit: 1_000_000 });
  });

  it('refuses staff without the permission, another site and a retail customer; nothing is written', async () => {
    const { user } = await agent();
    const plain = (await signIn(t, siteId, { userType: 'staff' })).token;
    const refused = await setLimit(user.id, 1_000_000, today, plain);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, errorMessage: RBAC_MSG.missingPermission });
    expect((await as(plain, 'wl/site/creditSettings', { agentsOnCredit: false })).status).toBe(403);

    const elsewhere = await call(
      t.app,
      'wl/user/setCreditLimit',
      { userId: user.id, amount: 1_000_000, effectiveOn: today },
      { siteId: otherSiteId, token: otherAdmin },
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.errorMessage).toBe(WALLET_MSG.userNotFound);
    const retail = await signIn(t, siteId, { userType: 'retail' });
    const notAgency = await setLimit(retail.user.id, 1_000_000);
    expect(notAgency.status).toBe(400);
    expect(notAgency.body.errors).toEqual({ amount: CREDIT_MSG.notAgency });
    const rows = await t.db.select().from(walletCreditLimits).where(eq(walletCreditLimits.userId, user.id));
    expect(rows).toEqual([]);
  });
});
