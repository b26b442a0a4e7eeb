import {
  type CancellationFees,
  type ChannelFees,
  FEE_CHANNELS,
  FLIGHT_SETTINGS_MSG,
  type FlightSettings,
  type FlightSettingsView,
  NO_CANCELLATION_FEES,
  NO_FEE,
  SUPPLIER_CODES,
  SUPPLIER_NAMES,
  type SupplierCode,
  type SupplierEnvironment,
} from '@app/contracts';
import { airlinesByCode } from '@app/travel-data';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';
import type { RequestCache } from '../../platform/request-cache';
import { maskSecret, type SecretBox } from '../../platform/secret-box';
import { type AuditBy, changedFields, recordAudit } from '../audit/audit';
import { sites } from '../site/site.schema';
import type { SiteCache } from '../site/site-cache';
import {
  type SiteFlightSettingsRow,
  type SiteSupplierCredentialsRow,
  siteFlightSettings,
  siteSupplierCredentials,
} from './flight-settings.schema';

/** What search, pricing and the supplier resolver read of a site's flight settings, cached. */
export type FlightRules = {
  suppliersOn: string[];
  refundableOnly: boolean;
  hiddenAirlines: string[];
  fees: ChannelFees;
  /** customers' cancellations wait for staff approval (decision 0056) */
  reviewCancellations: boolean;
  /** the site's own cancellation fee, paise per passenger, per channel */
  cancellationFees: CancellationFees;
  /** changes with every save: priced pages and supplier clients made before are not reused */
  version: number;
  /** the site's own supplier accounts, password still sealed */
  accounts: {
    supplierCode: string;
    clientId: string;
    userName: string;
    environment: SupplierEnvironment;
    passwordSealed: string;
  }[];
};

/** A site that never saved its flight settings: TBO on, the platform's account, no fee, nothing hidden. */
export const DEFAULT_FLIGHT_RULES: FlightRules = {
  suppliersOn: ['TBO'],
  refundableOnly: false,
  hiddenAirlines: [],
  fees: { retail: NO_FEE, travelAgent: NO_FEE, corporate: NO_FEE },
  reviewCancellations: false,
  cancellationFees: NO_CANCELLATION_FEES,
  version: 0,
  accounts: [],
};

type SettingsPart = Pick<
  SiteFlightSettingsRow,
  | 'suppliersOn'
  | 'refundableOnly'
  | 'hiddenAirlines'
  | 'fees'
  | 'reviewCancellations'
  | 'cancellationFees'
  | 'version'
>;
type AccountPart = Pick<
  SiteSupplierCredentialsRow,
  'supplierCode' | 'clientId' | 'userName' | 'environment' | 'passwordSealed'
>;

const rulesOf = (row: SettingsPart | undefined, accounts: AccountPart[]): FlightRules => ({
  ...(row
    ? {
        suppliersOn: row.suppliersOn,
        refundableOnly: row.refundableOnly,
        hiddenAirlines: row.hiddenAirlines,
        fees: row.fees,
        reviewCancellations: row.reviewCancellations,
        cancellationFees: row.cancellationFees,
        version: row.version,
      }
    : DEFAULT_FLIGHT_RULES),
  accounts: accounts.map(({ supplierCode, clientId, userName, environment, passwordSealed }) => ({
    supplierCode,
    clientId,
    userName,
    environment,
    passwordSealed,
  })),
});

async function load(db: DbOrTx, siteId: string) {
  const [[row], accounts] = await Promise.all([
    db.select().from(siteFlightSettings).where(eq(siteFlightSettings.siteId, siteId)),
    db.select().from(siteSupplierCredentials).where(eq(siteSupplierCredentials.siteId, siteId)),
  ]);
  return { row, accounts };
}

