/**
 * The readable reference of an order (decision 0024): the site's short code, the two-digit year
 * and a six-digit sequence of that site and year — 'FLD-26-000042'. People quote it on the phone
 * and in mails; the internal order id stays the gateway's merchant transaction id.
 */
export function formatOrderReference(shortCode: string, year: number, sequence: number): string {
  const yy = String(year % 100).padStart(2, '0');
  return `${shortCode}-${yy}-${String(sequence).padStart(6, '0')}`;
}

export const ORDER_REFERENCE_PATTERN = /^[A-Z]{2,6}-\d{2}-\d{6,}$/;

/** A new site's short code from its name: the first three letters, upper-case ('Flight Deals' → 'FLI'). */
export function siteShortCode(companyName: string): string {
  const letters = companyName.replace(/[^A-Za-z]/g, '').toUpperCase();
  return letters.length >= 2 ? letters.slice(0, 3) : 'ORD';
}
