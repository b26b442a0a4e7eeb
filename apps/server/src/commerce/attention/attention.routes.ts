import { ATTENTION_MSG, attentionActCall, attentionListCall } from '@app/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import { currentUser } from '../../platform/request-context';
import { describeOrders } from '../orders/orders.queries';
import { attentionItems } from './attention.schema';
import { openAttention, resolveAttention } from './attention.service';
import type { AttentionActions } from './attention-actions';

export const attentionRoutes: FastifyPluginAsyncZod<{ db: Db; actions: AttentionActions }> = async (
  app,
  { db, actions },
) => {
  app.route({
    ...routeOf(attentionListCall),
    handler: async (request) => {
      const siteId = request.site.id;
      const items = await openAttention(db, siteId);
      const about = await describeOrders(db, siteId, [...new Set(items.map((i) => i.orderId))]);
      return {
        success: true as const,
        data: {
          items: items.map((item) => {
            const order = about.get(item.orderId);
            return {
              id: item.id,
              orderId: item.orderId,
              orderReference: order?.reference ?? item.orderId,
              kind: item.kind,
              summary: item.summary,
              tried: item.tried,
              actions: item.actions,
              amount: order?.amount ?? 0,
              paymentMethod: order?.paymentMethod ?? 'wallet',
              openedAt: item.openedAt.toISOString(),
            };
          }),
        },
      };
    },
  });

  app.route({
    ...routeOf(attentionActCall),
    handler: async (request) => {
      const siteId = request.site.id;
      const staff = currentUser(request);
      const { id, action, note, pnr } = request.body;
      const [item] = await db
        .select()
        .from(attentionItems)
        .where(
          and(
            eq(attentionItems.id, id),
            eq(attentionItems.siteId, siteId),
            isNull(attentionItems.resolvedAt),
          ),
        );
      if (!item) throw notFound(ATTENTION_MSG.notFound);
      if (!item.actions.includes(action)) throw conflict(ATTENTION_MSG.notOffered);
      let message: string = ATTENTION_MSG.resolved;
      if (action === 'retry') {
        if ((await actions.retryRefunds(siteId, item.orderId)) === 0)
          throw conflict(ATTENTION_MSG.nothingToRetry);
        message = ATTENTION_MSG.retried;
      } else if (action === 'markTicketed') {
        if ((await actions.markFulfilled(siteId, item.orderId, pnr ?? '')) === 0)
          throw conflict(ATTENTION_MSG.nothingToMark);
        message = ATTENTION_MSG.markedTicketed;
      } else if (action === 'refund') {
        await actions.refundWhole(siteId, item.orderId, note, staff.id);
        message = ATTENTION_MSG.refunded;
      }
      // Closed with what was done; if the retry fails again its job opens a new case.
      const closed = await resolveAttention(db, siteId, id, {
        userId: staff.id,
        resolution: `${action}: ${note}`,
      });
      if (!closed) throw notFound(ATTENTION_MSG.notFound);
      return { success: true as const, data: { id, message } };
    },
  });
};