/** The audit's picture of the settings: an account by its ids, a password only as 'set' (never itself). */
function auditView(rules: FlightRules, holdAllowedByDefault: boolean, lookToBookLimit: number | null) {
  return {
    suppliersOn: rules.suppliersOn,
    holdAllowedByDefault,
    refundableOnly: rules.refundableOnly,
    hiddenAirlines: rules.hiddenAirlines,
    lookToBookLimit,
    // In one order: jsonb keeps its keys in its own, which would read as a change.
    fees: Object.fromEntries(
      FEE_CHANNELS.map((c) => [
        c,
        { perPassenger: rules.fees[c].perPassenger, basisPoints: rules.fees[c].basisPoints },
      ]),
    ),
    reviewCancellations: rules.reviewCancellations,
    cancellationFees: Object.fromEntries(FEE_CHANNELS.map((c) => [c, rules.cancellationFees[c]])),
    accounts: Object.fromEntries(
      SUPPLIER_CODES.map((code) => {
        const own = rules.accounts.find((a) => a.supplierCode === code);
        return [code, own ? `own (${own.environment}): ${own.clientId} / ${own.userName}` : 'platform'];
      }),
    ),
  };
}

/**
 * A site's flight settings: read with passwords masked, saved whole and audited, and read by search
 * and the supplier resolver through the request cache, which a save empties for every instance.
 */
