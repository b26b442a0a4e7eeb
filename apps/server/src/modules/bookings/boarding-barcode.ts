// The package root only has platform conditions (node, browser…) that TypeScript's bundler
// resolution does not pick; './node' is the same Node build with its types.
import bwipjs, { type RenderOptions } from 'bwip-js/node';

/**
 * The ticket barcode is PDF417 (spec §9), as airline boarding passes are (IATA BCBP). Rendered
 * on the server so the e-ticket page, print view and email all carry the same image.
 */

/**
 * Modules 2 px wide. No `height`: for PDF417 it squeezes the whole symbol into that many mm,
 * and 10 gave rows 1.5 modules high; the default row height of 3 modules is what PDF417
 * readers expect.
 */
function options(text: string): RenderOptions {
  if (typeof text !== 'string' || text.trim() === '') {
    throw new Error('Cannot draw a barcode for empty text');
  }
  return { bcid: 'pdf417', text, scale: 2, includetext: false };
}

/** A PNG of the PDF417 symbol; rejects for empty text or text too long for PDF417. */
export async function pdf417Png(text: string): Promise<Buffer> {
  return bwipjs.toBuffer(options(text));
}

/** An SVG document of the PDF417 symbol; throws for empty text or text too long for PDF417. */
export function pdf417Svg(text: string): string {
  return bwipjs.toSVG(options(text));
}
