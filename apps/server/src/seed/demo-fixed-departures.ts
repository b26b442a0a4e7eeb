import { addDaysIso, type FdDepartureInput, type FdLeg, fdDepartureInput } from '@app/contracts';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { orderItems } from '../commerce/orders/order-items.schema';
import { allocateOrderReference } from '../commerce/orders/order-references';
import { orders } from '../commerce/orders/orders.schema';
import { payments } from '../commerce/payments/payments.schema';
import { users } from '../modules/accounts/accounts.schema';
import { departureColumns } from '../modules/fixed-departures/fd-manage.service';
import { fdPricer, fdQuote } from '../modules/fixed-departures/fd-pricing';
import { fdBookings, fixedDepartures } from '../modules/fixed-departures/fixed-departures.schema';
import { listRulesOfKinds } from '../modules/markup/markup.queries';
import { markupGroups } from '../modules/markup/markup.schema';
import { debitWallet } from '../modules/wallet/wallet.ledger';
import type { Db } from '../platform/db/client';
import { createMarkupRule } from './factories';

const rupees = (amount: number) => amount * 100;

/** One demo block: a sector flown on a day `days` from today, its flights' local times, its seats. */
type Block = {
  pnr: string;
  days: number;
  airline: string;
  out: [flight: string, from: string, to: string, departs: string, arrives: string, nextDay?: boolean];
  back?: [flight: string, days: number, departs: string, arrives: string, nextDay?: boolean];
  seats: number;
  fares: [adult: number, child: number, infant: number];
  refundable?: boolean;
};

/**
 * The demo's fixed departures (issue 15): real sectors, dated from the day the app first starts.
 * Some are nearly sold out, one is past its name-list deadline (five days out); their PNRs name
 * them, so later starts can move them forward when they go stale.
 */
const BLOCKS: Block[] = [
  {
    pnr: 'FDDXB1',
    days: 12,
    airline: '6E',
    out: ['1463', 'DEL', 'DXB', '09:40', '12:05'],
    seats: 30,
    fares: [14500, 13500, 2500],
  },
  {
    pnr: 'FDDXB2',
    days: 26,
    airline: '6E',
    out: ['1463', 'DEL', 'DXB', '09:40', '12:05'],
    seats: 4,
    fares: [15200, 14200, 2500],
  },
  {
    pnr: 'FDBKK1',
    days: 18,
    airline: '6E',
    out: ['1059', 'BOM', 'BKK', '23:55', '05:45', true],
    seats: 25,
    fares: [16800, 15800, 2800],
  },
  {
    pnr: 'FDBKK2',
    days: 33,
    airline: 'AI',
    out: ['330', 'BOM', 'BKK', '13:30', '19:25'],
    back: ['331', 7, '20:45', '03:00', true],
    seats: 20,
    fares: [31500, 29500, 4500],
  },
  {
    pnr: 'FDSXR1',
    days: 5,
    airline: '6E',
    out: ['2135', 'DEL', 'SXR', '07:10', '08:40'],
    seats: 40,
    fares: [5400, 5100, 1500],
  },
  {
    pnr: 'FDSXR2',
    days: 21,
    airline: 'UK',
    out: ['611', 'DEL', 'SXR', '12:20', '13:45'],
    back: ['612', 5, '14:30', '16:05'],
    seats: 3,
    fares: [11800, 11200, 2000],
  },
  {
    pnr: 'FDSIN1',
    days: 15,
    airline: '6E',
    out: ['1005', 'BLR', 'SIN', '23:25', '06:25', true],
    seats: 24,
    fares: [17900, 16900, 3000],
  },
  {
    pnr: 'FDSIN2',
    days: 40,
    airline: 'SQ',
    out: ['511', 'BLR', 'SIN', '11:15', '18:15'],
    back: ['510', 6, '07:45', '10:00'],
    seats: 18,
    fares: [38500, 36500, 5000],
    refundable: false,
  },
  {
    pnr: 'FDGOI1',
    days: 9,
    airline: '6E',
    out: ['6133', 'DEL', 'GOI', '06:05', '08:40'],
    seats: 36,
    fares: [6200, 5900, 1500],
  },
  {
    pnr: 'FDDXB3',
    days: 29,
    airline: 'EK',
    out: ['501', 'BOM', 'DXB', '04:30', '06:20'],
    back: ['500', 8, '21:40', '02:10', true],
    seats: 16,
    fares: [33400, 31400, 5500],
  },
  {
    pnr: 'FDDXB4',
    days: 19,
    airline: '6E',
    out: ['1451', 'HYD', 'DXB', '18:50', '21:05'],
    seats: 2,
    fares: [15900, 14900, 2500],
  },
  {
    pnr: 'FDSIN3',
    days: 35,
    airline: '6E',
    out: ['1011', 'MAA', 'SIN', '01:40', '08:20'],
    seats: 22,
    fares: [16400, 15400, 2800],
  },
  {
    pnr: 'FDDXB5',
    days: 24,
    airline: 'IX',
    out: ['433', 'COK', 'DXB', '08:05', '10:45'],
    seats: 28,
    fares: [13900, 12900, 2400],
  },
  {
    pnr: 'FDBKK3',
    days: 45,
    airline: '6E',
    out: ['1065', 'CCU', 'BKK', '23:00', '03:30', true],
    seats: 26,
    fares: [12900, 11900, 2200],
  },
];
const PNRS = BLOCKS.map((b) => b.pnr);

