import {
  CREDIT_MSG,
  type CreditLimitsData,
  type CreditSettings,
  formatMoney,
  mayPayByWallet,
  siteDay,
  WALLET_MSG,
} from '@app/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';
import type { UserRow } from '../accounts/accounts.schema';
import { type AuditBy, recordAudit, whoIs } from '../audit/audit';
import { siteLocaleOf, startOfSiteDay } from '../site/site-days';
import { creator, findCustomer } from '../wallet/wallet.queries';
import { siteCreditSettings, walletCreditLimits } from './credit.schema';
import { walletFundsOf } from './credit-limit';

/** Whether the site lets agencies book on credit (no row: it does). */
export async function agentsOnCredit(db: DbOrTx, siteId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: siteCreditSettings.agentsOnCredit })
    .from(siteCreditSettings)
    .where(eq(siteCreditSettings.siteId, siteId));
  return row?.on ?? true;
}

/** Staff's credit limits of agencies and the site's credit switch (issue 16, decision 0047). */
export function createCreditLimitService({ db }: { db: Db }) {
  async function agency(siteId: string, userId: string) {
    const user = await findCustomer(db, siteId, { userId });
    if (!user) throw notFound(WALLET_MSG.userNotFound);
    return user;
  }

  async function limitsOf(user: UserRow): Promise<CreditLimitsData> {
    const l = walletCreditLimits;
    const rows = await db
      .select({
        id: l.id,
        amount: l.amount,
        effectiveOn: l.effectiveOn,
        createdAt: l.createdAt,
        createdByEmail: creator.email,
        begun: sql<boolean>`${l.effectiveAt} <= now()`,
      })
      .from(l)
      .leftJoin(creator, eq(creator.id, l.createdById))
      .where(and(eq(l.siteId, user.siteId), eq(l.userId, user.id)))
      .orderBy(desc(l.effectiveAt), desc(l.createdAt))
      .limit(200);
    // Newest first: the first begun one is in force, begun ones after it are past.
    const inForce = rows.find((r) => r.begun)?.id;
    return {
      userId: user.id,
      ...(await walletFundsOf(db, user.siteId, user.id)),
      agentsOnCredit: await agentsOnCredit(db, user.siteId),
      changes: rows.map((r) => ({
        id: r.id,
        amount: r.amount,
        effectiveOn: r.effectiveOn,
        createdAt: r.createdAt.toISOString(),
        createdByEmail: r.createdByEmail,
        state: r.id === inForce ? 'inForce' : r.begun ? 'past' : 'scheduled',
      })),
    };
  }

  return {
    limits: async (siteId: string, userId: string) => limitsOf(await agency(siteId, userId)),

    /** A limit from a site day on, today or later; kept beside every earlier one, audited with it. */
    async setLimit(
      by: AuditBy,
      staff: UserRow,
      siteId: string,
      input: { userId: string; amount: number; effectiveOn: string },
    ) {
      const user = await agency(siteId, input.userId);
      if (!mayPayByWallet(user.userType))
        throw badRequest(CREDIT_MSG.notAgency, { amount: CREDIT_MSG.notAgency });
      const site = await siteLocaleOf(db, siteId);
      const today = siteDay(new Date(), site.timeZone);
      const day = input.effectiveOn.trim();
      if (day < today) throw badRequest(CREDIT_MSG.dateInPast, { effectiveOn: CREDIT_MSG.dateInPast });
      const before = (await walletFundsOf(db, siteId, user.id)).creditLimit;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(walletCreditLimits)
          .values({
            siteId,
            userId: user.id,
            amount: input.amount,
            effectiveOn: day,
            effectiveAt: startOfSiteDay(siteId, day),
            createdById: staff.id,
          })
          .returning({ id: walletCreditLimits.id });
        await recordAudit(tx, by, {
          action: 'wallet.creditLimit',
          targetKind: 'wallet',
          targetId: user.id,
          summary: `${whoIs(user)}’s credit limit set to ${formatMoney(input.amount, site)} from ${day}`,
          before: { creditLimit: before },
          after: { id: row?.id, creditLimit: input.amount, effectiveOn: day },
        });
      });
      return {
        message: CREDIT_MSG.saved(input.amount, day, day === today, site),
        data: await limitsOf(user),
      };
    },

    settings: async (siteId: string): Promise<CreditSettings> => ({
      agentsOnCredit: await agentsOnCredit(db, siteId),
    }),

    async saveSettings(by: AuditBy, siteId: string, input: CreditSettings) {
      const was = await agentsOnCredit(db, siteId);
      await db.transaction(async (tx) => {
        await tx
          .insert(siteCreditSettings)
          .values({ siteId, agentsOnCredit: input.agentsOnCredit })
          .onConflictDoUpdate({
            target: siteCreditSettings.siteId,
            set: { agentsOnCredit: input.agentsOnCredit, updatedAt: new Date() },
          });
        await recordAudit(tx, by, {
          action: 'settings.credit',
          targetKind: 'site',
          targetId: siteId,
          summary: input.agentsOnCredit
            ? 'Agencies may book on credit'
            : 'Agencies may no longer book on credit',
          before: { agentsOnCredit: was },
          after: { agentsOnCredit: input.agentsOnCredit },
        });
      });
      return { message: CREDIT_MSG.settingsSaved, data: { agentsOnCredit: input.agentsOnCredit } };
    },
  };
}
export type CreditLimitService = ReturnType<typeof createCreditLimitService>;
