import type { TicketRecord } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../../seed/booking-factories';
import { createSite } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { flightBookingNames, flightBookingRefs } from './booking-search.schema';
import { flightBookings } from './bookings.schema';

/**
 * The ticket queue's text filters read the side tables (decision 0066): a PNR or ticket number by
 * exact or prefix match, a name by any part of it (the start of a word below three letters).
 */
let t: TestApp;
let siteId: string;
let staff: string;
let outsider: { token: string; siteId: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  siteId = (await createSite(t.db)).id;
  const s = await signIn(t, siteId, { userType: 'staff' });
  staff = s.token;
  const buyer = (await signIn(t, siteId, { userType: 'travelAgent' })).user.id;
  const mk = async (key: string, input: Parameters<typeof createBooking>[3]) => {
    ids[key] = (await createBooking(t.db, siteId, buyer, input)).id;
  };
  await mk('sharmas', {
    pnr: 'QWE123',
    passengerNames: [
      ['Riya', 'Sharma'],
      ['Kabir', 'Sharma'],
    ],
  });
  await mk('menon', { pnr: 'QWX999', passengerNames: [['Asha', 'Menon']] });
  await mk('shah', { pnr: 'ZZZ100', passengerNames: [['Om', 'Shah']] });
  await mk('held', { pnr: 'QWE777', status: 'held', passengerNames: [['Riya', 'Held']] });
  const otherSite = await createSite(t.db);
  const o = await signIn(t, otherSite.id, { userType: 'staff' });
  outsider = { token: o.token, siteId: otherSite.id };
  await createBooking(t.db, otherSite.id, o.user.id, { pnr: 'QWE555', passengerNames: [['Riya', 'Sharma']] });
});
afterAll(() => t.close());

const pnrs = async (filters: object, token = staff, site = siteId) => {
  const res = await call(t.app, 'api/getTickets', filters, { siteId: site, token });
  expect(res.status).toBe(200);
  return (res.body.data.records as TicketRecord[]).map((r) => r.pnr).sort();
};
const ticketOf = async (bookingId: string) => {
  const [row] = await t.db.select().from(flightBookings).where(eq(flightBookings.id, bookingId));
  return row?.passengers[1]?.ticket?.ticketNumber ?? 'missing';
};

describe('the ticket queue by PNR or ticket number', () => {
  it.each([
    ['qw', ['QWE123', 'QWX999']],
    [' QWE123 ', ['QWE123']],
    // a prefix, never a part inside: the index reads a range of values
    ['WE1', []],
    ['QWE5', []],
    ['QW%', []],
    ['Q_E', []],
  ])('%s', async (pnrOrTicket, expected) => {
    expect(await pnrs({ pnrOrTicket })).toEqual(expected);
  });

  it('finds a passenger’s ticket number, whole or by its start, any case', async () => {
    const number = await ticketOf(ids.sharmas ?? '');
    expect(await pnrs({ pnrOrTicket: number.toLowerCase() })).toEqual(['QWE123']);
    expect(await pnrs({ pnrOrTicket: number.slice(0, -2) })).toEqual(['QWE123']);
  });
});

describe('the ticket queue by passenger name', () => {
  it.each([
    ['sharma', ['QWE123']],
    ['RIYA SHARMA', ['QWE123']],
    ['kabir  sharma', ['QWE123']],
    ['abir', ['QWE123']],
    ['men', ['QWX999']],
    // two letters: the start of a first or last name only ('Asha' holds 'sh', no word starts with 'ha')
    ['sh', ['QWE123', 'ZZZ100']],
    ['ha', []],
    ['om', ['ZZZ100']],
    // the user's % and _ are letters, not wildcards ('a_h' would match Asha)
    ['%', []],
    ['a_h', []],
  ])('%s', async (passengerName, expected) => {
    expect(await pnrs({ passengerName })).toEqual(expected);
  });

  it('combines with a PNR and the other filters', async () => {
    expect(await pnrs({ passengerName: 'sharma', pnrOrTicket: 'QW' })).toEqual(['QWE123']);
    expect(await pnrs({ passengerName: 'sh', pnrOrTicket: 'ZZ' })).toEqual(['ZZZ100']);
    expect(await pnrs({ passengerName: 'sharma', region: 'international' })).toEqual([]);
  });
});

describe('the side tables', () => {
  it('follow a booking’s new names, tickets, PNR and status', async () => {
    const menon = ids.menon ?? '';
    const [row] = await t.db.select().from(flightBookings).where(eq(flightBookings.id, menon));
    const passengers = (row?.passengers ?? []).map((p) => ({
      ...p,
      firstName: 'Neha',
      lastName: 'Kapoor',
      ticket: { ticketId: 9, ticketNumber: '0981234567890', validatingAirline: '6E' },
    }));
    await t.db.update(flightBookings).set({ passengers, pnr: 'NEW111' }).where(eq(flightBookings.id, menon));
    expect(await pnrs({ passengerName: 'menon' })).toEqual([]);
    expect(await pnrs({ passengerName: 'neha kapoor' })).toEqual(['NEW111']);
    expect(await pnrs({ pnrOrTicket: '098123' })).toEqual(['NEW111']);
    expect(await pnrs({ pnrOrTicket: 'QWX' })).toEqual([]);

    // Held bookings are not tickets; once ticketed, the queue finds it by its PNR and names.
    expect(await pnrs({ pnrOrTicket: 'QWE7' })).toEqual([]);
    await t.db
      .update(flightBookings)
      .set({ status: 'ticketed' })
      .where(eq(flightBookings.id, ids.held ?? ''));
    expect(await pnrs({ pnrOrTicket: 'QWE7' })).toEqual(['QWE777']);
    expect(await pnrs({ passengerName: 'riya held' })).toEqual(['QWE777']);
    const names = await t.db
      .select({ status: flightBookingNames.status })
      .from(flightBookingNames)
      .where(eq(flightBookingNames.bookingId, ids.held ?? ''));
    expect(names).toEqual([{ status: 'ticketed' }]);
  });

  it('hold one row per PNR and ticket number of a booking', async () => {
    const refs = await t.db
      .select({ kind: flightBookingRefs.kind, value: flightBookingRefs.value })
      .from(flightBookingRefs)
      .where(eq(flightBookingRefs.bookingId, ids.sharmas ?? ''));
    expect(refs.map((r) => r.kind).sort()).toEqual(['pnr', 'ticket', 'ticket']);
  });

  it('never match another site’s bookings', async () => {
    expect(await pnrs({ pnrOrTicket: 'QWE555' })).toEqual([]);
    expect(await pnrs({ passengerName: 'riya sharma' }, outsider.token, outsider.siteId)).toEqual(['QWE555']);
    expect(await pnrs({ pnrOrTicket: 'QWE' }, outsider.token, outsider.siteId)).toEqual(['QWE555']);
  });
});
