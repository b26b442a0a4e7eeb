import { pageInfo, REFUND_MSG, REFUNDS_PAGE_SIZE, refundRetryCall, refundsListCall } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import { currentUser } from '../../platform/request-context';
import { resolveAttention } from '../attention/attention.service';
import { describeOrders } from '../orders/orders.queries';
import type { Refunds } from './refunds';
import { findSiteRefund, openRefundCase, otherFailedRefunds, refundsPage } from './refunds.queries';

/** Staff's view of every refund of the site, and the retry of a failed one. */
export const refundRoutes: FastifyPluginAsyncZod<{ db: Db; refunds: Refunds }> = async (
  app,
  { db, refunds },
) => {
  app.route({
    ...routeOf(refundsListCall),
    handler: async (request) => {
      const siteId = request.site.id;
      const { page, state } = request.body;
      const { rows, total } = await refundsPage(db, siteId, { page, state });
      const about = await describeOrders(db, siteId, [...new Set(rows.map((r) => r.orderId))]);
      return {
        success: true as const,
        data: {
          records: rows.map((r) => {
            const order = about.get(r.orderId);
            return {
              id: r.id,
              orderId: r.orderId,
              orderReference: order?.reference ?? r.orderId,
              buyer: order?.buyer ?? '',
              amount: r.amount,
              method: r.method,
              state: r.state,
              reason: r.reason,
              lastError: r.lastError,
              createdAt: r.createdAt.toISOString(),
              settledAt: r.settledAt?.toISOString() ?? null,
            };
          }),
          ...pageInfo(total, page, REFUNDS_PAGE_SIZE),
        },
      };
    },
  });

  app.route({
    ...routeOf(refundRetryCall),
    handler: async (request) => {
      const siteId = request.site.id;
      const staff = currentUser(request);
      const found = await findSiteRefund(db, siteId, request.body.id);
      if (!found) throw notFound(REFUND_MSG.notFound);
      if (found.state !== 'failed') throw conflict(REFUND_MSG.notFailed);
      // Conditional on still being failed: of two staff retrying together, one sends it.
      const retried = await refunds.retry(siteId, found.id);
      if (!retried) throw conflict(REFUND_MSG.notFailed);
      // The case the failure opened is answered once no refund of the order is failed any more;
      // if the gateway refuses again, the job opens a new one.
      const open = await openRefundCase(db, siteId, found.orderId);
      if (open && !(await otherFailedRefunds(db, siteId, found.orderId, found.id)))
        await resolveAttention(db, siteId, open.id, {
          userId: staff.id,
          resolution: `retry: refund ${found.reference} sent again from the refunds page`,
        });
      return {
        success: true as const,
        data: { id: retried.id, state: retried.state, message: REFUND_MSG.retried },
      };
    },
  });
};
