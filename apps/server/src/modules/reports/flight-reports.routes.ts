import {
  exportSupplierReportCall,
  flightTransactionsCall,
  SUPPLIER_REPORT_FILE_NAME,
  supplierReportCall,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { currentUser } from '../../platform/request-context';
import { sendWorkbook } from '../../platform/xlsx-download';
import { createFlightTransactions } from './flight-transactions.service';
import { supplierBookingBatches } from './supplier-report.queries';
import { createSupplierReport } from './supplier-report.service';
import { writeSupplierReportSheet } from './supplier-report-sheet';

/**
 * /flight/transaction and /flight/supplierReport (decision 0044). The site comes from the request,
 * never the body; a buyer's transactions are the caller's own.
 */
export const flightReportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const transactions = createFlightTransactions({ db });
  const supplierReport = createSupplierReport({ db });

  app.route({
    ...routeOf(flightTransactionsCall),
    handler: async (request) => ({
      success: true as const,
      data: await transactions.mine(currentUser(request), request.body),
    }),
  });

  app.route({
    ...routeOf(supplierReportCall),
    handler: async (request) => ({
      success: true as const,
      data: await supplierReport.report(request.site.id, request.body),
    }),
  });

  app.route({
    ...routeOf(exportSupplierReportCall),
    handler: async (request, reply) => {
      const siteId = request.site.id;
      // The totals go last in the sheet but are read first: one aggregate, then the rows streamed.
      const { locale, ...summary } = await supplierReport.summary(siteId, request.query);
      return sendWorkbook(request, reply, SUPPLIER_REPORT_FILE_NAME, (out) =>
        writeSupplierReportSheet(out, summary, supplierBookingBatches(db, siteId, request.query), locale),
      );
    },
  });
};
