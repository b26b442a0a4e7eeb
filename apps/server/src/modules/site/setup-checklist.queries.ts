import { eq, sql } from 'drizzle-orm';
import { orders } from '../../commerce/orders/orders.schema';
import type { DbOrTx } from '../../platform/db/client';
import { siteFlightSettings, siteSupplierCredentials } from '../flights/flight-settings.schema';
import { markupRules } from '../markup/markup.schema';
import { sitePaymentGateways } from '../payments/gateway-settings.schema';
import { siteDomains, sites } from './site.schema';

/**
 * What the setup checklist reads of a site, in one round trip (decision 0055). The subqueries name
 * the site by parameter, not by the outer row: Drizzle writes a select list's columns unqualified,
 * and an inner table's own "id" would shadow the site's.
 */
export async function setupFacts(db: DbOrTx, siteId: string) {
  const [row] = await db
    .select({
      brandingLabel: sites.brandingLabel,
      logoUrl: sites.logoUrl,
      colours: {
        primary: sites.primaryColor,
        secondary: sites.secondaryColor,
        background: sites.backgroundColor,
      },
      ownerId: sites.ownerId,
      primaryDomain: sql<string | null>`(select ${siteDomains.domain} from ${siteDomains}
        where ${siteDomains.siteId} = ${siteId} and ${siteDomains.isPrimary})`,
      gatewayProvider: sql<'phonepe' | 'none' | null>`(select ${sitePaymentGateways.provider}
        from ${sitePaymentGateways} where ${sitePaymentGateways.siteId} = ${siteId})`,
      ownSuppliers: sql<string[]>`coalesce((select json_agg(${siteSupplierCredentials.supplierCode}
        order by ${siteSupplierCredentials.supplierCode}) from ${siteSupplierCredentials}
        where ${siteSupplierCredentials.siteId} = ${siteId}), '[]'::json)`,
      /** null: never saved, so the defaults */
      suppliersOn: sql<string[] | null>`(select ${siteFlightSettings.suppliersOn} from ${siteFlightSettings}
        where ${siteFlightSettings.siteId} = ${siteId})`,
      markupRules: sql<number>`(select count(*)::int from ${markupRules}
        where ${markupRules.siteId} = ${siteId})`,
      hasOrder: sql<boolean>`exists (select 1 from ${orders} where ${orders.siteId} = ${siteId})`,
    })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row;
}
export type SetupFacts = NonNullable<Awaited<ReturnType<typeof setupFacts>>>;
