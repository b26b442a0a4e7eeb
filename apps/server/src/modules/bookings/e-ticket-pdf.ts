import {
  cancelledLine,
  extraLines,
  fareConditionLines,
  itemStanding,
  PAX_TYPES,
  type Segment,
  segmentsCancelledForAll,
  type TicketDetail,
  type TicketPassenger,
} from '@app/contracts';
import {
  Document,
  Image,
  Page,
  Path,
  renderToBuffer,
  StyleSheet,
  Svg,
  Text,
  View,
} from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import type { MailAttachment } from '../../platform/mailer';
import type { SiteRow } from '../site/site.schema';
import { barcodeShapes } from './barcode-svg-shapes';
import type { BookingDetailsService } from './booking-details.service';
import type { FlightBookingRow } from './bookings.schema';
import { ticketSlugOf } from './order-mail-parts';

/**
 * The e-ticket as a PDF (decision 0030), for the confirmation and e-ticket mails: one page per passenger like the
 * printed e-ticket, in the site's name and colours. No prices: a forwarded PDF shows what a link
 * holder sees. The server has no JSX build step, so elements are made with createElement.
 */

/**
 * Who issues the ticket, as it shows them: the site's brand name and colours, and its address,
 * contact and logo — or, for an agent who issues tickets in its own name, the agency's (decision 0045).
 */
export type ETicketSite = Pick<SiteRow, 'brandingLabel' | 'primaryColor' | 'secondaryColor'> & {
  address?: string | null;
  /** e-mail and phone as one line */
  contact?: string | null;
  /** a PNG or JPEG data URL */
  logo?: string | null;
};

