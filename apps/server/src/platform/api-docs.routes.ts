import { apiDocsCall, CALLS_BY_AREA, openApiDocumentCall } from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { API_DOCS_POLICY, apiDocsHtml } from './api-docs';
import { routeOf } from './calls';
import { openApiDocument } from './openapi';

/** GET /api/openapi.json and GET /api/docs: the registry as OpenAPI 3, and as a page to read. */
export const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  // Built once: the registry cannot change while the process runs.
  const document = openApiDocument(CALLS_BY_AREA, { title: 'Travel platform API', version: '1' });
  const page = apiDocsHtml(document);

  app.route({ ...routeOf(openApiDocumentCall), handler: async () => document });
  app.route({
    ...routeOf(apiDocsCall),
    handler: async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('content-security-policy', API_DOCS_POLICY).send(page),
  });
};
