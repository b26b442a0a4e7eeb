import type { Segment, TicketDetail, TicketPassenger } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { barcodeShapes } from './barcode-svg-shapes';
import { pdf417Svg } from './boarding-barcode';
import { printedTime, renderETicketPdf } from './e-ticket-pdf';

const segment: Segment = {
  airlineName: 'IndiGo Airlines',
  airlineCode: '6E',
  flightNumber: '2135',
  fareClass: 'R',
  originAirportCode: 'DEL',
  originAirportName: 'Indira Gandhi International',
  originCityName: 'Delhi',
  originTerminal: '1',
  destinationAirportCode: 'BOM',
  destinationAirportName: 'Chhatrapati Shivaji Maharaj International',
  destinationCityName: 'Mumbai',
  destinationCityCode: 'BOM',
  destinationTerminal: '2',
  departureTime: '2026-12-01T07:10:00',
  arrivalTime: '2026-12-01T09:25:00',
  duration: 135,
  groundTime: 0,
  flightStatus: 'Confirmed',
  baggage: '15 KG',
  cabinBaggage: '7 KG',
  airlinePnr: null,
  operatingCarrier: '6E',
  craft: 'A320',
  stopPoint: '',
  stopPointArrivalTime: null,
  stopPointDepartureTime: null,
};

const passenger = (index: number, firstName: string): TicketPassenger => ({
  index,
  title: 'Mr',
  firstName,
  lastName: 'Mehta',
  paxType: 1,
  ticketNumber: `098765432${index}`,
  baggage: '15 KG',
  cabinBaggage: '7 KG',
  barcodes: [{ segmentIndex: 0, svg: pdf417Svg(`M1MEHTA/${firstName} EQX7K2P DELBOM6E 2135 335R00001 100`) }],
  cancelledSegments: [],
});

const ticket: TicketDetail = {
  bookingId: 'b1',
  orderReference: 'FLD-26-000042',
  pnr: 'QX7K2P',
  status: 'ticketed',
  facts: { state: 'fulfilled', asked: null, cancelled: 'none', declined: null, refunds: [] },
  createdAt: '2026-11-20T10:00:00.000Z',
  invoiceCreatedOn: null,
  isLcc: true,
  isDomestic: true,
  isRefundable: false,
  airlineRemark: 'Web check-in opens 48 hours before departure.',
  airlineName: 'IndiGo Airlines',
  segments: [segment],
  passengers: [passenger(0, 'Arjun'), passenger(1, 'Kabir'), passenger(2, 'Riya')],
  priceHidden: true,
  contact: null,
  baggages: [],
  meals: [],
  fareRules: [],
  supplierError: null,
  canEdit: { markup: false, discount: false, txnFee: false },
  canEmail: false,
  site: { companyName: 'Flight Deals Pvt Ltd', logoUrl: null, adminContact: null, adminEmail: null },
};

const site = { brandingLabel: 'Flight Deals', primaryColor: '#1565c0', secondaryColor: '#ff8f00' };

const textOf = pdfText;

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('renderETicketPdf', () => {
  it('makes a valid PDF with a page per passenger, the PNR and order reference on each', async () => {
    const pdf = await renderETicketPdf(ticket, site);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pageCount(pdf)).toBe(3);
    const text = textOf(pdf);
    expect(text.match(/QX7K2P/g)?.length).toBe(3);
    expect(text).toContain('FLD-26-000042');
    for (const name of ['Mr Arjun Mehta (Adult)', 'Mr Kabir Mehta (Adult)', 'Mr Riya Mehta (Adult)'])
      expect(text).toContain(name);
  });

  it('prints the itinerary in airport-local time, the baggage, the fare conditions and the site’s name', async () => {
    const pdf = await renderETicketPdf({ ...ticket, passengers: [passenger(0, 'Arjun')] }, site);
    // Digits are drawn in runs of their own ('01 ' then 'Dec 2026, 07:10'): read the runs as one.
    const text = textOf(pdf).replaceAll('\n', '');
    for (const expected of [
      'Delhi (DEL)',
      'Mumbai (BOM)',
      '01 Dec 2026, 07:10',
      '6E-2135',
      'Check-in 15 KG',
      'Non-refundable',
      'Airline: Web check-in opens 48 hours before departure.',
      'Flight Deals',
    ])
      expect(text).toContain(expected);
  });

  it('says what the ticket is now: confirmed, or cancelled for a traveller and in large once whole (decision 0058)', async () => {
    const confirmed = textOf(
      await renderETicketPdf({ ...ticket, passengers: [passenger(0, 'Arjun')] }, site),
    );
    expect(confirmed).toContain('Confirmed');
    expect(confirmed).not.toContain('ancelled');
    const cancelled = await renderETicketPdf(
      {
        ...ticket,
        status: 'cancelled',
        facts: { ...ticket.facts, state: 'cancelled', cancelled: 'all' },
        passengers: [{ ...passenger(0, 'Arjun'), barcodes: [], cancelledSegments: [0] }],
      },
      site,
    );
    const text = textOf(cancelled).replaceAll('\n', '');
    expect(text).toContain('Ticket cancelled');
    // The status where the PNR is, and the flight in the itinerary.
    expect(text.match(/Cancelled/g)?.length).toBe(2);
  });

  it('draws the boarding barcode as vector paths', async () => {
    const one = await renderETicketPdf({ ...ticket, passengers: [passenger(0, 'Arjun')] }, site);
    const none = await renderETicketPdf(
      { ...ticket, passengers: [{ ...passenger(0, 'Arjun'), barcodes: [] }] },
      site,
    );
    // The symbol's hundreds of bars make the page's drawing far longer than the text alone.
    const drawn = (pdf: Buffer) => textOf(pdf).length + pdf.length;
    expect(drawn(one)).toBeGreaterThan(drawn(none) + 1_000);
  });
});

describe('barcodeShapes', () => {
  it('reads the view box and paths of a bwip-js SVG, and nothing of anything else', () => {
    const shapes = barcodeShapes(pdf417Svg('M1TEST/PAX EABC123 DELBOM6E 2135 335R00001 100'));
    expect(shapes?.width).toBeGreaterThan(0);
    expect(shapes?.paths[0]?.d).toMatch(/^M\d/);
    expect(barcodeShapes('<svg><rect/></svg>')).toBeNull();
    expect(barcodeShapes('not svg')).toBeNull();
  });
});

describe('printedTime', () => {
  it('prints an airport-local time as it is, never shifted to another zone', () => {
    expect(printedTime('2026-12-01T07:10:00')).toBe('01 Dec 2026, 07:10');
    expect(printedTime('2027-01-31T23:55:00')).toBe('31 Jan 2027, 23:55');
    expect(printedTime('soon')).toBe('soon');
  });
});