const PAX_LABEL: Record<number, string> = {
  [PAX_TYPES.ADT]: 'Adult',
  [PAX_TYPES.CHD]: 'Child',
  [PAX_TYPES.INF]: 'Infant',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An airport-local time as printed ('2026-12-01T06:05:00' → '01 Dec 2026, 06:05'), never shifted. */
export function printedTime(local: string): string {
  const m = local.match(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/);
  if (!m) return local;
  const [, year, month, day, hour, minute] = m;
  return `${day} ${MONTHS[Number(month) - 1] ?? month} ${year}, ${hour}:${minute}`;
}

const hours = (minutes: number) => `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;

const styles = StyleSheet.create({
  page: { padding: 32, fontSize: 10, fontFamily: 'Helvetica', color: '#222222' },
  band: { padding: 12, marginBottom: 14, flexDirection: 'row', justifyContent: 'space-between' },
  brand: { fontSize: 16, fontFamily: 'Helvetica-Bold', color: '#ffffff' },
  bandNote: { fontSize: 10, color: '#ffffff' },
  refs: { flexDirection: 'row', marginBottom: 14 },
  ref: { marginRight: 28 },
  label: { fontSize: 8, color: '#666666', marginBottom: 2 },
  big: { fontSize: 14, fontFamily: 'Helvetica-Bold' },
  heading: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginTop: 10, marginBottom: 6, paddingBottom: 3 },
  segment: { flexDirection: 'row', marginBottom: 8 },
  end: { width: '40%' },
  middle: { width: '20%', textAlign: 'center', color: '#555555' },
  bold: { fontFamily: 'Helvetica-Bold' },
  line: { marginBottom: 3 },
  barcode: { marginTop: 6, marginBottom: 4 },
  small: { fontSize: 8, color: '#555555', marginBottom: 2 },
  issuer: { flexDirection: 'row', alignItems: 'center', marginTop: -8, marginBottom: 12 },
  logo: { maxHeight: 32, maxWidth: 120, marginRight: 10 },
});

/** The issuer's logo, address and contact under the band: how a traveller reaches whoever sold the trip. */
function issuerLine(site: ETicketSite) {
  if (!site.logo && !site.address && !site.contact) return null;
  return h(
    View,
    { style: styles.issuer },
    site.logo ? h(Image, { style: styles.logo, src: site.logo }) : null,
    h(
      View,
      null,
      site.address ? h(Text, { style: styles.small }, site.address) : null,
      site.contact ? h(Text, { style: styles.small }, `Contact: ${site.contact}`) : null,
    ),
  );
}

function segmentRow(s: Segment, i: number, cancelled: boolean) {
  return h(
    View,
    { key: `segment-${i}`, style: styles.segment, wrap: false },
    h(
      View,
      { style: styles.end },
      h(Text, { style: styles.bold }, `${s.originCityName} (${s.originAirportCode})`),
      h(Text, null, printedTime(s.departureTime)),
      h(
        Text,
        { style: styles.small },
        `${s.originAirportName}${s.originTerminal ? `, T${s.originTerminal}` : ''}`,
      ),
    ),
    h(
      View,
      { style: styles.middle },
      h(Text, null, `${s.airlineCode}-${s.flightNumber}`),
      h(Text, { style: styles.small }, `${hours(s.duration)} · class ${s.fareClass}`),
      cancelled ? h(Text, { style: styles.bold }, 'Cancelled') : null,
    ),
    h(
      View,
      { style: styles.end },
      h(Text, { style: styles.bold }, `${s.destinationCityName} (${s.destinationAirportCode})`),
      h(Text, null, printedTime(s.arrivalTime)),
      h(
        Text,
        { style: styles.small },
        `${s.destinationAirportName}${s.destinationTerminal ? `, T${s.destinationTerminal}` : ''}`,
      ),
    ),
  );
}

function barcode(svg: string, i: number) {
  const shapes = barcodeShapes(svg);
  if (!shapes) return null;
  // About 7 cm wide, as on the printed ticket; the height keeps the symbol's proportions.
  const width = 200;
  return h(
    Svg,
    {
      key: `barcode-${i}`,
      style: styles.barcode,
      width,
      height: (width * shapes.height) / shapes.width,
      viewBox: `0 0 ${shapes.width} ${shapes.height}`,
    },
    ...shapes.paths.map((p, i) => h(Path, { key: i, d: p.d, fill: p.fill })),
  );
}

function passengerPage(ticket: TicketDetail, pax: TicketPassenger, site: ETicketSite) {
  const rule = { borderBottomWidth: 1, borderBottomColor: site.secondaryColor };
  const heading = (text: string) => h(Text, { style: [styles.heading, rule] }, text);
  const extras = extraLines(ticket, pax.index, false);
  // What the ticket is now (decision 0058): a cancelled one says so where the PNR is.
  const standing = itemStanding(ticket.facts);
  const cancelledForAll = segmentsCancelledForAll(ticket);
  const cancelled = cancelledLine(ticket.segments, pax);
  return h(
    Page,
    { key: pax.index, size: 'A4', style: styles.page },
    h(
      View,
      { style: [styles.band, { backgroundColor: site.primaryColor }] },
      h(Text, { style: styles.brand }, site.brandingLabel),
      h(Text, { style: styles.bandNote }, `E-ticket · ${ticket.airlineName}`),
    ),
    issuerLine(site),
    h(
      View,
      { style: styles.refs },
      h(
        View,
        { style: styles.ref },
        h(Text, { style: styles.label }, 'PNR'),
        h(Text, { style: styles.big }, ticket.pnr),
      ),
      h(
        View,
        { style: styles.ref },
        h(Text, { style: styles.label }, 'Order reference'),
        h(Text, { style: styles.big }, ticket.orderReference),
      ),
      h(
        View,
        { style: styles.ref },
        h(Text, { style: styles.label }, 'Status'),
        h(Text, standing.state === 'cancelled' ? { style: styles.big } : null, standing.label),
      ),
    ),
    heading('Itinerary'),
    ...ticket.segments.map((s, i) => segmentRow(s, i, cancelledForAll.has(i))),
    heading('Passenger'),
    h(
      Text,
      { style: [styles.line, styles.bold] },
      `${pax.title} ${pax.firstName} ${pax.lastName} (${PAX_LABEL[pax.paxType] ?? 'Passenger'})`,
    ),
    pax.ticketNumber ? h(Text, { style: styles.line }, `Ticket number ${pax.ticketNumber}`) : null,
    cancelled ? h(Text, { style: [styles.line, styles.bold] }, cancelled) : null,
    heading('Baggage'),
    h(
      Text,
      { style: styles.line },
      `Check-in ${pax.baggage || 'as per airline policy'} · Cabin ${pax.cabinBaggage || 'as per airline policy'}`,
    ),
    // Keys are unique among the page's children, which these lists share.
    ...extras.map((text, i) => h(Text, { key: `extra-${i}`, style: styles.line }, text)),
    pax.barcodes.length > 0 ? heading('Boarding barcode') : null,
    ...pax.barcodes.map((b, i) => barcode(b.svg, i)),
    heading('Fare conditions'),
    ...fareConditionLines(ticket).map((text, i) => h(Text, { key: `rule-${i}`, style: styles.small }, text)),
  );
}

/** The ticket's document: a page per passenger. */
export function eTicketDocument(ticket: TicketDetail, site: ETicketSite): ReactElement {
  return h(
    Document,
    {
      title: `E-ticket ${ticket.pnr}`,
      author: site.brandingLabel,
      creator: site.brandingLabel,
      producer: site.brandingLabel,
    },
    ...ticket.passengers.map((pax) => passengerPage(ticket, pax, site)),
  );
}

export async function renderETicketPdf(ticket: TicketDetail, site: ETicketSite): Promise<Buffer> {
  return renderToBuffer(eTicketDocument(ticket, site) as Parameters<typeof renderToBuffer>[0]);
}

/**
 * A leg's e-ticket as a mail attachment, as a link holder sees it (no prices), in its issuer's name;
 * null when the leg has no PNR to print.
 */
export async function eTicketAttachment(
  tickets: BookingDetailsService,
  site: SiteRow,
  leg: FlightBookingRow,
  issuer: ETicketSite,
): Promise<MailAttachment | null> {
  const slug = ticketSlugOf(leg);
  if (!slug) return null;
  const ticket = await tickets.ticketDetail(site, null, slug);
  return {
    filename: `e-ticket-${leg.pnr}.pdf`,
    content: await renderETicketPdf(ticket, issuer),
    contentType: 'application/pdf',
  };
}
