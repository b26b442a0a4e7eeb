import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers on the fly (brotli, else gzip) when the client accepts it: a priced result page
 * is ~600 KB of JSON. Registered before the web app's static files, which go out precompressed
 * (their content-encoding is already set, so they are left alone), as are the .xlsx downloads (a zip
 * already; mime-db marks them incompressible). Request bodies are not decompressed: no client sends
 * them compressed, and it would let a small body inflate past the body limit's intent.
 */
export const compression = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
});