function inputOf(block: Block, today: string): FdDepartureInput {
  const date = addDaysIso(today, block.days);
  const [flight, from, to, departs, arrives, nextDay] = block.out;
  const leg = (
    no: string,
    o: string,
    d: string,
    day: string,
    dep: string,
    arr: string,
    late?: boolean,
  ): FdLeg => ({
    airlineCode: block.airline,
    flightNumber: no,
    origin: o,
    destination: d,
    departAt: `${day}T${dep}`,
    arriveAt: `${late ? addDaysIso(day, 1) : day}T${arr}`,
  });
  const back = block.back;
  const backDay = back ? addDaysIso(date, back[1]) : '';
  return {
    tripType: back ? 'roundTrip' : 'oneWay',
    outbound: [leg(flight, from, to, date, departs, arrives, nextDay)],
    inbound: back ? [leg(back[0], to, from, backDay, back[2], back[3], back[4])] : [],
    seatsTotal: block.seats,
    fareAdult: rupees(block.fares[0]),
    fareChild: rupees(block.fares[1]),
    fareInfant: rupees(block.fares[2]),
    baggage: back ? '30 KG' : '20 KG',
    cabinBaggage: '7 KG',
    blockPnr: block.pnr,
    isRefundable: block.refundable ?? true,
    cancellationCharge: rupees(block.refundable === false ? 0 : 2500),
    cancellationPolicy:
      block.refundable === false
        ? 'Non-refundable: nothing is refunded on cancellation.'
        : '₹2,500 per passenger is kept on cancellation; the rest goes back the way you paid.',
  };
}

const shiftLeg = (leg: FdLeg, days: number): FdLeg => ({
  ...leg,
  departAt: `${addDaysIso(leg.departAt.slice(0, 10), days)}${leg.departAt.slice(10)}`,
  arriveAt: `${addDaysIso(leg.arriveAt.slice(0, 10), days)}${leg.arriveAt.slice(10)}`,
});

/**
 * Demo departures of a site, its FD markup (₹750 a passenger for retail and visitors, ₹250 for
 * agents) and one confirmed booking of two seats for the demo agent. Run on every start: the first
 * makes them; later starts move departures that went stale forward by whole weeks.
 */
export async function seedDemoFixedDepartures(
  db: Db,
  siteId: string,
  today = new Date().toISOString().slice(0, 10),
) {
  const existing = await db
    .select()
    .from(fixedDepartures)
    .where(and(eq(fixedDepartures.siteId, siteId), inArray(fixedDepartures.blockPnr, PNRS)));
  if (existing.length > 0) return moveForward(db, siteId, today);

  const groups = await db.select().from(markupGroups).where(eq(markupGroups.siteId, siteId));
  const retail = groups.find((g) => g.isDefault);
  const agents = groups.find((g) => g.groupName === 'Travel agents');
  for (const [group, value] of [
    [retail, 750],
    [agents, 250],
  ] as const) {
    if (!group) continue;
    await createMarkupRule(db, siteId, {
      kind: 'fixedDeparture',
      groupId: group.id,
      valueType: 'fixed',
      value: rupees(value),
      per: 'passenger',
    });
  }
  const rows = await db
    .insert(fixedDepartures)
    .values(BLOCKS.map((b) => ({ siteId, ...departureColumns(fdDepartureInput.parse(inputOf(b, today))) })))
    .returning();
  const [agent] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.email, 'agent@flightdeals.test')));
  const first = rows.find((r) => r.blockPnr === 'FDDXB1');
  if (!agent || !first) return;
  const pricer = fdPricer(await listRulesOfKinds(db, siteId, ['fixedDeparture']), {
    groupId: agents?.id ?? null,
    isDomestic: false,
    cabinClass: 2,
    today,
  });
  await demoBooking(
    db,
    siteId,
    agent.id,
    first,
    fdQuote(first, { adults: 2, children: 0, infants: 0 }, pricer),
  );
}

