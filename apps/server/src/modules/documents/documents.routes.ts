import {
  getAgentBrandingCall,
  gstInvoiceCall,
  gstInvoiceFileName,
  setAgentBrandingCall,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { currentUser } from '../../platform/request-context';
import { agentBrandingOf, saveAgentBranding } from './document-brand';
import type { Invoices } from './invoices.service';

/** The GST invoice download and an agent's choice of documents in its agency's name (decision 0045). */
export const documentRoutes: FastifyPluginAsyncZod<{ db: Db; invoices: Invoices }> = async (
  app,
  { db, invoices },
) => {
  app.route({
    ...routeOf(gstInvoiceCall),
    handler: async (request, reply) => {
      const { invoice, pdf } = await invoices.download(
        request.site,
        currentUser(request),
        request.query.reference,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${gstInvoiceFileName(invoice.number)}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });

  app.route({
    ...routeOf(getAgentBrandingCall),
    handler: async (request) => ({
      success: true as const,
      data: await agentBrandingOf(db, currentUser(request).id),
    }),
  });

  app.route({
    ...routeOf(setAgentBrandingCall),
    handler: async (request) => {
      await saveAgentBranding(db, request.site.id, currentUser(request).id, request.body);
      return { success: true as const };
    },
  });
};
