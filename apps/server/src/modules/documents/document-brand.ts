import type { AgentBranding, TicketDetail } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { MailSite } from '../../commerce/mail/compose-mail';
import type { DbOrTx } from '../../platform/db/client';
import type { Mail } from '../../platform/mailer';
import { legalEntities, users } from '../accounts/accounts.schema';
import type { ETicketSite } from '../bookings/e-ticket-pdf';
import type { SiteRow } from '../site/site.schema';
import { agentDocumentBranding } from './documents.schema';

/**
 * Whose name a document a buyer hands on carries (decision 0045): the site's, or for a travel
 * agent who keeps the switch on, its agency's — the company details and logo of its profile,
 * which it promises are "used on invoices and tickets you issue".
 */
export type DocumentKind = keyof AgentBranding;

export type DocumentBrand = {
  issuer: 'site' | 'agency';
  name: string;
  /** a data URL (an agent's uploaded logo) or the site's logo address */
  logoUrl: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
};

/** No row yet: every document in the agency's name. */
export const ALL_BRANDED: AgentBranding = { eTickets: true, invoices: true, mails: true };

export async function agentBrandingOf(db: DbOrTx, userId: string): Promise<AgentBranding> {
  const [row] = await db.select().from(agentDocumentBranding).where(eq(agentDocumentBranding.userId, userId));
  return row ? { eTickets: row.eTickets, invoices: row.invoices, mails: row.mails } : ALL_BRANDED;
}

export async function saveAgentBranding(db: DbOrTx, siteId: string, userId: string, value: AgentBranding) {
  await db
    .insert(agentDocumentBranding)
    .values({ userId, siteId, ...value })
    .onConflictDoUpdate({ target: agentDocumentBranding.userId, set: { ...value, updatedAt: new Date() } });
}

export const siteBrand = (site: SiteRow): DocumentBrand => ({
  issuer: 'site',
  name: site.brandingLabel,
  logoUrl: site.logoUrl,
  address: site.address,
  phone: site.adminContact,
  email: site.adminEmail,
});

const joined = (parts: (string | null | undefined)[], separator: string) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(separator) || null;

/**
 * The brand of a document of `kind` about something `buyerId` bought: the agency's when the buyer
 * is a travel agent with a company on record and that document switched on, else the site's.
 */
export async function documentBrand(
  db: DbOrTx,
  site: SiteRow,
  buyerId: string,
  kind: DocumentKind,
): Promise<DocumentBrand> {
  const [row] = await db
    .select({ user: users, company: legalEntities })
    .from(users)
    .leftJoin(legalEntities, eq(legalEntities.id, users.legalEntityId))
    .where(eq(users.id, buyerId));
  const company = row?.company;
  if (row?.user.userType !== 'travelAgent' || row.user.siteId !== site.id || !company?.companyName.trim())
    return siteBrand(site);
  if (!(await agentBrandingOf(db, buyerId))[kind]) return siteBrand(site);
  return {
    issuer: 'agency',
    name: company.companyName.trim(),
    logoUrl: row.user.taLogoUrl,
    address: joined(
      [company.address1, company.address2, company.city, company.state, company.pincode, company.country],
      ', ',
    ),
    phone: joined([company.primaryPhoneCode, company.primaryPhone], ' '),
    email: company.email?.trim() || null,
  };
}

/** A buyer mail's sender block: the brand's name and contacts, the site's money and clock. */
export const mailSiteOf = (site: MailSite, brand: DocumentBrand): MailSite =>
  brand.issuer === 'site'
    ? site
    : { ...site, brandingLabel: brand.name, adminEmail: brand.email, adminContact: brand.phone };

/** A buyer mail going out in its brand's name, replies to the brand's address (decision 0053). */
export const sentAs = (site: MailSite, mail: Mail): Mail => ({
  ...mail,
  sender: { name: site.brandingLabel, replyTo: site.adminEmail },
});

/**
 * The buyer of an order when it is a travel agent of the site, who sells the trip on (decision
 * 0053): its traveller is the agency's customer, told nothing of what the agency paid, and what
 * concerns the money (holds, failures, refunds) is the agency's to hear, at its account's address.
 */
export async function resellerOf(db: DbOrTx, siteId: string, buyerId: string) {
  const [user] = await db
    .select({ email: users.email, userType: users.userType, siteId: users.siteId })
    .from(users)
    .where(eq(users.id, buyerId));
  return user?.userType === 'travelAgent' && user.siteId === siteId ? { email: user.email } : null;
}

/** What the e-ticket shows of its issuer (the site's company name when the site issues it). */
export const ticketIssuerOf = (site: SiteRow, brand: DocumentBrand): TicketDetail['site'] =>
  brand.issuer === 'site'
    ? {
        companyName: site.companyName,
        logoUrl: site.logoUrl,
        adminContact: site.adminContact,
        adminEmail: site.adminEmail,
      }
    : { companyName: brand.name, logoUrl: brand.logoUrl, adminContact: brand.phone, adminEmail: brand.email };

/** A logo react-pdf can draw: an uploaded PNG or JPEG (SVG and WebP it cannot). */
export const pdfLogoOf = (brand: DocumentBrand) =>
  brand.logoUrl && /^data:image\/(png|jpeg);base64,/.test(brand.logoUrl) ? brand.logoUrl : null;

/** The brand's contact line as documents print it. */
export const contactLineOf = (brand: Pick<DocumentBrand, 'email' | 'phone'>) =>
  joined([brand.email, brand.phone], ' · ');

/** The e-ticket PDF's issuer: the brand, in the site's colours. */
export const eTicketSiteOf = (site: SiteRow, brand: DocumentBrand): ETicketSite => ({
  brandingLabel: brand.name,
  primaryColor: site.primaryColor,
  secondaryColor: site.secondaryColor,
  address: brand.address,
  contact: contactLineOf(brand),
  logo: pdfLogoOf(brand),
});
