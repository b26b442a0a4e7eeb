import type { TicketDetail, TicketPassenger } from '@app/contracts';
import { escapeHtml, extraLines, PAX_TYPE_NAMES } from '@app/contracts';
import { formatClock, formatDisplayDate, formatRupees } from '../flights/format';
import { paxName } from './ETicketPassenger';
import { fareLines } from './e-ticket-lines';

const CELL = 'padding:4px 8px;border-bottom:1px solid #e0e0e0;text-align:left;vertical-align:top';

export interface TicketMailOptions {
  hidePrice: boolean;
  /** only this passenger, as the page's pax query does */
  paxIndex: number | null;
}

export const visiblePassengers = (ticket: TicketDetail, paxIndex: number | null): TicketPassenger[] =>
  paxIndex === null ? ticket.passengers : ticket.passengers.filter((p) => p.index === paxIndex);

/**
 * The e-ticket as an email body. Mail clients drop style sheets and SVG, so everything is inline
 * and the barcode stays on the web ticket, which the mail links to.
 */
export function eTicketMail(ticket: TicketDetail, options: TicketMailOptions, ticketUrl: string) {
  const e = escapeHtml;
  const passengers = visiblePassengers(ticket, options.paxIndex);
  const fare = options.hidePrice ? undefined : ticket.fare;
  const subject = `E-ticket ${ticket.pnr} - ${ticket.site.companyName}`;
  const segmentRows = ticket.segments
    .map(
      (s) =>
        `<tr><td style="${CELL}">${e(`${s.airlineName} ${s.airlineCode}-${s.flightNumber}`)}</td>` +
        `<td style="${CELL}">${e(`${s.originCityName} (${s.originAirportCode}) T${s.originTerminal || '-'}`)}<br>${e(`${formatDisplayDate(s.departureTime)} ${formatClock(s.departureTime)}`)}</td>` +
        `<td style="${CELL}">${e(`${s.destinationCityName} (${s.destinationAirportCode}) T${s.destinationTerminal || '-'}`)}<br>${e(`${formatDisplayDate(s.arrivalTime)} ${formatClock(s.arrivalTime)}`)}</td></tr>`,
    )
    .join('');
  const extrasOf = (p: TicketPassenger) => extraLines(ticket, p.index, fare !== undefined);
  const paxRows = passengers
    .map(
      (p) =>
        `<tr><td style="${CELL}">${e(paxName(p))}</td><td style="${CELL}">${e(PAX_TYPE_NAMES[p.paxType] ?? '')}</td>` +
        `<td style="${CELL}">${e(p.ticketNumber ?? 'pending')}</td>` +
        `<td style="${CELL}">${[p.baggage, ...extrasOf(p)].map(e).join('<br>')}</td></tr>`,
    )
    .join('');
  const fareRows = fare
    ? fareLines(fare)
        .map(
          (l) =>
            `<tr><td style="${CELL}${l.kind === 'total' ? ';font-weight:bold' : ''}">${e(l.label)}</td>` +
            `<td style="${CELL};text-align:right${l.kind === 'total' ? ';font-weight:bold' : ''}">${l.kind === 'discount' ? '- ' : ''}${e(formatRupees(l.amount))}</td></tr>`,
        )
        .join('')
    : '';
  // Mail has no page address to resolve a relative logo against; the server keeps our own images only.
  const logo = ticket.site.logoUrl
    ? `<img src="${e(new URL(ticket.site.logoUrl, ticketUrl).toString())}" alt="" style="max-height:48px;vertical-align:middle;margin-right:8px">`
    : '';
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;color:#212121;max-width:640px">',
    `<p style="font-size:20px;font-weight:bold;margin:0 0 12px">${logo}${e(ticket.site.companyName)}</p>`,
    `<p style="margin:0 0 12px">E-ticket · PNR <b>${e(ticket.pnr)}</b> · Booking ${e(ticket.orderReference)} · ${e(ticket.status)}</p>`,
    `<table style="border-collapse:collapse;width:100%;margin-bottom:12px">${segmentRows}</table>`,
    `<table style="border-collapse:collapse;width:100%;margin-bottom:12px"><tr><th style="${CELL}">Passenger</th><th style="${CELL}">Type</th><th style="${CELL}">Ticket</th><th style="${CELL}">Baggage and extras</th></tr>${paxRows}</table>`,
    fareRows
      ? `<table style="border-collapse:collapse;width:100%;margin-bottom:12px">${fareRows}</table>`
      : '',
    `<p><a href="${e(ticketUrl)}">View and print your e-ticket with boarding barcodes</a></p>`,
    ticket.site.adminEmail || ticket.site.adminContact
      ? `<p style="color:#616161;font-size:12px">Support: ${e([ticket.site.adminEmail, ticket.site.adminContact].filter(Boolean).join(' · '))}</p>`
      : '',
    '</div>',
  ].join('');
  const text = [
    `${ticket.site.companyName} e-ticket`,
    `PNR ${ticket.pnr}, booking ${ticket.orderReference}, ${ticket.status}`,
    ...ticket.segments.map(
      (s) =>
        `${s.airlineCode}-${s.flightNumber} ${s.originAirportCode} ${s.departureTime.replace('T', ' ').slice(0, 16)} → ${s.destinationAirportCode} ${s.arrivalTime.replace('T', ' ').slice(0, 16)}`,
    ),
    ...passengers.flatMap((p) => [
      `${paxName(p)}: ticket ${p.ticketNumber ?? 'pending'}`,
      ...extrasOf(p).map((line) => `  ${line}`),
    ]),
    ...(fare ? [`Total: ${formatRupees(fare.totalPayable)}`] : []),
    `E-ticket: ${ticketUrl}`,
  ].join('\n');
  return { subject, text, html };
}
