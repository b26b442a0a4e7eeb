import { z } from 'zod';
import { ok } from '../common/fields';
import { MSG } from '../common/messages';

/** A domain name's limits (RFC 1035): 253 characters in all, 63 a label, counted in its ASCII form. */
export const DOMAIN_MAX = 253;
const LABEL_MAX = 63;

export const DOMAIN_MSG = {
  saved: MSG.settingSaved,
  invalid: 'Enter a domain name such as www.example.com (no http://, path or port)',
  tooLong: `A domain name has at most ${DOMAIN_MAX} characters`,
  taken: 'This domain is already used by another site',
  alreadyOurs: 'This domain is already one of this site’s domains',
  notOurs: 'This domain is not one of this site’s domains',
  primaryStays: 'The primary domain cannot be removed: make another domain primary first',
} as const;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A host name as the site answers on it: trimmed, lower-cased, a trailing dot dropped, and an
 * international name in its ASCII (punycode) form, the form a browser's Host header carries — so
 * 'Bücher.example' is stored as 'xn--bcher-kva.example'. Answers null for anything else: a scheme,
 * path, port, IP address, a single label, or labels a DNS name cannot have.
 */
export function asciiDomain(input: string): string | null {
  const raw = input.trim().toLowerCase().replace(/\.$/, '');
  if (!raw || raw.length > DOMAIN_MAX * 4 || /[\s/:?#@\\%[\]]/.test(raw)) return null;
  let host: string;
  try {
    // The WHATWG URL parser applies IDNA (UTS 46) the way browsers do.
    host = new URL(`http://${raw}`).hostname;
  } catch {
    return null;
  }
  const labels = host.split('.');
  if (host.length > DOMAIN_MAX || labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null;
  // The top-level label is letters (or an IDN's xn--): this also refuses IPv4 addresses.
  const top = labels.at(-1)!;
  if (!/^[a-z]{2,63}$/.test(top) && !/^xn--[a-z0-9-]+$/.test(top)) return null;
  return labels.every((l) => l.length <= LABEL_MAX) ? host : null;
}

/** A domain field: checked and normalised as above, with a field message either way. */
export const domainField = () =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .transform((value, ctx) => {
      const domain = asciiDomain(value);
      if (domain) return domain;
      ctx.addIssue({
        code: 'custom',
        message: value.length > DOMAIN_MAX ? DOMAIN_MSG.tooLong : DOMAIN_MSG.invalid,
      });
      return z.NEVER;
    });

export const siteDomainView = z.object({
  domain: z.string(),
  /** the address of links in mails and jobs (decision 0041) */
  isPrimary: z.boolean(),
});
export type SiteDomainView = z.infer<typeof siteDomainView>;

/** The domains, the primary first. */
export const siteDomainsResponse = ok({ data: z.object({ domains: z.array(siteDomainView) }) });
export type SiteDomainsResponse = z.infer<typeof siteDomainsResponse>;

/** Adding takes any valid name; removing and making primary name one the site already has. */
export const addDomainRequest = z.object({ domain: domainField() });
export const siteDomainRequest = z.object({
  domain: z.string().trim().toLowerCase().min(1, MSG.required).max(DOMAIN_MAX),
});
export type AddDomainRequest = z.input<typeof addDomainRequest>;
export type SiteDomainRequest = z.input<typeof siteDomainRequest>;

export const siteDomainsSaved = ok({
  message: z.string(),
  data: z.object({ domains: z.array(siteDomainView) }),
});
export type SiteDomainsSaved = z.infer<typeof siteDomainsSaved>;
