import { randomUUID } from 'node:crypto';
import type { OrderProductKind } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { ItemState } from '../commerce/orders/item-machine';
import { orderItems } from '../commerce/orders/order-items.schema';
import { allocateOrderReference } from '../commerce/orders/order-references';
import { orders } from '../commerce/orders/orders.schema';
import { payments } from '../commerce/payments/payments.schema';
import { fdBookings } from '../modules/fixed-departures/fixed-departures.schema';
import type { DbOrTx } from '../platform/db/client';
import { bookingFixture } from '../seed/booking-factories';
import { createDeparture } from '../seed/fixed-departure-factories';

/*
 * The rows profit and loss sums, written straight to the tables as the order flow leaves them, at
 * whatever moment a test picks: the rollup's tests make many, on many days, and change them.
 */

export type ItemSpec = {
  product: OrderProductKind;
  state: ItemState;
  /** paise: what the buyer paid for it; the breakdown is made up from it */
  total: number;
};

export type SoldItem = {
  id: string;
  position: number;
  product: OrderProductKind;
  legId?: string;
  fdId?: string;
};
export type SoldOrder = {
  orderId: string;
  paymentId: string;
  siteId: string;
  userId: string;
  items: SoldItem[];
};

const departures = new Map<string, Promise<string>>();
/** One departure per site for every fixed-departure booking of the tests. */
const departureOf = (db: DbOrTx, siteId: string) => {
  if (!departures.has(siteId))
    departures.set(
      siteId,
      createDeparture(db, siteId).then((d) => d.id),
    );
  return departures.get(siteId)!;
};

/**
 * An order of these items paid by one payment, `paidAt` (its settled moment) or still pending (null);
 * a flight item has its leg and a fixed-departure item its seats, so their cancellations can count.
 */
export async function sellOrder(
  db: DbOrTx,
  siteId: string,
  userId: string,
  items: ItemSpec[],
  paidAt: Date | null,
): Promise<SoldOrder> {
  const orderId = `PL${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`;
  const amount = items.reduce((sum, i) => sum + i.total, 0);
  const at = paidAt ?? new Date();
  await db.insert(orders).values({
    id: orderId,
    siteId,
    userId,
    reference: await allocateOrderReference(db, siteId, at),
    status: paidAt ? 'completed' : 'pending',
    paymentMethod: 'wallet',
    amount,
    expiresAt: new Date(at.getTime() + 15 * 60_000),
    paidAt,
  });
  await db.insert(payments).values({
    id: orderId,
    siteId,
    orderId,
    method: 'wallet',
    amount,
    state: paidAt ? 'paid' : 'pending',
    settledAt: paidAt,
  });
  const sold: SoldItem[] = [];
  for (const [position, spec] of items.entries()) {
    const markup = Math.floor(spec.total / 20);
    const gstOnMarkup = Math.floor(markup * 0.18);
    const fees = position === 0 ? 5_000 : 0;
    const commission = spec.product === 'flight' ? 1_000 : 0;
    const tds = Math.floor(commission / 20);
    const [item] = await db
      .insert(orderItems)
      .values({
        siteId,
        orderId,
        position,
        productKind: spec.product,
        supplierCode: 'OWN',
        state: spec.state,
        net: spec.total - markup - gstOnMarkup - fees + commission - tds,
        markup,
        discount: 0,
        gstOnMarkup,
        fees,
        commission,
        tds,
        total: spec.total,
      })
      .returning();
    const one: SoldItem = { id: item!.id, position, product: spec.product };
    if (spec.product === 'flight') {
      const { booking } = bookingFixture(siteId, userId, { price: spec.total });
      // The columns the leg has had since orders had items (migration tests write it on older
      // schemas), named, so a column added later is left to its default.
      const id = randomUUID();
      await db.execute(sql`insert into flight_bookings
        (id, site_id, order_id, order_item_id, user_id, leg_index, search_id, source, is_lcc, is_domestic,
         supplier_booking_id, pnr, status, origin, destination, airline_code, travel_date, fare, segments,
         passengers, accounting)
        values (${id}, ${siteId}, ${orderId}, ${item!.id}, ${userId}, ${position}, ${booking.searchId},
         ${booking.source}, ${booking.isLcc}, ${booking.isDomestic}, ${booking.supplierBookingId},
         ${booking.pnr}, ${booking.status}, ${booking.origin}, ${booking.destination}, ${booking.airlineCode},
         ${booking.travelDate}, ${JSON.stringify(booking.fare)}::jsonb, ${JSON.stringify(booking.segments)}::jsonb,
         ${JSON.stringify(booking.passengers)}::jsonb, ${JSON.stringify(booking.accounting)}::jsonb)`);
      one.legId = id;
    }
    if (spec.product === 'fixedDeparture') {
      const [seats] = await db
        .insert(fdBookings)
        .values({
          siteId,
          departureId: await departureOf(db, siteId),
          orderId,
          orderItemId: item!.id,
          userId,
          passengers: [],
          seats: 1,
          amount: spec.total,
          status: 'confirmed',
        })
        .returning();
      one.fdId = seats!.id;
    }
    sold.push(one);
  }
  return { orderId, paymentId: orderId, siteId, userId, items: sold };
}
