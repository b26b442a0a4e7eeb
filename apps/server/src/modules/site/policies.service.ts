import { POLICY_MSG, type PolicyKey, type PolicyView, SETTINGS_MSG } from '@app/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { type AuditBy, recordAudit } from '../audit/audit';
import { policyVersions } from './policies.schema';
import { hasText, sanitizeRichText } from './rich-text';

const POLICY_NAMES: Record<PolicyKey, string> = {
  terms: 'Terms and conditions',
  privacy: 'Privacy policy',
  cancellation: 'Cancellation, return and refund policy',
  apiPartner: 'API partner programme',
};

const viewOf = (row: typeof policyVersions.$inferSelect): PolicyView => ({
  policy: row.policy,
  version: row.version,
  html: row.html,
  updatedAt: row.createdAt.toISOString(),
});

/** Policy pages as staff write them: each save a new version, the latest shown with its date. */
export function createPolicies(db: Db) {
  const ofPolicy = (siteId: string, policy: PolicyKey) =>
    and(eq(policyVersions.siteId, siteId), eq(policyVersions.policy, policy));

  return {
    async current(siteId: string, policy: PolicyKey): Promise<PolicyView | null> {
      const [row] = await db
        .select()
        .from(policyVersions)
        .where(ofPolicy(siteId, policy))
        .orderBy(desc(policyVersions.version))
        .limit(1);
      return row ? viewOf(row) : null;
    },

    async versions(siteId: string, policy: PolicyKey) {
      const rows = await db
        .select()
        .from(policyVersions)
        .where(ofPolicy(siteId, policy))
        .orderBy(desc(policyVersions.version));
      return rows.map((r) => ({
        version: r.version,
        updatedAt: r.createdAt.toISOString(),
        updatedBy: r.createdByLabel,
      }));
    },

    /**
     * The next version, numbered under the unique index: two staff saving at once get one version
     * each (the loser's insert is retried with the number after the winner's).
     */
    async save(by: AuditBy, siteId: string, policy: PolicyKey, html: string) {
      const clean = sanitizeRichText(html);
      if (!hasText(clean)) throw badRequest(POLICY_MSG.empty, { html: POLICY_MSG.empty });
      const actor = by.actor.kind === 'staff' ? by.actor.user : undefined;
      for (let attempt = 0; ; attempt++) {
        try {
          const row = await db.transaction(async (tx) => {
            const [saved] = await tx
              .insert(policyVersions)
              .values({
                siteId,
                policy,
                version: sql`(select coalesce(max(${policyVersions.version}), 0) + 1 from ${policyVersions} where ${ofPolicy(siteId, policy)})`,
                html: clean,
                createdById: actor?.id ?? null,
                createdByLabel: actor?.email ?? actor?.firstName ?? 'staff',
              })
              .returning();
            if (!saved) throw new Error('policy version not saved');
            await recordAudit(tx, by, {
              action: 'settings.policy',
              targetKind: 'policy',
              targetId: policy,
              summary: `${POLICY_NAMES[policy]}: version ${saved.version} published`,
              after: { version: saved.version, characters: clean.length },
            });
            return saved;
          });
          return { message: SETTINGS_MSG.saved, policy: viewOf(row) };
        } catch (error) {
          // Drizzle wraps the driver's error: PostgreSQL's code is on its cause.
          const unique = (error as { cause?: { code?: string } }).cause?.code === '23505';
          if (!unique || attempt >= 4) throw error;
        }
      }
    },
  };
}
export type Policies = ReturnType<typeof createPolicies>;
