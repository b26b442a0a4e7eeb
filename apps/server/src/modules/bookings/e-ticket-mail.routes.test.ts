import { randomUUID } from 'node:crypto';
import { BOOKING_DETAILS_MSG, OWN_MSG } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobKind } from '../../commerce/jobs/job-queue';
import { createBooking } from '../../seed/booking-factories';
import { createSite } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { outboxEmails } from '../notifications/outbox.schema';
import type { ETicketMailLimits } from './e-ticket-mail-limits';

/** Small limits, so each can be reached in a few calls. */
const LIMITS: ETicketMailLimits = {
  perBookingPerHour: 2,
  perRecipientPerDay: 3,
  perAccountPerHour: 4,
  perSitePerHour: 5,
};

describe('notifications/sendEmailForWl: the e-ticket mail is no open relay', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ mailLimits: LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  /** What a caller may put in the spec's payload: a subject and HTML of their own, ignored. */
  const payload = (to: string, text = 'Have a good trip') => ({
    name: 'Riya Sharma',
    to,
    subject: 'You have won a prize',
    text,
    html: '<p>Claim it at <a href="https://evil.example/claim">evil.example</a></p><img src="https://tracker.example/p.gif">',
  });

  /**
   * A site of its own with a customer who owns a ticketed booking: the limits count per site, so no
   * test uses up another's.
   */
  async function aSite() {
    const host = `mail-${randomUUID().slice(0, 8)}.test`;
    const site = await createSite(t.db, { brandingLabel: 'Mail Travels', domains: [host] });
    const owner = await signIn(t, site.id, { userType: 'retail', firstName: 'Asha', lastName: 'Rao' });
    const booking = await createBooking(t.db, site.id, owner.user.id);
    const send = (body: object, token: string | undefined = owner.token, siteId = site.id) =>
      call(t.app, 'notifications/sendEmailForWl', body, { siteId, token, headers: { host } });
    /** The mail to `to` for `bookingId`, as one who may send it. */
    const mailOf = (to: string, bookingId = booking.id, token = owner.token, text?: string) =>
      send({ ...payload(to, text), siteId: site.id, bookingId }, token);
    const newBooking = () => createBooking(t.db, site.id, owner.user.id);
    return { site, host, owner, booking, send, mailOf, newBooking };
  }

  const runMails = () =>
    t.app.jobs.queue.runDue(t.app.jobs.queue.kinds.get('e-ticket-mail') as JobKind<never>);
  const outbox = (siteId: string, to?: string) =>
    t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.siteId, siteId), to ? eq(outboxEmails.to, to) : undefined));

  it("sends the server's own mail for the owner, once: its subject and words, the e-ticket attached", async () => {
    const { site, host, owner, booking, mailOf } = await aSite();
    const to = 'friend@example.test';
    const res = await mailOf(to);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: BOOKING_DETAILS_MSG.emailSent });
    // Queued as a durable job: nothing has gone out yet.
    expect(await outbox(site.id)).toHaveLength(0);
    await runMails();
    await runMails();
    const sent = await outbox(site.id);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.to).toBe(to);
    expect(mail?.subject).toBe(`E-ticket ${booking.pnr} - Mail Travels`);
    expect(mail?.text).toContain(`Asha Rao (${owner.user.email}) sent you the e-ticket of booking`);
    expect(mail?.text).toContain(`PNR ${booking.pnr}`);
    expect(mail?.text).toContain('Note from Asha Rao:\n\nHave a good trip');
    expect(mail?.html).toContain(`<a href="http://${host}/app/flight/eTicket/`);
    for (const part of [mail?.text, mail?.html]) expect(part).not.toMatch(/prize|evil|tracker|Claim/);
    expect(mail?.attachments).toEqual([
      { filename: `e-ticket-${booking.pnr}.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
    ]);
    expect(mail?.attachments[0]?.size).toBeGreaterThan(1_000);
  });

  it('shows the note as plain text: trimmed, its links written out, hidden characters dropped', async () => {
    const { site, mailOf } = await aSite();
    const note = '  Pay at https://evil.example/pay or www.evil.example\u202e today\n\n\n\nThanks  ';
    expect((await mailOf('plain@example.test', undefined, undefined, note)).status).toBe(200);
    await runMails();
    const [mail] = await outbox(site.id);
    expect(mail?.text).toContain(
      'Note from Asha Rao:\n\nPay at https[:]//evil[.]example/pay or www[.]evil[.]example today\n\nThanks\n\n',
    );
    expect(mail?.html).toContain('<p>Pay at https[:]//evil[.]example/pay or www[.]evil[.]example today</p>');
    // The only link is the site's own, to the e-ticket.
    expect(mail?.html?.match(/<a /g)).toHaveLength(1);
  });

  it('refuses a note over 500 characters, or with a control character, under its field', async () => {
    const { site, mailOf } = await aSite();
    const tooLong = await mailOf('long@example.test', undefined, undefined, 'x'.repeat(501));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ text: OWN_MSG.tooLong(500) });
    const control = await mailOf('long@example.test', undefined, undefined, 'a\u0007b');
    expect(control.status).toBe(400);
    expect(control.body.errors).toEqual({ text: OWN_MSG.controlCharacters });
    // 500 once the spaces around it are trimmed: taken.
    const full = await mailOf('long@example.test', undefined, undefined, ` ${'x'.repeat(500)} `);
    expect(full.status).toBe(200);
    await runMails();
    expect(await outbox(site.id)).toHaveLength(1);
  });

  it("lets the site's staff send the ticket of a customer's booking", async () => {
    const { site, mailOf } = await aSite();
    const staff = await signIn(t, site.id, { userType: 'staff' });
    expect((await mailOf('staff-copy@example.test', undefined, staff.token)).status).toBe(200);
    await runMails();
    expect((await outbox(site.id))[0]?.text).toContain(`(${staff.user.email}) sent you the e-ticket`);
  });

  it("refuses another user of the site sending someone's ticket, and sends nothing", async () => {
    const { site, mailOf } = await aSite();
    const stranger = await signIn(t, site.id, { userType: 'travelAgent', companyName: 'Other Tours' });
    const res = await mailOf('victim@example.test', undefined, stranger.token);
    expect(res.status).toBe(404);
    expect(res.body.errorMessage).toBe(BOOKING_DETAILS_MSG.bookingNotFound);
    await runMails();
    expect(await outbox(site.id)).toHaveLength(0);
  });

  it("refuses another site's user, whether naming this site or their own, and sends nothing", async () => {
    const { site, booking, send } = await aSite();
    const other = await aSite();
    const to = 'victim2@example.test';
    const here = await send({ ...payload(to), siteId: site.id, bookingId: booking.id }, other.owner.token);
    expect(here.status).toBe(401);
    const there = await other.send({ ...payload(to), siteId: other.site.id, bookingId: booking.id });
    expect(there.status).toBe(404);
    expect(there.body.errorMessage).toBe(BOOKING_DETAILS_MSG.bookingNotFound);
    await runMails();
    expect(await outbox(site.id)).toHaveLength(0);
    expect(await outbox(other.site.id)).toHaveLength(0);
  });

  it('refuses no booking, another site id, a bad address, a booking with no ticket yet and anonymous callers', async () => {
    const { site, owner, booking, send } = await aSite();
    const other = await aSite();
    const to = 'nobody@example.test';
    expect((await send({ ...payload(to), siteId: site.id })).status).toBe(400);
    const elsewhere = await send({ ...payload(to), siteId: other.site.id, bookingId: booking.id });
    expect(elsewhere.status).toBe(403);
    expect((await send({ ...payload('nope'), siteId: site.id, bookingId: booking.id })).status).toBe(400);
    const unticketed = await createBooking(t.db, site.id, owner.user.id, { pnr: null, status: 'failed' });
    const noTicket = await send({ ...payload(to), siteId: site.id, bookingId: unticketed.id });
    expect(noTicket.status).toBe(409);
    expect(noTicket.body.errorMessage).toBe(BOOKING_DETAILS_MSG.noTicketYet);
    expect((await send({ ...payload(to), siteId: site.id, bookingId: booking.id }, '')).status).toBe(401);
    await runMails();
    expect(await outbox(site.id)).toHaveLength(0);
  });

  describe('limits: past each, a 429 that says which, and nothing sent', () => {
    const refused = (res: { status: number; body: { errorMessage?: string } }, message: string) => {
      expect(res.status).toBe(429);
      expect(res.body.errorMessage).toBe(message);
    };

    it('per booking in an hour; another booking still goes', async () => {
      const { site, mailOf, newBooking } = await aSite();
      for (const to of ['a@example.test', 'b@example.test']) expect((await mailOf(to)).status).toBe(200);
      refused(await mailOf('c@example.test'), BOOKING_DETAILS_MSG.tooManyForBooking);
      expect((await mailOf('c@example.test', (await newBooking()).id)).status).toBe(200);
      await runMails();
      expect((await outbox(site.id)).map((m) => m.to).sort()).toEqual([
        'a@example.test',
        'b@example.test',
        'c@example.test',
      ]);
    });

    it('per address in a day, whatever its case; a refusal there does not count against the account', async () => {
      const { site, mailOf, newBooking } = await aSite();
      const [first, second, third] = [
        (await newBooking()).id,
        (await newBooking()).id,
        (await newBooking()).id,
      ];
      expect((await mailOf('same@example.test', first)).status).toBe(200);
      expect((await mailOf('Same@Example.test', first)).status).toBe(200);
      expect((await mailOf('same@example.test', second)).status).toBe(200);
      refused(await mailOf('same@example.test', second), BOOKING_DETAILS_MSG.tooManyForRecipient);
      // The account has sent 3 of its 4.
      expect((await mailOf('other@example.test', third)).status).toBe(200);
      await runMails();
      expect(await outbox(site.id, 'same@example.test')).toHaveLength(3);
    });

    it("per account in an hour; then the site's staff send until the site's hour is spent", async () => {
      const { site, mailOf, newBooking, booking } = await aSite();
      const second = (await newBooking()).id;
      for (const [to, id] of [
        ['a@example.test', booking.id],
        ['b@example.test', booking.id],
        ['c@example.test', second],
        ['d@example.test', second],
      ] as const)
        expect((await mailOf(to, id)).status).toBe(200);
      const third = (await newBooking()).id;
      refused(await mailOf('e@example.test', third), BOOKING_DETAILS_MSG.tooManyEmails);
      const staff = await signIn(t, site.id, { userType: 'staff' });
      expect((await mailOf('e@example.test', third, staff.token)).status).toBe(200);
      const fourth = (await newBooking()).id;
      refused(await mailOf('f@example.test', fourth, staff.token), BOOKING_DETAILS_MSG.tooManyForSite);
      await runMails();
      expect(await outbox(site.id)).toHaveLength(5);
    });
  });
});