/** The demo agent's two seats on the first DEL → DXB block, paid from the wallet. */
async function demoBooking(
  db: Db,
  siteId: string,
  userId: string,
  departure: typeof fixedDepartures.$inferSelect,
  quote: ReturnType<typeof fdQuote>,
) {
  const passengers = (['Arjun', 'Meera'] as const).map((firstName, i) => ({
    title: i === 0 ? 'Mr' : 'Mrs',
    firstName,
    lastName: 'Agent',
    paxType: 1 as const,
    gender: (i === 0 ? 1 : 2) as 1 | 2,
    dateOfBirth: i === 0 ? '1985-06-14' : '1987-09-02',
    passportNo: i === 0 ? 'Z4512876' : 'Z4512877',
    passportIssueCountryCode: 'IN',
    passportIssueDate: '2021-02-10',
    passportExpiry: '2031-02-09',
    ...(i === 0 ? { email: 'agent@flightdeals.test', phoneCode: '+91', mobileNo: '9810012345' } : {}),
  }));
  const { total } = quote;
  const orderId = `FDDEMO${departure.id.replaceAll('-', '').slice(0, 12).toUpperCase()}`;
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(orders).values({
      id: orderId,
      siteId,
      reference: await allocateOrderReference(tx, siteId, now),
      userId,
      status: 'completed',
      paymentMethod: 'wallet',
      amount: total,
      expiresAt: now,
      paidAt: now,
      completedAt: now,
    });
    const [item] = await tx
      .insert(orderItems)
      .values({
        siteId,
        orderId,
        position: 0,
        productKind: 'fixedDeparture',
        supplierCode: 'inventory',
        supplierRef: departure.blockPnr,
        state: 'fulfilled',
        net: quote.net,
        markup: quote.markup,
        discount: quote.discount,
        gstOnMarkup: quote.gstOnMarkup,
        total,
        data: { departureId: departure.id },
      })
      .returning();
    await tx.insert(payments).values({
      id: orderId,
      siteId,
      orderId,
      method: 'wallet',
      amount: total,
      state: 'paid',
      settledAt: now,
    });
    await debitWallet(tx, {
      siteId,
      userId,
      amount: total,
      kind: 'booking',
      reference: orderId,
      orderId,
      paymentId: orderId,
      description: `Fixed departure booking`,
    });
    await tx.insert(fdBookings).values({
      siteId,
      departureId: departure.id,
      orderId,
      orderItemId: item?.id ?? '',
      userId,
      passengers,
      seats: 2,
      amount: total,
      status: 'confirmed',
    });
    await tx.update(fixedDepartures).set({ seatsSold: 2 }).where(eq(fixedDepartures.id, departure.id));
  });
}

/** Demo departures that went stale move forward by whole weeks, open again, their flights with them. */
async function moveForward(db: Db, siteId: string, today: string) {
  const stale = await db
    .select()
    .from(fixedDepartures)
    .where(
      and(
        eq(fixedDepartures.siteId, siteId),
        inArray(fixedDepartures.blockPnr, PNRS),
        lt(fixedDepartures.departureDate, addDaysIso(today, 4)),
      ),
    );
  for (const d of stale) {
    const weeks = Math.ceil(
      (Date.parse(addDaysIso(today, 5)) - Date.parse(d.departureDate)) / (7 * 86_400_000),
    );
    const days = Math.max(1, weeks) * 7;
    await db
      .update(fixedDepartures)
      .set({
        outbound: d.outbound.map((leg) => shiftLeg(leg, days)),
        inbound: d.inbound.map((leg) => shiftLeg(leg, days)),
        departureDate: addDaysIso(d.departureDate, days),
        returnDate: d.returnDate ? addDaysIso(d.returnDate, days) : null,
        nameListDeadline: addDaysIso(d.nameListDeadline, days),
        releaseDate: addDaysIso(d.releaseDate, days),
        status: 'open',
        updatedAt: new Date(),
      })
      .where(eq(fixedDepartures.id, d.id));
  }
}
