import { CHANGE_REQUEST_TYPES } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { raiseAttention } from '../../commerce/attention/attention.service';
import type { JobKind } from '../../commerce/jobs/job-queue';
import { orders } from '../../commerce/orders/orders.schema';
import { payments } from '../../commerce/payments/payments.schema';
import { createBooking } from '../../seed/booking-factories';
import { createPermissionGroup, createSite, createUser } from '../../seed/factories';
import { fundedAgent, placeOrder } from '../../test/orders';
import { browserKeys, decryptPush, startPushService, verifyVapidJwt } from '../../test/push-service';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { flightBookings } from '../bookings/bookings.schema';
import { sectorsOf } from '../bookings/change-requests.service';
import { pushSubscriptions } from './push.schema';

/** Staff pushes leave the server signed and encrypted as browsers' push services require (decision 0046). */
describe('staff push notifications, as a push service receives them', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  let siteId: string;
  let publicKey: string;
  /** the ticketed booking of the first test, for the change request */
  let booked: { orderId: string; token: string } | undefined;

  beforeAll(async () => {
    sandbox = await startSandbox();
    pushService = await startPushService();
    t = await createTestApp({
      supplier: sandbox.supplierConfig(),
      paymentGateway: sandbox.paymentConfig(),
      mailFrom: 'Flight Deals <ops@flightdeals.test>',
      pushServiceHosts: ['127.0.0.1'],
    });
    siteId = (await createSite(t.db)).id;
    const key = await call(t.app, 'notification/pushPublicKey', {}, { siteId, method: 'GET' });
    publicKey = key.body.data.publicKey;
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
    await pushService.close();
  });
  beforeEach(() => {
    pushService.received.length = 0;
    pushService.answer(201);
  });

  const kind = (name: string) => t.app.jobs.queue.kinds.get(name) as JobKind<never>;
  /** What workers would do next: fan each notice out, then send each push. */
  async function deliver() {
    await t.app.jobs.queue.runDue(kind('staff-push-notice'));
    await t.app.jobs.queue.runDue(kind('staff-push'));
  }
  /** A staff member's browser subscribed through the spec's call; answers its keys. */
  async function subscribedStaff(input: Parameters<typeof signIn>[2] = { userType: 'staff' }) {
    const staff = await signIn(t, siteId, input);
    const browser = browserKeys();
    const endpoint = `${pushService.origin}/push/${staff.user.id}`;
    const res = await call(
      t.app,
      'notification/createPushNotificationSubscription',
      { subscription: { endpoint, expirationTime: null, keys: browser.json } },
      { siteId, token: staff.token },
    );
    expect(res.status).toBe(200);
    return { ...staff, browser, endpoint };
  }

  it('a new booking reaches a subscribed staff member signed with the VAPID key and readable only by the browser', async () => {
    const staff = await subscribedStaff();
    const agent = await fundedAgent(t, siteId, 50_000);
    const { orderId } = await placeOrder(t, siteId, agent.token, { paymentMethod: 'wallet' });
    const paid = await call(
      t.app,
      'api/payments/orderSuccessCallback',
      { orderId },
      { siteId, token: agent.token },
    );
    expect(paid.status).toBe(200);
    booked = { orderId, token: agent.token };
    await deliver();

    const push = pushService.received.find((r) => r.path === `/push/${staff.user.id}`);
    expect(push).toBeDefined();
    if (!push) return;
    const authorization = String(push.headers.authorization);
    const match = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(authorization);
    expect(match?.[2]).toBe(publicKey);
    const claims = verifyVapidJwt(match?.[1] ?? '', publicKey);
    expect(claims.aud).toBe(pushService.origin);
    expect(claims.sub).toBe('mailto:ops@flightdeals.test');
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);
    expect(Number(claims.exp)).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);

    const payload = JSON.parse(decryptPush(push.body, staff.browser));
    expect(payload).toEqual({
      title: 'New booking',
      body: expect.stringMatching(/^[A-Z]{3}-\d{2}-\d{6} · ₹/),
      url: `/app/flight/order/${orderId}`,
      tag: `booking:${orderId}`,
    });
    // Another browser's keys cannot open it.
    expect(() => decryptPush(push.body, browserKeys())).toThrow();
    const [row] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, staff.endpoint));
    expect(row?.lastSuccessAt).toBeInstanceOf(Date);

    // The booking is told once: its notice is recorded, a repeat of the event sends nothing.
    pushService.received.length = 0;
    await t.app.jobs.queue.send(
      kind('staff-push-notice') as never,
      { kind: 'booking', siteId, orderId } as never,
      {
        key: 'again',
      },
    );
    await deliver();
    expect(pushService.received).toEqual([]);
  });

  it('a change request raised by the buyer is pushed to the queue staff', async () => {
    const staff = await subscribedStaff();
    if (!booked) throw new Error('the booking test did not run');
    const [leg] = await t.db.select().from(flightBookings).where(eq(flightBookings.orderId, booked.orderId));
    if (!leg) throw new Error('no leg');
    const raised = await call(
      t.app,
      'api/changeRequest',
      {
        bookingId: leg.supplierBookingId,
        requestType: CHANGE_REQUEST_TYPES.Refund,
        passengers: leg.passengers.map((_, i) => String(i)),
        sectors: sectorsOf(leg),
        remarks: 'Plans changed',
        agreed: true,
      },
      { siteId, token: booked.token },
    );
    expect(raised.status).toBe(200);
    await deliver();
    const push = pushService.received.find((r) => r.path === `/push/${staff.user.id}`);
    const payload = JSON.parse(decryptPush(push?.body ?? Buffer.alloc(0), staff.browser));
    expect(payload).toMatchObject({ title: 'New change request', url: '/app/flight/changeRequests' });
    expect(payload.tag).toMatch(/^change-request:/);
  });

  it('a gateway payment pending over 15 minutes is pushed once to those who watch payments', async () => {
    const watcher = await subscribedStaff();
    const group = await createPermissionGroup(t.db, siteId, { permissions: ['customers.view'] });
    const other = await subscribedStaff({ userType: 'staff', rbacUserGroupId: group.id });
    const buyer = await createUser(t.db, siteId, { userType: 'travelAgent' });
    const { orderId } = await createBooking(t.db, siteId, buyer.id, { price: 410_000 });
    const late = (minutes: number) =>
      t.db
        .update(payments)
        .set({
          method: 'gateway',
          provider: 'phonepe',
          state: 'pending',
          createdAt: new Date(Date.now() - minutes * 60_000),
        })
        .where(eq(payments.orderId, orderId));
    const sweep = () => kind('staff-push-sweep').handler({} as never);

    await late(10);
    await sweep();
    await deliver();
    expect(pushService.received).toEqual([]);

    await late(16);
    await sweep();
    await deliver();
    const paths = pushService.received.map((r) => r.path);
    expect(paths).toContain(`/push/${watcher.user.id}`);
    // Without payments.view, no push.
    expect(paths).not.toContain(`/push/${other.user.id}`);
    const push = pushService.received.find((r) => r.path === `/push/${watcher.user.id}`);
    const payload = JSON.parse(decryptPush(push?.body ?? Buffer.alloc(0), watcher.browser));
    expect(payload).toMatchObject({
      title: 'Payment pending over 15 minutes',
      url: '/app/staff/pending-payments',
    });

    const sent = pushService.received.length;
    await sweep();
    await deliver();
    expect(pushService.received).toHaveLength(sent);
  });

  it('failed ticketing is pushed: a paid order that failed, an order the airline never confirmed; an abandoned payment is not', async () => {
    const staff = await subscribedStaff();
    const buyer = await createUser(t.db, siteId, { userType: 'travelAgent' });
    const failedPaid = await createBooking(t.db, siteId, buyer.id, { price: 200_000 });
    const abandoned = await createBooking(t.db, siteId, buyer.id, { price: 210_000 });
    const unconfirmed = await createBooking(t.db, siteId, buyer.id, { price: 220_000 });
    await t.db.update(orders).set({ status: 'failed' }).where(eq(orders.id, failedPaid.orderId));
    await t.db.update(orders).set({ status: 'failed', paidAt: null }).where(eq(orders.id, abandoned.orderId));
    // What the order machine's announcement queues for both: the buyer's "order failed" mail.
    for (const { orderId } of [failedPaid, abandoned])
      await t.app.jobs.queue.send(
        kind('staff-push-notice') as never,
        { kind: 'booking-failed', siteId, orderId } as never,
        { key: `booking-failed:${orderId}` },
      );
    await raiseAttention(t.db, {
      siteId,
      orderId: unconfirmed.orderId,
      kind: 'ticket-unconfirmed',
      summary: 'The airline never said',
      tried: 'asked',
      actions: ['resolve'],
    });
    await kind('staff-push-sweep').handler({} as never);
    await deliver();

    const told = pushService.received
      .filter((r) => r.path === `/push/${staff.user.id}`)
      .map((r) => JSON.parse(decryptPush(r.body, staff.browser)));
    expect(told).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Ticketing failed', tag: `booking-failed:${failedPaid.orderId}` }),
        expect.objectContaining({
          title: 'Ticketing not confirmed',
          url: '/app/staff/attention',
          tag: `ticketing-unconfirmed:${unconfirmed.orderId}`,
        }),
      ]),
    );
    expect(told.map((p) => p.tag)).not.toContain(`booking-failed:${abandoned.orderId}`);
  });

  it('a subscription the push service says is gone (410) is deleted; a 500 is tried again', async () => {
    const staff = await subscribedStaff();
    const buyer = await createUser(t.db, siteId, { userType: 'travelAgent' });
    const first = await createBooking(t.db, siteId, buyer.id, { price: 300_000 });
    pushService.answer(500);
    await t.app.jobs.queue.send(
      kind('staff-push-notice') as never,
      { kind: 'booking', siteId, orderId: first.orderId } as never,
      { key: `booking:${first.orderId}` },
    );
    await deliver();
    const mine = () => pushService.received.filter((r) => r.path === `/push/${staff.user.id}`);
    expect(mine()).toHaveLength(1);
    const subscription = () =>
      t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, staff.endpoint));
    expect(await subscription()).toHaveLength(1);

    // The retry waits its back-off; the push service now says the browser unsubscribed.
    pushService.answer(410);
    await t.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'staff-push' and state = 'retry'`,
    );
    await t.app.jobs.queue.runDue(kind('staff-push'));
    expect(mine()).toHaveLength(2);
    expect(await subscription()).toEqual([]);
  });
});
