import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, createUser } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { creditWallet, walletBalance } from './wallet.ledger';

describe('wallet ledger', () => {
  let t: TestApp;
  let siteId: string;
  let otherSiteId: string;

  beforeAll(async () => {
    t = await createTestApp();
    siteId = (await createSite(t.db)).id;
    otherSiteId = (await createSite(t.db)).id;
  });
  afterAll(() => t.close());

  const refund = (userId: string, reference: string, amount = 125_000, site = siteId) => ({
    siteId: site,
    userId,
    amount,
    kind: 'refund' as const,
    reference,
    description: 'Refund of a cancelled ticket',
  });

  it('starts at zero and sums the credits', async () => {
    const user = await createUser(t.db, siteId);
    expect(await walletBalance(t.db, siteId, user.id)).toBe(0);
    await creditWallet(t.db, refund(user.id, 'cr:a'));
    await creditWallet(t.db, refund(user.id, 'cr:b', 5_000));
    expect(await walletBalance(t.db, siteId, user.id)).toBe(130_000);
  });

  it('credits a reference once and says whether the credit was new', async () => {
    const user = await createUser(t.db, siteId);
    const first = await creditWallet(t.db, refund(user.id, 'cr:once'));
    const second = await creditWallet(t.db, refund(user.id, 'cr:once'));
    expect(first.credited).toBe(true);
    expect(first.entry?.amount).toBe(125_000);
    expect(second).toEqual({ credited: false, entry: null });
    expect(await walletBalance(t.db, siteId, user.id)).toBe(125_000);
  });

  it('credits once when two callers race inside transactions', async () => {
    const user = await createUser(t.db, siteId);
    const results = await Promise.all(
      [1, 2].map(() => t.db.transaction((tx) => creditWallet(tx, refund(user.id, 'cr:race')))),
    );
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    expect(await walletBalance(t.db, siteId, user.id)).toBe(125_000);
  });

  it('keeps each site to its own references and balances', async () => {
    const user = await createUser(t.db, siteId);
    const elsewhere = await createUser(t.db, otherSiteId);
    await creditWallet(t.db, refund(user.id, 'cr:shared'));
    const other = await creditWallet(t.db, refund(elsewhere.id, 'cr:shared', 1_000, otherSiteId));
    expect(other.credited).toBe(true);
    expect(await walletBalance(t.db, otherSiteId, elsewhere.id)).toBe(1_000);
    expect(await walletBalance(t.db, otherSiteId, user.id)).toBe(0);
  });

  it('refuses amounts that are not positive whole paise', async () => {
    const user = await createUser(t.db, siteId);
    await expect(creditWallet(t.db, refund(user.id, 'cr:zero', 0))).rejects.toThrow(/positive/);
    await expect(creditWallet(t.db, refund(user.id, 'cr:half', 10.5))).rejects.toThrow(/positive/);
  });
});
