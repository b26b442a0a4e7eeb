import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built React app under /app. Any /app path that is not a file gets index.html, so the
 * client router owns deep links; hashed assets are cached for a year, index.html never.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string | undefined) {
  app.get('/', (_request, reply) => reply.redirect('/app/'));
  if (!distDir || !existsSync(path.join(distDir, 'index.html'))) {
    app.get('/app/*', (_request, reply) =>
      reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm start` (or `npm run build`).'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/app/',
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html');
  app.get('/app', sendIndex);
  app.get('/app/*', (request, reply) => {
    // Missing assets must 404, not answer HTML that the browser would try to run as a script.
    if (/\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0]!)) return reply.callNotFound();
    return sendIndex(request, reply);
  });
}
