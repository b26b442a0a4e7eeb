import { decodeTicketSlug } from '@app/contracts';
import { matchPath } from 'react-router';
import { requestFromQuery, routeLabel } from '../features/flights/search-url';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-12-07' → '7 Dec': short enough for a tab. */
export function shortDate(isoDate: string): string {
  const [, month = 0, day = 0] = isoDate.slice(0, 10).split('-').map(Number);
  const name = MONTHS[month - 1];
  return name && day ? `${day} ${name}` : '';
}

type NameFromAddress = (params: Record<string, string | undefined>, query: URLSearchParams) => string | null;

/**
 * Pages whose address says more than their heading (the results' dates), or that have no heading to
 * name them (the e-ticket, logging out). Every other page is named by its heading (PageTitle).
 */
const ADDRESS_NAMES: readonly [pattern: string, name: NameFromAddress][] = [
  [
    '/flight/searchResult/:searchId',
    (_params, query) => {
      const search = requestFromQuery(query);
      if (!search) return null;
      const dates = search.segments.map((s) => shortDate(s.preferredDepartureTime));
      const first = dates[0];
      const last = dates.at(-1);
      const when = search.segments.length > 1 && last !== first ? `${first} – ${last}` : first;
      return `${routeLabel(search)}, ${when}`;
    },
  ],
  [
    '/flight/eTicket/:slug',
    ({ slug }) => {
      const pnr = decodeTicketSlug(slug ?? '')?.pnr;
      return pnr ? `E-ticket ${pnr}` : 'E-ticket';
    },
  ],
  [
    '/flight/fixedDeparture/print/:slug',
    ({ slug }) => {
      const pnr = decodeTicketSlug(slug ?? '')?.pnr;
      return pnr ? `Fixed departure ticket ${pnr}` : 'Fixed departure ticket';
    },
  ],
  ['/logout', () => 'Logging out'],
];

/** The name the address gives the page, or null when its heading names it. */
export function pageNameFromAddress(pathname: string, search: string): string | null {
  for (const [pattern, name] of ADDRESS_NAMES) {
    const match = matchPath(pattern, pathname);
    if (match) return name(match.params, new URLSearchParams(search));
  }
  return null;
}
