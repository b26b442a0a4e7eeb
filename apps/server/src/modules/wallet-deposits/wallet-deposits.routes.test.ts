import { DEFAULT_PERMISSIONS, DEPOSIT_MSG, siteDay } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobKind } from '../../commerce/jobs/job-queue';
import { createPermissionGroup, createSite } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.schema';
import { outboxEmails } from '../notifications/outbox.schema';
import { walletBalance } from '../wallet/wallet.ledger';
import { walletLedger } from '../wallet/wallet.schema';
import { depositReference } from './wallet-deposits.service';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const engine = onPostgres ? 'PostgreSQL' : 'PGlite';
/** A one-pixel PNG: a slip as the agency's phone would send it, only smaller. */
const SLIP =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
let utrNo = 0;
/** A bank reference no other test claims. */
const newUtr = () => `UTR${Date.now().toString(36).toUpperCase()}${++utrNo}`;

/** Decision 0054: an agency's bank transfer, confirmed (credited once) or rejected by staff. */
describe(`bank-transfer deposits (${engine})`, () => {
  let t: TestApp;
  let siteId: string;
  /** staff holding wallets.deposits (no default permission) */
  let cashier: Awaited<ReturnType<typeof signIn>>;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp();
    siteId = (await createSite(t.db)).id;
    const accounts = await createPermissionGroup(t.db, siteId, {
      permissions: [...DEFAULT_PERMISSIONS, 'wallets.deposits'],
    });
    cashier = await signIn(t, siteId, { userType: 'staff', rbacUserGroupId: accounts.id });
    today = siteDay(new Date(), 'Asia/Kolkata');
  });
  afterAll(() => t.close());

  const api = (path: string, body: object, token: string, site = siteId) =>
    call(t.app, path, body, { siteId: site, token });
  const agency = (site = siteId) => signIn(t, site, { userType: 'travelAgent', companyName: 'Bank Tours' });
  const ask = (token: string, fields: object = {}, site = siteId) =>
    api(
      'wallet/deposits/request',
      { amount: 25_000_00, bankReference: newUtr(), transferredOn: today, ...fields },
      token,
      site,
    );
  const creditsOf = (depositId: string) =>
    t.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.siteId, siteId), eq(walletLedger.reference, depositReference(depositId))));
  const runMails = () =>
    t.app.jobs.queue.runDue(t.app.jobs.queue.kinds.get('wallet-deposit-mail') as JobKind<never>);

  it('credits a confirmed deposit once, audited, and tells the agency', async () => {
    const agent = await agency();
    const asked = await ask(agent.token, {
      bankReference: 'hdfc1234567',
      remarks: 'NEFT from HDFC',
      slip: SLIP,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.message).toBe(DEPOSIT_MSG.requested);
    const deposit = asked.body.data;
    expect(deposit).toMatchObject({ bankReference: 'HDFC1234567', state: 'pending', hasSlip: true });
    expect((await api('wallet/deposits/mine', {}, agent.token)).body.data.records[0].id).toBe(deposit.id);
    const pending = await api('wallet/deposits/list', {}, cashier.token);
    const listed = pending.body.data.records.find((d: { id: string }) => d.id === deposit.id);
    expect(listed.depositor).toMatchObject({ id: agent.user.id, companyName: 'Bank Tours' });
    expect((await api('wallet/deposits/slip', { depositId: deposit.id }, cashier.token)).body.data.slip).toBe(
      SLIP,
    );

    const confirmed = await api('wallet/deposits/confirm', { depositId: deposit.id }, cashier.token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Deposit confirmed: ₹25,000 added');
    expect(confirmed.body.data).toMatchObject({ state: 'confirmed', decidedBy: cashier.user.email });
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(25_000_00);

    // Decided once: a second confirm, or a reject after it, is refused and moves nothing.
    for (const [path, body] of [
      ['wallet/deposits/confirm', {}],
      ['wallet/deposits/reject', { reason: 'Late' }],
    ] as const) {
      const again = await api(path, { depositId: deposit.id, ...body }, cashier.token);
      expect(again.status).toBe(409);
      expect(again.body.errorMessage).toBe(DEPOSIT_MSG.alreadyDecided);
    }
    expect(await creditsOf(deposit.id)).toHaveLength(1);
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(25_000_00);
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteId, siteId), eq(auditLog.action, 'wallet.deposit.confirm')));
    expect(audited?.summary).toBe('Bank deposit HDFC1234567 of ₹25,000 confirmed');

    expect(await runMails()).toBe(1);
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, agent.user.email ?? ''));
    expect(mail?.subject).toMatch(/^Deposit confirmed HDFC1234567/);
    expect((await api('wallet/deposits/mine', {}, agent.token)).body.data.records[0].state).toBe('confirmed');
  });

  it('moves no money for a rejected deposit, tells the agency why, and lets its reference be sent again', async () => {
    const agent = await agency();
    const utr = newUtr();
    const deposit = (await ask(agent.token, { bankReference: utr })).body.data;
    const rejected = await api(
      'wallet/deposits/reject',
      { depositId: deposit.id, reason: 'No such credit on our statement' },
      cashier.token,
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      state: 'rejected',
      rejectionReason: 'No such credit on our statement',
    });
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(0);
    expect(await creditsOf(deposit.id)).toHaveLength(0);
    expect(await runMails()).toBe(1);
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, agent.user.email ?? ''));
    expect(mail?.text).toContain('No such credit on our statement');
    // The agency may send the same transfer again (a typo in the amount, say).
    expect((await ask(agent.token, { bankReference: utr })).status).toBe(200);
  });

  it('refuses a future date, a reference already claimed, a slip that is no image, and non-wallet users', async () => {
    const agent = await agency();
    const tomorrow = siteDay(new Date(Date.now() + 2 * 86_400_000), 'Asia/Kolkata');
    const future = await ask(agent.token, { transferredOn: tomorrow });
    expect(future.status).toBe(400);
    expect(future.body.errors?.transferredOn).toBe(DEPOSIT_MSG.futureDate);
    const utr = newUtr();
    expect((await ask(agent.token, { bankReference: utr })).status).toBe(200);
    const other = await agency();
    const twice = await ask(other.token, { bankReference: utr.toLowerCase() });
    expect(twice.status).toBe(409);
    expect(twice.body.errors?.bankReference).toBe(DEPOSIT_MSG.duplicate);
    const notImage = await ask(agent.token, { slip: 'data:image/svg+xml;base64,PHN2Zz4=' });
    expect(notImage.status).toBe(400);
    expect(notImage.body.errors?.slip).toBe(DEPOSIT_MSG.slip);
    const badReference = await ask(agent.token, { bankReference: 'AB 12' });
    expect(badReference.body.errors?.bankReference).toBe(DEPOSIT_MSG.bankReference);
    for (const userType of ['retail', 'staff'] as const) {
      const user = await signIn(t, siteId, { userType });
      expect((await ask(user.token)).status).toBe(403);
    }
  });

  it('keeps deposits to their site, their agency and staff who hold wallets.deposits', async () => {
    const agent = await agency();
    const deposit = (await ask(agent.token, { slip: SLIP })).body.data;
    const clerk = await signIn(t, siteId, { userType: 'staff' });
    for (const path of ['wallet/deposits/list', 'wallet/deposits/confirm', 'wallet/deposits/reject'])
      expect((await api(path, { depositId: deposit.id, reason: 'x' }, clerk.token)).status).toBe(403);
    expect((await api('wallet/deposits/slip', { depositId: deposit.id }, clerk.token)).status).toBe(404);
    const stranger = await agency();
    expect((await api('wallet/deposits/slip', { depositId: deposit.id }, stranger.token)).status).toBe(404);
    expect((await api('wallet/deposits/mine', {}, stranger.token)).body.data.records).toEqual([]);
    expect((await api('wallet/deposits/slip', { depositId: deposit.id }, agent.token)).status).toBe(200);

    const elsewhere = (await createSite(t.db)).id;
    const foreignCashier = await signIn(t, elsewhere, { userType: 'staff', isSuperAdmin: true });
    const foreign = await api(
      'wallet/deposits/confirm',
      { depositId: deposit.id },
      foreignCashier.token,
      elsewhere,
    );
    expect(foreign.status).toBe(404);
    const theirs = await api('wallet/deposits/list', {}, foreignCashier.token, elsewhere);
    expect(theirs.body.data.records).toEqual([]);
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(0);
  });

  it.runIf(onPostgres)(
    'credits once when staff confirm and reject the same deposit at once (PostgreSQL)',
    async () => {
      const second = await signIn(t, siteId, { userType: 'staff', isSuperAdmin: true });
      for (let round = 0; round < 3; round++) {
        const agent = await agency();
        const deposit = (await ask(agent.token)).body.data;
        const answers = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            i % 3 === 2
              ? api('wallet/deposits/reject', { depositId: deposit.id, reason: 'Not found' }, second.token)
              : api(
                  'wallet/deposits/confirm',
                  { depositId: deposit.id },
                  i % 2 ? second.token : cashier.token,
                ),
          ),
        );
        const statuses = answers.map((a) => a.status);
        expect(statuses.filter((s) => s === 200)).toHaveLength(1);
        expect(statuses.filter((s) => s === 409)).toHaveLength(11);
        const winner = answers.find((a) => a.status === 200)?.body.data.state;
        const credits = await creditsOf(deposit.id);
        expect(credits).toHaveLength(winner === 'confirmed' ? 1 : 0);
        expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(winner === 'confirmed' ? 25_000_00 : 0);
      }
    },
  );

  it.runIf(onPostgres)(
    'takes one of two requests naming the same transfer at once (PostgreSQL)',
    async () => {
      const [a, b] = [await agency(), await agency()];
      const utr = newUtr();
      const answers = await Promise.all([a, b, a, b].map((who) => ask(who.token, { bankReference: utr })));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    },
  );
});
