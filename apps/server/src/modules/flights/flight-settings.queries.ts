import { sql } from 'drizzle-orm';
import { siteFlightSettings } from './flight-settings.schema';

/**
 * Whether a customer made now may hold fares: the site's "hold allowed by default" (decision 0042),
 * read inside the insert itself so sign-up costs no extra round trip; no for a site that never said.
 */
export const holdAllowedForNewCustomer = (siteId: string) =>
  sql<boolean>`coalesce((select ${siteFlightSettings.holdAllowedByDefault} from ${siteFlightSettings} where ${siteFlightSettings.siteId} = ${siteId}), false)`;
