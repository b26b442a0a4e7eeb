/**
 * We hold no licence for airlines' artwork, so each airline gets a monogram tile in a colour of
 * its own (stable per code): recognisable at a glance and never a broken image.
 */
export function airlineLogoSvg(code: string, name: string) {
  let hash = 0;
  for (const ch of code) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  const title = name.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${title}"><title>${title}</title><rect width="64" height="64" rx="14" fill="hsl(${hash},62%,38%)"/><text x="32" y="40" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="22" font-weight="700" fill="#fff">${code}</text></svg>`;
}
