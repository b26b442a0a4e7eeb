import { boardingPassText } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { pdf417Png, pdf417Svg } from './boarding-barcode';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const pass = boardingPassText({
  firstName: 'Riya',
  lastName: 'Sharma',
  pnr: 'Q7P2LM',
  origin: 'DEL',
  destination: 'BOM',
  carrier: '6E',
  flightNumber: '2131',
  date: '2026-11-28',
  compartment: 'Y',
  seat: '012A',
  sequence: 7,
});

describe('pdf417Png', () => {
  it('renders a boarding pass as a PNG', async () => {
    const png = await pdf417Png(pass);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(png.length).toBeGreaterThan(200);
  });

  it('rejects empty text with a clear error', async () => {
    await expect(pdf417Png('')).rejects.toThrow('Cannot draw a barcode for empty text');
    await expect(pdf417Png('   ')).rejects.toThrow('Cannot draw a barcode for empty text');
  });

  it('rejects text beyond what PDF417 holds', async () => {
    await expect(pdf417Png('X'.repeat(3000))).rejects.toThrow();
  });
});

describe('pdf417Svg', () => {
  it('renders a boarding pass as an SVG document', () => {
    const svg = pdf417Svg(pass);
    expect(svg).toContain('<svg');
    expect(svg).toContain('</svg>');
  });

  it('throws a clear error for empty text', () => {
    expect(() => pdf417Svg('')).toThrow('Cannot draw a barcode for empty text');
  });
});
