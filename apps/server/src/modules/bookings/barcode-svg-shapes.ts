/**
 * The shapes of a barcode SVG drawn by bwip-js (boarding-barcode.ts): its view box and the path
 * data. The PDF draws them as vector paths, so the barcode stays as sharp as the web's and no
 * raster image is made twice.
 */
export interface BarcodeShapes {
  width: number;
  height: number;
  paths: { d: string; fill: string }[];
}

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** null for an SVG it does not recognise: the ticket is printed without that barcode, never fails. */
export function barcodeShapes(svg: string): BarcodeShapes | null {
  const root = svg.match(/<svg\b[^>]*>/)?.[0];
  const box = root ? attribute(root, 'viewBox')?.split(/\s+/).map(Number) : undefined;
  if (box?.length !== 4 || box.some((n) => !Number.isFinite(n))) return null;
  const [, , width = 0, height = 0] = box;
  const paths = [...svg.matchAll(/<path\b[^>]*>/g)].flatMap(([tag]) => {
    const d = attribute(tag, 'd');
    return d ? [{ d, fill: attribute(tag, 'fill') ?? '#000000' }] : [];
  });
  if (width <= 0 || height <= 0 || paths.length === 0) return null;
  return { width, height, paths };
}
