import {
  FD_MSG,
  FD_UNPAID_LIMITS,
  fdOnlineHoldLimit,
  fdPartyTooBigToPayOnline,
  type PaymentMethod,
} from '@app/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { orders } from '../../commerce/orders/orders.schema';
import type { DbOrTx } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import { type FixedDepartureRow, fdBookings } from './fixed-departures.schema';

/** Who asks for seats: the account, and the network the request came from. */
type FdBuyer = { userId: string; network: string };

const countWhere = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
const seatsWhere = (where: SQL) =>
  sql<number>`coalesce(sum(${fdBookings.seats}) filter (where ${where}), 0)`.mapWith(Number);

/** What unpaid orders (pending, their seats still held) hold of a departure: the buyer's, its network's, and at the gateway. */
async function unpaidHolds(tx: DbOrTx, departureId: string, buyer: FdBuyer) {
  const mine = sql`${fdBookings.userId} = ${buyer.userId}`;
  const network = sql`${fdBookings.clientNetwork} = ${buyer.network}`;
  const [held] = await tx
    .select({
      buyerOrders: countWhere(mine),
      buyerSeats: seatsWhere(mine),
      networkOrders: countWhere(network),
      networkSeats: seatsWhere(network),
      onlineSeats: seatsWhere(sql`${orders.paymentMethod} = 'gateway'`),
    })
    .from(fdBookings)
    .innerJoin(orders, eq(orders.id, fdBookings.orderId))
    .where(
      and(
        eq(fdBookings.departureId, departureId),
        eq(fdBookings.status, 'reserved'),
        eq(orders.status, 'pending'),
      ),
    );
  return held ?? { buyerOrders: 0, buyerSeats: 0, networkOrders: 0, networkSeats: 0, onlineSeats: 0 };
}

/** Paise of the buyer's orders waiting for a wallet payment, whatever they bought. */
export async function walletOrdersWaiting(db: DbOrTx, siteId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${orders.amount}), 0)`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.siteId, siteId),
        eq(orders.userId, userId),
        eq(orders.status, 'pending'),
        eq(orders.paymentMethod, 'wallet'),
      ),
    );
  return row?.total ?? 0;
}

/**
 * Refuses an order that would let unpaid orders hoard a departure (decision 0049): with it, the
 * buyer's account and, apart from it, the buyer's network hold at most FD_UNPAID_LIMITS unpaid, and
 * orders paying at the gateway at most half the block. A wallet order is made only when the wallet
 * covers it with every other wallet order its buyer has waiting: that is money in hand, not a free
 * hold, so an agency's group of 30 is not cut to 9; it still counts as one of the open orders. Call it in the transaction that reserves
 * the seats, after `reserveSeats`: its update locks the departure's row until the order is written,
 * so orders for one departure are counted one after another and two at once cannot both pass.
 */
export async function checkUnpaidLimits(
  tx: DbOrTx,
  departure: Pick<FixedDepartureRow, 'id' | 'seatsTotal'>,
  buyer: FdBuyer,
  order: { seats: number; paymentMethod: PaymentMethod },
) {
  const online = order.paymentMethod === 'gateway';
  if (fdPartyTooBigToPayOnline(order.seats, order.paymentMethod)) throw conflict(FD_MSG.partyOverUnpaidLimit);
  const held = await unpaidHolds(tx, departure.id, buyer);
  const over = (heldOrders: number, heldSeats: number) =>
    heldOrders + 1 > FD_UNPAID_LIMITS.orders || (online && heldSeats + order.seats > FD_UNPAID_LIMITS.seats);
  if (over(held.buyerOrders, held.buyerSeats)) throw conflict(FD_MSG.unpaidByYou);
  if (over(held.networkOrders, held.networkSeats)) throw conflict(FD_MSG.unpaidFromNetwork);
  // Wallet orders are paid in the buyer's next call: the other half stays theirs.
  if (online && held.onlineSeats + order.seats > fdOnlineHoldLimit(departure.seatsTotal))
    throw conflict(FD_MSG.onlineHoldFull);
}
