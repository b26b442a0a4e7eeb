import {
  type CardGatewayDetails,
  GATEWAY_MSG,
  type GatewaySettings,
  PAYMENT_VALIDITY_MINUTES,
  type saveGatewaySettingsRequest,
} from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { maskSecret, type SecretBox } from '../../platform/secret-box';
import { type AuditBy, changedFields, recordAudit } from '../audit/audit';
import { type SitePaymentGatewayRow, sitePaymentGateways } from './gateway-settings.schema';
import type { SiteGateways } from './site-gateways';

type SaveInput = z.output<typeof saveGatewaySettingsRequest>;

/**
 * Staff's gateway settings of their site (decision 0043): the salt key is sealed before it is
 * stored and shown only masked; a save leaves it as it was when none is given. A save applies at
 * once: the site's gateway is looked up per payment by the settings' version.
 */
export function createGatewaySettings({
  db,
  box,
  gateways,
}: {
  db: Db;
  box: SecretBox;
  gateways: SiteGateways;
}) {
  /** The key as staff see it: whether one is stored and its last characters. */
  function keyShown(sealed: string | null) {
    if (!sealed) return { set: false, hint: '' };
    try {
      return { set: true, hint: maskSecret(box.open(sealed)) };
    } catch {
      // Sealed under another SETTINGS_KEY: it is there, but cannot be used; staff enter it again.
      return { set: true, hint: '' };
    }
  }

  function viewOf(row: SitePaymentGatewayRow | undefined): GatewaySettings {
    // The platform's own account is not a site's to read: staff see that none of theirs is set.
    if (!row)
      return {
        provider: 'phonepe',
        mode: gateways.platformMode,
        merchantId: '',
        saltKey: { set: false, hint: '' },
        saltIndex: null,
        source: 'platform',
        payerSees: gateways.platformDisplayName,
      };
    return {
      provider: row.provider,
      mode: row.mode,
      merchantId: row.merchantId ?? '',
      saltKey: keyShown(row.saltKeySealed),
      saltIndex: row.saltIndex,
      source: 'site',
      payerSees: null,
    };
  }

  /** What the audit log keeps of a version: everything but the key, which is only said to change. */
  const shown = (row: Pick<SitePaymentGatewayRow, 'provider' | 'mode' | 'merchantId' | 'saltIndex'>) => ({
    provider: row.provider,
    mode: row.mode,
    merchantId: row.merchantId,
    saltIndex: row.saltIndex,
  });

  const rowOf = async (siteId: string) =>
    (await db.select().from(sitePaymentGateways).where(eq(sitePaymentGateways.siteId, siteId)))[0];

  return {
    get: async (siteId: string) => viewOf(await rowOf(siteId)),

    async save(by: AuditBy, siteId: string, input: SaveInput): Promise<GatewaySettings> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(sitePaymentGateways)
          .where(eq(sitePaymentGateways.siteId, siteId))
          .for('update');
        const saltKeySealed = input.saltKey ? box.seal(input.saltKey) : (before?.saltKeySealed ?? null);
        if (input.provider !== 'none' && !saltKeySealed)
          throw badRequest(GATEWAY_MSG.saltKeyNeeded, { saltKey: GATEWAY_MSG.saltKeyNeeded });
        // Switching online payments off keeps the account: payments made through it are still
        // asked about and refunded through it.
        const next = {
          provider: input.provider,
          mode: input.mode,
          merchantId: input.merchantId ?? before?.merchantId ?? null,
          saltKeySealed,
          saltIndex: input.saltIndex ?? before?.saltIndex ?? null,
          updatedAt: new Date(),
        };
        const [saved] = await tx
          .insert(sitePaymentGateways)
          .values({ siteId, ...next })
          .onConflictDoUpdate({
            target: sitePaymentGateways.siteId,
            set: { ...next, version: sql`${sitePaymentGateways.version} + 1` },
          })
          .returning();
        if (!saved) throw new Error('gateway settings not saved');
        const change = changedFields<Record<string, unknown>>(before ? shown(before) : {}, shown(saved));
        const keyReplaced = input.saltKey !== undefined;
        await recordAudit(tx, by, {
          action: 'settings.payments',
          targetKind: 'site',
          targetId: siteId,
          summary: `Payment gateway: ${[...change.changed, ...(keyReplaced ? ['salt key replaced'] : [])].join(', ') || 'saved unchanged'}`,
          before: {
            ...change.before,
            ...(keyReplaced ? { saltKey: before?.saltKeySealed ? 'set' : 'none' } : {}),
          },
          after: { ...change.after, ...(keyReplaced ? { saltKey: 'replaced' } : {}) },
        });
        return viewOf(saved);
      });
    },

    /** whitelabel/getCardGatewayDetails: what a buyer's payment step shows; never an account detail. */
    async cardDetails(siteId: string): Promise<CardGatewayDetails> {
      const { provider, name, mode } = await gateways.active(siteId);
      const acceptsOnline = provider !== 'none';
      return {
        provider,
        name,
        mode,
        acceptsOnline,
        validityMinutes: PAYMENT_VALIDITY_MINUTES,
        message: acceptsOnline ? null : GATEWAY_MSG.noOnlinePayments,
      };
    },
  };
}
export type GatewaySettingsService = ReturnType<typeof createGatewaySettings>;