export function createFlightSettings({
  db,
  box,
  cache,
  sites: siteCache,
}: {
  db: Db;
  box: SecretBox;
  cache: RequestCache;
  sites: SiteCache;
}) {
  const keyOf = (siteId: string) => `flight-settings:${siteId}`;

  async function rules(siteId: string): Promise<FlightRules> {
    const cached = await cache.get<FlightRules>(keyOf(siteId));
    if (cached) return cached;
    const { row, accounts } = await load(db, siteId);
    const loaded = rulesOf(row, accounts);
    await cache.set(keyOf(siteId), loaded);
    return loaded;
  }

  /** The password as staff may see it: set, and its last characters; unreadable under another key. */
  function passwordView(sealed: string) {
    try {
      return { set: true, hint: maskSecret(box.open(sealed)) };
    } catch {
      // SETTINGS_KEY changed since it was stored: staff must enter it again (README).
      return { set: false, hint: '' };
    }
  }

  async function view(siteId: string): Promise<FlightSettingsView> {
    const [{ row, accounts }, [site]] = await Promise.all([
      load(db, siteId),
      db.select({ lookToBookLimit: sites.lookToBookLimit }).from(sites).where(eq(sites.id, siteId)),
    ]);
    if (!site) throw notFound();
    const current = rulesOf(row, accounts);
    return {
      suppliers: SUPPLIER_CODES.map((code) => {
        const own = accounts.find((a) => a.supplierCode === code);
        return {
          supplierCode: code,
          name: SUPPLIER_NAMES[code],
          on: current.suppliersOn.includes(code),
          own: own
            ? {
                clientId: own.clientId,
                userName: own.userName,
                environment: own.environment,
                password: passwordView(own.passwordSealed),
              }
            : null,
        };
      }),
      holdAllowedByDefault: row?.holdAllowedByDefault ?? false,
      refundableOnly: current.refundableOnly,
      hiddenAirlines: current.hiddenAirlines,
      lookToBookLimit: site.lookToBookLimit,
      fees: current.fees,
      reviewCancellations: current.reviewCancellations,
      cancellationFees: current.cancellationFees,
    };
  }

  /** Unknown airline codes are refused by field, each named; the contract checked their shape. */
  function checkAirlines(codes: string[]) {
    const known = airlinesByCode();
    const errors: Record<string, string> = {};
    codes.forEach((code, i) => {
      if (!known.has(code)) errors[`hiddenAirlines.${i}`] = FLIGHT_SETTINGS_MSG.unknownAirline(code);
    });
    const [first] = Object.values(errors);
    if (first) throw badRequest(first, errors);
  }

  /** The accounts to store: a new password sealed, a blank one keeping the stored; a missing one refused. */
  function accountsToStore(input: FlightSettings, stored: SiteSupplierCredentialsRow[]) {
    const errors: Record<string, string> = {};
    const rows = input.accounts.flatMap((account, i) => {
      if (!account.useOwn) return [];
      const before = stored.find((s) => s.supplierCode === account.supplierCode);
      if (!account.password && !before) {
        errors[`accounts.${i}.password`] = FLIGHT_SETTINGS_MSG.passwordNeeded;
        return [];
      }
      return [
        {
          supplierCode: account.supplierCode as SupplierCode,
          clientId: account.clientId ?? '',
          userName: account.userName ?? '',
          environment: account.environment,
          passwordSealed: account.password ? box.seal(account.password) : (before?.passwordSealed ?? ''),
          passwordChanged: Boolean(account.password),
        },
      ];
    });
    const [first] = Object.values(errors);
    if (first) throw badRequest(first, errors);
    return rows;
  }

  return {
    rules,
    get: view,

    /** Opens a stored password for the supplier client; never leaves the server. */
    openPassword: (sealed: string) => box.open(sealed),

    async save(by: AuditBy, siteId: string, input: FlightSettings) {
      checkAirlines(input.hiddenAirlines);
      await db.transaction(async (tx) => {
        const [site] = await tx.select().from(sites).where(eq(sites.id, siteId)).for('update');
        if (!site) throw notFound();
        const { row, accounts } = await load(tx, siteId);
        const store = accountsToStore(input, accounts);
        const before = auditView(
          rulesOf(row, accounts),
          row?.holdAllowedByDefault ?? false,
          site.lookToBookLimit,
        );
        const values = {
          suppliersOn: input.suppliersOn,
          holdAllowedByDefault: input.holdAllowedByDefault,
          refundableOnly: input.refundableOnly,
          hiddenAirlines: input.hiddenAirlines,
          fees: input.fees,
          reviewCancellations: input.reviewCancellations,
          cancellationFees: input.cancellationFees,
        };
        const next = rulesOf({ ...values, version: 0 }, store);
        const after = auditView(next, input.holdAllowedByDefault, input.lookToBookLimit);
        const diff = changedFields(before, after);
        const passwordsChanged = store.filter((s) => s.passwordChanged).map((s) => s.supplierCode);
        if (diff.changed.length === 0 && passwordsChanged.length === 0) return;

        await tx
          .insert(siteFlightSettings)
          .values({ siteId, ...values })
          .onConflictDoUpdate({
            target: siteFlightSettings.siteId,
            set: { ...values, version: (row?.version ?? 1) + 1, updatedAt: new Date() },
          });
        const kept = store.map((s) => s.supplierCode);
        await tx
          .delete(siteSupplierCredentials)
          .where(
            and(
              eq(siteSupplierCredentials.siteId, siteId),
              kept.length ? notInArray(siteSupplierCredentials.supplierCode, kept) : undefined,
            ),
          );
        for (const { passwordChanged: _, ...account } of store)
          await tx
            .insert(siteSupplierCredentials)
            .values({ siteId, ...account })
            .onConflictDoUpdate({
              target: [siteSupplierCredentials.siteId, siteSupplierCredentials.supplierCode],
              set: { ...account, updatedAt: new Date() },
            });
        if (site.lookToBookLimit !== input.lookToBookLimit)
          await tx.update(sites).set({ lookToBookLimit: input.lookToBookLimit }).where(eq(sites.id, siteId));

        // A new password is recorded as changed, never as itself.
        const secretBefore = Object.fromEntries(
          passwordsChanged.map((code) => [
            `password.${code}`,
            accounts.some((a) => a.supplierCode === code) ? 'set' : 'none',
          ]),
        );
        const secretAfter = Object.fromEntries(
          passwordsChanged.map((code) => [`password.${code}`, 'changed']),
        );
        const changed = [...diff.changed, ...passwordsChanged.map((code) => `${code} password`)];
        await recordAudit(tx, by, {
          action: 'settings.flights',
          targetKind: 'site',
          targetId: siteId,
          summary: `Flight settings changed: ${changed.join(', ')}`,
          before: { ...diff.before, ...secretBefore },
          after: { ...diff.after, ...secretAfter },
        });
      });
      // Every instance reads the new rules on its next search; the site row carries the look-to-book limit.
      await cache.del([keyOf(siteId)]);
      await siteCache.forget(siteId);
      return { message: FLIGHT_SETTINGS_MSG.saved, data: await view(siteId) };
    },
  };
}
export type FlightSettingsService = ReturnType<typeof createFlightSettings>;
