import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const headersOf = (reply: FastifyReply, fileName: string) =>
  reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');

/**
 * Sends a workbook as it is written (rows leave batch by batch, memory stays flat). Headers leave
 * with the first byte, so the workbook is written only once send() holds the stream; a failure
 * midway ends the download broken rather than quietly short.
 */
export function sendWorkbook(
  request: FastifyRequest,
  reply: FastifyReply,
  fileName: string,
  write: (out: Writable) => Promise<void>,
) {
  const out = new PassThrough();
  headersOf(reply, fileName);
  write(out).catch((error: unknown) => {
    request.log.error({ err: error }, `${fileName} export failed`);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.send(out);
}

/** Sends a workbook already in memory (small sheets: a template, one report). */
export const sendSheet = (reply: FastifyReply, fileName: string, file: Buffer) =>
  headersOf(reply, fileName).send(file);
