import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows: every content stream inflated, and the strings its text operators draw
 * (pdfkit writes the standard fonts' text as hex of WinAnsi codes) decoded, a line per run.
 * Digits are often drawn in runs of their own: join the lines to read a figure whole.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n/g)].map((m) => {
    const start = (m.index ?? 0) + m[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return bytes.toString('latin1');
    }
  });
  const lines = streams.flatMap((s) =>
    [...s.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)].map(([, block = '']) =>
      [...block.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, hex = '']) => Buffer.from(hex, 'hex').toString('latin1'))
        .join(''),
    ),
  );
  return lines.join('\n');
}
