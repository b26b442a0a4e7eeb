import {
  GATEWAY_MSG,
  GATEWAY_NAMES,
  type GatewayMode,
  type GatewayProvider,
  type OnlineGatewayProvider,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Config, PaymentGatewayConfig } from '../../config';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { SecretBox } from '../../platform/secret-box';
import { type SitePaymentGatewayRow, sitePaymentGateways } from './gateway-settings.schema';
import type { PaymentGateway } from './payment-gateway';
import { createPhonePeGateway } from './phonepe-gateway';

/** What a site's new online payments go through; `gateway` is null when it takes none. */
export type ResolvedGateway = {
  provider: GatewayProvider;
  name: string;
  mode: GatewayMode;
  /** the site's own account, or the platform's (config) for a site without one */
  source: 'site' | 'platform';
  gateway: PaymentGateway | null;
};

/** A gateway entry's cost: its config's text and the closures around it, generously counted. */
const ENTRY_BYTES = 2_048;
/** Room for every site's gateway many times over; a site past it is rebuilt on its next payment. */
const CACHE_BYTES = 4 * 1024 * 1024;

/**
 * The gateway of each site, from its saved settings (decision 0043): read per call, so a save
 * applies at once on every instance without a restart; the gateway built from a row is kept per
 * site and settings version (a save bumps the version), so the salt key is not unsealed per call.
 */
export function createSiteGateways(deps: {
  db: DbOrTx;
  config: Pick<Config, 'paymentGateway' | 'paymentGatewayUrls'>;
  box: SecretBox;
}) {
  const { config, box } = deps;
  const platform = createPhonePeGateway(config.paymentGateway);
  const platformMode: GatewayMode =
    config.paymentGateway.url === config.paymentGatewayUrls.phonepe.live ? 'live' : 'test';
  const built = new LRUCache<string, PaymentGateway>({
    maxSize: CACHE_BYTES,
    sizeCalculation: () => ENTRY_BYTES,
  });

  const platformGateway = (): ResolvedGateway => ({
    provider: 'phonepe',
    name: GATEWAY_NAMES.phonepe,
    mode: platformMode,
    source: 'platform',
    gateway: platform,
  });

  async function rowOf(siteId: string) {
    const [row] = await deps.db
      .select()
      .from(sitePaymentGateways)
      .where(eq(sitePaymentGateways.siteId, siteId));
    return row;
  }

  /** The site's own account, when it has one (even while it takes no new online payments). */
  function ownGateway(row: SitePaymentGatewayRow): PaymentGateway | null {
    if (!row.merchantId || !row.saltKeySealed || row.saltIndex === null) return null;
    const key = `${row.siteId}:${row.version}`;
    const cached = built.get(key);
    if (cached) return cached;
    const account: PaymentGatewayConfig = {
      url: config.paymentGatewayUrls.phonepe[row.mode],
      merchantId: row.merchantId,
      saltKey: box.open(row.saltKeySealed),
      saltIndex: row.saltIndex,
      timeoutMs: config.paymentGateway.timeoutMs,
    };
    const gateway = createPhonePeGateway(account);
    built.set(key, gateway);
    return gateway;
  }

  /** What the site's new online payments go through now (payment/getActiveGateway, checkout). */
  async function active(siteId: string): Promise<ResolvedGateway> {
    const row = await rowOf(siteId);
    if (!row) return platformGateway();
    const base = { mode: row.mode, source: 'site' as const };
    if (row.provider === 'none')
      return { ...base, provider: 'none', name: GATEWAY_NAMES.none, gateway: null };
    const gateway = ownGateway(row);
    // A saved 'phonepe' always has its account (the save refuses one without); this guards a row
    // edited by hand.
    if (!gateway) throw new Error(`site ${siteId}: gateway settings without an account`);
    return { ...base, provider: row.provider, name: GATEWAY_NAMES[row.provider], gateway };
  }

  return {
    platformMode,
    /** the name payers see on the gateway's page when a site pays through the platform's account */
    platformDisplayName: config.paymentGateway.displayName ?? null,
    active,

    /** The provider a new online payment of the site goes through; refused when it takes none. */
    async onlineProvider(siteId: string): Promise<OnlineGatewayProvider> {
      const { provider } = await active(siteId);
      if (provider === 'none') throw new AppError(409, GATEWAY_MSG.noOnlinePayments);
      return provider;
    },

    /**
     * The gateway to ask about a payment (or refund) already made for the site: its own account
     * when it has one — also after it switched online payments off — else the platform's.
     */
    async forPayment(siteId: string): Promise<PaymentGateway> {
      const row = await rowOf(siteId);
      return (row && ownGateway(row)) ?? platform;
    },
  };
}
export type SiteGateways = ReturnType<typeof createSiteGateways>;
