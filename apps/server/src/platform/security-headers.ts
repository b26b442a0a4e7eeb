import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NON_DOCUMENT_POLICY } from './content-security-policy';

/** A year, without includeSubDomains: a site's domain may have subdomains we do not serve. */
const HSTS = 'max-age=31536000';

/**
 * Security headers on every response (API, assets, errors and 404s alike). The web app's page
 * replaces the Content-Security-Policy with its site's own (web-app.ts); everything else is never a
 * document that loads anything, so its policy allows nothing.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: NON_DOCUMENT_POLICY },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      // Google's sign-in button may open its popup and hear back from it.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // Over plain HTTP the header means nothing and could pin a development host: set below.
      strictTransportSecurity: false,
    });
    // request.protocol honours X-Forwarded-Proto only from a trusted proxy (trustProxy).
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
