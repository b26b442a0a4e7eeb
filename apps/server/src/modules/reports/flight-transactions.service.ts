import {
  FLIGHT_TRANSACTIONS_MSG,
  FLIGHT_TRANSACTIONS_PAGE_SIZE,
  type FlightResult,
  type FlightTransaction,
  type FlightTransactionList,
  type FlightTransactionsFilters,
  pageInfo,
} from '@app/contracts';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import type { UserRow } from '../accounts/accounts.schema';
import { myPaymentOf } from '../payments/payment-records.service';
import { orderRefundOf } from '../payments/refund-views';
import { flightOrdersPage, flightOrderTotals, moneyOfOrders } from './flight-transactions.queries';

/** Each flight of the fares bought: a fare holds one leg, or both of a return priced together. */
const legsOf = (fares: FlightResult[]) =>
  fares.flatMap((fare) =>
    fare.segments.flatMap((leg) => {
      const [first, last] = [leg[0], leg.at(-1)];
      return first && last
        ? [
            {
              origin: first.originAirportCode,
              destination: last.destinationAirportCode,
              departureTime: first.departureTime,
              airlineCode: first.airlineCode,
            },
          ]
        : [];
    }),
  );

/**
 * /flight/transaction (decision 0044): the caller's own flight orders with the money each moved.
 * Only orders the caller placed on this site are read; nobody else's is ever in the query.
 */
export function createFlightTransactions({ db }: { db: Db }) {
  return {
    async mine(user: UserRow, filters: FlightTransactionsFilters): Promise<FlightTransactionList> {
      const { page, ...f } = filters;
      const counted = await flightOrderTotals(db, user.siteId, user.id, f);
      const paging = pageInfo(counted.orders, page, FLIGHT_TRANSACTIONS_PAGE_SIZE);
      const { totalPages } = paging;
      // A page past the end is a stale link, not an empty list.
      if (page > totalPages) {
        const message = FLIGHT_TRANSACTIONS_MSG.pastLastPage(page, totalPages);
        throw badRequest(message, { page: message });
      }
      const rows = await flightOrdersPage(
        db,
        user.siteId,
        user.id,
        f,
        (page - 1) * FLIGHT_TRANSACTIONS_PAGE_SIZE,
        FLIGHT_TRANSACTIONS_PAGE_SIZE,
      );
      const money = await moneyOfOrders(
        db,
        user.siteId,
        rows.map((row) => row.order.id),
      );
      const records = rows.map(({ order, fares, passengerCount }): FlightTransaction => {
        const paid = money.paid.filter((p) => p.orderId === order.id);
        const returned = money.returned.filter((r) => r.orderId === order.id);
        return {
          orderId: order.id,
          reference: order.reference,
          status: order.status,
          amount: order.amount,
          createdAt: order.createdAt.toISOString(),
          legs: legsOf(fares),
          passengerCount,
          pnrs: money.legs.flatMap((leg) => (leg.orderId === order.id && leg.pnr ? [leg.pnr] : [])),
          payments: paid.map((p) => myPaymentOf(p, order.reference)),
          refunds: returned.map(orderRefundOf),
          paid: paid.filter((p) => p.state === 'paid').reduce((sum, p) => sum + p.amount, 0),
          refunded: returned.filter((r) => r.state === 'settled').reduce((sum, r) => sum + r.amount, 0),
        };
      });
      return {
        records,
        ...paging,
        totals: {
          orders: counted.orders,
          paid: counted.paid,
          refunded: counted.refunded,
          net: counted.paid - counted.refunded,
        },
      };
    },
  };
}
export type FlightTransactions = ReturnType<typeof createFlightTransactions>;
