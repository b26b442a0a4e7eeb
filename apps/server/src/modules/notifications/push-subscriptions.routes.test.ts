import { PUSH_MSG } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../seed/factories';
import { browserKeys } from '../../test/push-service';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { pushSubscriptions, vapidKeys } from './push.schema';

/** The spec's two subscription calls (§7) and the public key (decision 0046). */
describe('staff push subscriptions', () => {
  let t: TestApp;
  let siteId: string;
  let otherSiteId: string;
  const fcm = (id: string) => `https://fcm.googleapis.com/fcm/send/${id}`;
  const subscription = (endpoint: string) => ({ endpoint, expirationTime: null, keys: browserKeys().json });

  beforeAll(async () => {
    t = await createTestApp();
    siteId = (await createSite(t.db)).id;
    otherSiteId = (await createSite(t.db)).id;
  });
  afterAll(() => t.close());

  const create = (body: unknown, token?: string, site = siteId) =>
    call(t.app, 'notification/createPushNotificationSubscription', body, {
      siteId: site,
      ...(token ? { token } : {}),
    });
  const check = (endpoint: string, token: string, site = siteId) =>
    call(
      t.app,
      'notification/checkExistingSubscription',
      { subscriptionEndPoint: endpoint },
      { siteId: site, token },
    );

  it('gives the platform key made at the first start, the same on every site', async () => {
    const [stored] = await t.db.select().from(vapidKeys);
    expect(stored?.sealedPrivateKey).toMatch(/^v1\./);
    for (const site of [siteId, otherSiteId]) {
      const res = await call(t.app, 'notification/pushPublicKey', {}, { siteId: site, method: 'GET' });
      expect(res.status).toBe(200);
      expect(res.body.data.publicKey).toBe(stored?.publicKey);
      expect(Buffer.from(res.body.data.publicKey, 'base64url')).toHaveLength(65);
    }
  });

  it('a staff member subscribes a browser and the server knows it is theirs', async () => {
    const staff = await signIn(t, siteId, { userType: 'staff' });
    const endpoint = fcm('staff-one');
    expect((await check(endpoint, staff.token)).body.data).toEqual({ exists: false });
    const res = await call(
      t.app,
      'notification/createPushNotificationSubscription',
      { subscription: subscription(endpoint) },
      { siteId, token: staff.token, headers: { 'user-agent': 'Mozilla/5.0 Test' } },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await check(endpoint, staff.token)).body.data).toEqual({ exists: true });
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row).toMatchObject({
      siteId,
      userId: staff.user.id,
      userAgent: 'Mozilla/5.0 Test',
      lastSuccessAt: null,
    });

    // Subscribing again (new keys) keeps one row with the new keys.
    const again = subscription(endpoint);
    expect((await create({ subscription: again }, staff.token)).status).toBe(200);
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.p256dh).toBe(again.keys.p256dh);
  });

  it("a browser subscribed by another staff member becomes the caller's", async () => {
    const first = await signIn(t, siteId, { userType: 'staff' });
    const second = await signIn(t, siteId, { userType: 'staff' });
    const endpoint = fcm('shared-desk');
    await create({ subscription: subscription(endpoint) }, first.token);
    await create({ subscription: subscription(endpoint) }, second.token);
    expect((await check(endpoint, first.token)).body.data.exists).toBe(false);
    expect((await check(endpoint, second.token)).body.data.exists).toBe(true);
  });

  it("another site's staff do not see a subscription of this site", async () => {
    const staff = await signIn(t, siteId, { userType: 'staff' });
    const elsewhere = await signIn(t, otherSiteId, { userType: 'staff' });
    const endpoint = fcm('this-site');
    await create({ subscription: subscription(endpoint) }, staff.token);
    expect((await check(endpoint, elsewhere.token, otherSiteId)).body.data.exists).toBe(false);
    // A token of this site is not a session on the other.
    expect((await check(endpoint, staff.token, otherSiteId)).status).toBe(401);
  });

  it('only staff may subscribe or ask', async () => {
    const agent = await signIn(t, siteId, { userType: 'travelAgent' });
    const body = { subscription: subscription(fcm('agent')) };
    expect((await create(body)).status).toBe(401);
    expect((await create(body, agent.token)).status).toBe(403);
    expect((await check(fcm('agent'), agent.token)).status).toBe(403);
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, fcm('agent'))),
    ).toEqual([]);
  });

  it('refuses what is not a browser subscription to a push service, with the field at fault', async () => {
    const staff = await signIn(t, siteId, { userType: 'staff' });
    const keys = browserKeys().json;
    const cases: [unknown, string, string][] = [
      [{ endpoint: 'http://fcm.googleapis.com/x', keys }, 'subscription.endpoint', PUSH_MSG.notHttps],
      [{ endpoint: 'not a url', keys }, 'subscription.endpoint', PUSH_MSG.notHttps],
      [{ endpoint: `https://fcm.googleapis.com/${'x'.repeat(1100)}`, keys }, 'subscription.endpoint', ''],
      [{ endpoint: 'https://example.com/push', keys }, 'subscription.endpoint', PUSH_MSG.notPushService],
      [
        { endpoint: 'https://fcm.googleapis.com.evil.test/x', keys },
        'subscription.endpoint',
        PUSH_MSG.notPushService,
      ],
      // Loopback http passes the shape but is no configured push service here.
      [{ endpoint: 'http://127.0.0.1:9/x', keys }, 'subscription.endpoint', PUSH_MSG.notPushService],
      [
        { endpoint: fcm('k'), keys: { ...keys, p256dh: keys.p256dh.slice(0, 40) } },
        'subscription.keys.p256dh',
        PUSH_MSG.badKey,
      ],
      [
        { endpoint: fcm('k'), keys: { ...keys, auth: 'not base64!' } },
        'subscription.keys.auth',
        PUSH_MSG.badKey,
      ],
      [{ endpoint: fcm('k'), keys: { p256dh: keys.p256dh } }, 'subscription.keys.auth', ''],
      [{ endpoint: fcm('k') }, 'subscription.keys', ''],
    ];
    for (const [given, field, message] of cases) {
      const res = await create({ subscription: given }, staff.token);
      expect(res.status, JSON.stringify(given).slice(0, 80)).toBe(400);
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
      if (message) expect(res.body.errors[field]).toBe(message);
    }
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, staff.user.id)),
    ).toEqual([]);
  });
});
