import {
  DEFAULT_BRANDING_LABEL,
  GATEWAY_NAMES,
  type SetupChecklist,
  type SetupStep,
  type SetupStepId,
  SUPPLIER_NAMES,
  type SupplierCode,
} from '@app/contracts';
import type { DbOrTx } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { DEFAULT_FLIGHT_RULES } from '../flights/flight-settings.service';
import { type SetupFacts, setupFacts } from './setup-checklist.queries';
import { PLATFORM_COLOURS } from './site.schema';

/** Whether a domain is the platform's own or a name under it (skyline.<platform domain>). */
export const onPlatformDomain = (domain: string, platformDomain: string) =>
  domain === platformDomain || domain.endsWith(`.${platformDomain}`);

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Each step of the setup checklist read from the site's data (decision 0055): nothing is ticked by
 * hand, so a step is done exactly when the site has what it names, and undone if that goes.
 */
export function setupSteps(facts: SetupFacts, platformDomain: string): SetupStep[] {
  const step = (id: SetupStepId, done: boolean, note: string): SetupStep => ({ step: id, done, note });
  const label = facts.brandingLabel.trim();
  const branded = label !== '' && label !== DEFAULT_BRANDING_LABEL;
  const ownColours = (Object.keys(PLATFORM_COLOURS) as (keyof typeof PLATFORM_COLOURS)[]).some(
    (key) => facts.colours[key].toLowerCase() !== PLATFORM_COLOURS[key],
  );
  const logoMissing = [facts.logoUrl ? null : 'No logo yet.', ownColours ? null : 'The platform’s colours.'];
  const domain = facts.primaryDomain ?? '';
  const ownDomain = domain !== '' && !onPlatformDomain(domain, platformDomain);
  const gateway = facts.gatewayProvider;
  const suppliersOn = facts.suppliersOn ?? DEFAULT_FLIGHT_RULES.suppliersOn;
  const accountOf = (code: string) =>
    `Flights come through ${facts.ownSuppliers.includes(code) ? 'your own' : 'the platform’s'} ${SUPPLIER_NAMES[code as SupplierCode] ?? code} account.`;

  return [
    step(
      'brand',
      branded,
      branded ? `Your site is called “${label}”.` : 'Your site still has the platform’s name.',
    ),
    step(
      'logoAndColours',
      Boolean(facts.logoUrl) && ownColours,
      logoMissing.filter(Boolean).join(' ') || 'Your logo and colours are set.',
    ),
    step(
      'domain',
      ownDomain,
      ownDomain
        ? `Your site answers on ${domain}.`
        : `${domain} is the platform’s address: add your own domain and make it primary.`,
    ),
    step(
      'paymentGateway',
      gateway !== null,
      gateway === 'none'
        ? 'You take no online payments.'
        : gateway
          ? `Payments go to your own ${GATEWAY_NAMES[gateway]} account.`
          : 'Choose your own gateway account, or no online payments.',
    ),
    step(
      'supplierAccount',
      suppliersOn.length > 0,
      suppliersOn.map(accountOf).join(' ') || 'No flight supplier is on: flight searches are refused.',
    ),
    step(
      'markup',
      facts.markupRules > 0,
      facts.markupRules > 0
        ? `${plural(facts.markupRules, 'markup rule')} set.`
        : 'No markup yet: fares sell at what they cost you.',
    ),
    step(
      'testBooking',
      facts.hasOrder,
      facts.hasOrder ? 'Your site has taken an order.' : 'Book a test trip to see the whole path work.',
    ),
  ];
}

/** The site's checklist as a staff member asks for it; the owner's dashboard shows it unasked. */
export async function setupChecklistOf(
  db: DbOrTx,
  siteId: string,
  userId: string,
  platformDomain: string,
): Promise<SetupChecklist> {
  const facts = await setupFacts(db, siteId);
  if (!facts) throw notFound();
  return { steps: setupSteps(facts, platformDomain), isOwner: facts.ownerId === userId };
}
