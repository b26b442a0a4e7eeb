import {
  exportGatewayTransactionsCall,
  GATEWAY_TRANSACTIONS_FILE_NAME,
  gatewayTransactionsCall,
  myOrderPaymentsCall,
  myPaymentsCall,
  myRefundsCall,
  pendingPaymentsCall,
  refreshPaymentCall,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderContextOf } from '../../commerce/orders/checkout.routes';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { currentUser } from '../../platform/request-context';
import { sendWorkbook } from '../../platform/xlsx-download';
import { auditBy } from '../audit/audit';
import { siteLocaleOf } from '../site/site-days';
import { gatewayEntryBatches } from './payment-records.queries';
import type { PaymentRecords } from './payment-records.service';
import { writeGatewayTransactionsSheet } from './payment-records-sheet';

/** The payment-gateway screens' calls (issue 16): the site comes from the request, never the body. */
export const paymentRecordRoutes: FastifyPluginAsyncZod<{ db: Db; records: PaymentRecords }> = async (
  app,
  { db, records },
) => {
  app.route({
    ...routeOf(gatewayTransactionsCall),
    handler: async (request) => ({
      success: true as const,
      data: await records.transactions(request.site.id, request.body),
    }),
  });

  app.route({
    ...routeOf(exportGatewayTransactionsCall),
    handler: async (request, reply) => {
      const siteId = request.site.id;
      const locale = await siteLocaleOf(db, siteId);
      return sendWorkbook(request, reply, GATEWAY_TRANSACTIONS_FILE_NAME, (out) =>
        writeGatewayTransactionsSheet(out, gatewayEntryBatches(db, siteId, request.query), locale),
      );
    },
  });

  app.route({
    ...routeOf(pendingPaymentsCall),
    handler: async (request) => ({
      success: true as const,
      data: await records.pending(request.site.id, request.body.page),
    }),
  });

  app.route({
    ...routeOf(refreshPaymentCall),
    handler: async (request) => ({
      success: true as const,
      data: await records.refresh(
        request.site.id,
        auditBy(request),
        request.body.paymentId,
        await orderContextOf(db, request),
      ),
    }),
  });

  app.route({
    ...routeOf(myPaymentsCall),
    handler: async (request) => ({
      success: true as const,
      data: await records.mine(currentUser(request), request.body.page),
    }),
  });

  app.route({
    ...routeOf(myRefundsCall),
    handler: async (request) => ({
      success: true as const,
      data: await records.myRefunds(currentUser(request), request.body),
    }),
  });

  app.route({
    ...routeOf(myOrderPaymentsCall),
    handler: async (request) => ({
      success: true as const,
      data: await records.myOrder(currentUser(request), request.body.orderId),
    }),
  });
};
