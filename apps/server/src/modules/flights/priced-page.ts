import { createGzip, constants as zlib } from 'node:zlib';
import type { FlightPriceData, FlightResult } from '@app/contracts';
import { afterThisTurn } from '../../platform/after-this-turn';
import type { SupplierFare } from '../../suppliers/flight-supplier';

/** Fares priced and written as JSON at a time before the next piece: ~100 KB of JSON. */
const FARES_PER_PIECE = 64;

type Page = Omit<FlightPriceData, 'results'> & { results: SupplierFare[][] };

/**
 * The text of `{ success: true, data }` exactly as JSON.stringify writes it (keys in the order of
 * FlightPriceData), in pieces of FARES_PER_PIECE fares, each priced as its piece is written.
 */
export function* pageJson(page: Page, price: (fare: SupplierFare) => FlightResult): Generator<string> {
  const { searchId, searchBy, results, expiresAt } = page;
  yield `{"success":true,"data":{"searchId":${JSON.stringify(searchId)},"searchBy":${JSON.stringify(searchBy)},"results":[`;
  for (const [l, list] of results.entries()) {
    yield l === 0 ? '[' : ',[';
    for (let from = 0; from < list.length; from += FARES_PER_PIECE) {
      const piece = list.slice(from, from + FARES_PER_PIECE).map((fare) => JSON.stringify(price(fare)));
      yield (from === 0 ? '' : ',') + piece.join(',');
    }
    yield ']';
  }
  yield `],"expiresAt":${JSON.stringify(expiresAt)}}}`;
}

/**
 * The pieces gzipped as they come, on libuv's thread pool: one piece is compressed while the event
 * loop prices and writes the next, and between pieces the loop answers other requests, so a page of
 * 1,000 fares never holds it for long.
 */
export async function gzipPieces(pieces: Iterable<string>): Promise<Buffer> {
  const gzip = createGzip({ level: zlib.Z_BEST_SPEED });
  const out: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    gzip.once('end', resolve);
    gzip.once('error', reject);
  });
  for (const piece of pieces) {
    gzip.write(piece);
    await afterThisTurn();
  }
  gzip.end();
  await ended;
  return Buffer.concat(out);
}
