import type {
  agentCompany,
  changeMyPhoneDetailsRequest,
  MyReferralsPage,
  updateBillingDetailsRequest,
  updateMyProfileRequest,
} from '@app/contracts';
import { MY_REFERRALS_PAGE_SIZE, normalizePhone, OWN_MSG } from '@app/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import type { Sessions } from '../../platform/sessions';
import { findLegalEntity, loadUserView, toLegalEntityView } from './accounts.queries';
import { legalEntities, phoneNumbers, type UserRow, users } from './accounts.schema';
import { panCheckAfter } from './pan-status';
import { countMyReferrals, myReferralsPage } from './referrals.queries';

/** How a referrer sees someone they referred: first name and last initial, 'Meera N.'. */
export const referralName = (firstName: string, lastName: string | null) => {
  const initial = lastName?.trim().charAt(0).toUpperCase();
  return initial ? `${firstName} ${initial}.` : firstName;
};

/** What a logged-in user changes about themselves. Every change answers the whole user again. */
export function createProfileService({ db, sessions }: { db: Db; sessions: Sessions }) {
  /** The user's sessions are looked up afresh after any change, so the next call sees it. */
  async function saved(user: UserRow, changes: Partial<typeof users.$inferInsert>) {
    const [row] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
    await sessions.forgetUser(user.id);
    return { success: true as const, data: await loadUserView(db, row!) };
  }

  return {
    me: async (user: UserRow) => ({ success: true as const, data: await loadUserView(db, user) }),

    updateMyProfile: (user: UserRow, input: z.output<typeof updateMyProfileRequest>) =>
      saved(user, { firstName: input.firstName, lastName: input.lastName ?? null }),

    async changeMyPhoneDetails(user: UserRow, input: z.output<typeof changeMyPhoneDetailsRequest>) {
      await db.transaction(async (tx) => {
        await tx.delete(phoneNumbers).where(eq(phoneNumbers.userId, user.id));
        await tx.insert(phoneNumbers).values(
          input.phoneNumbers.map((p) => ({
            siteId: user.siteId,
            userId: user.id,
            label: p.label,
            ...normalizePhone(p.phoneNumber, p.phoneCountryCode),
          })),
        );
      });
      await sessions.forgetUser(user.id);
      return { success: true as const, data: await loadUserView(db, user) };
    },

    async updateReferralCode(user: UserRow, referralCode: string) {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.siteId, user.siteId), eq(users.referralCode, referralCode), ne(users.id, user.id)),
        );
      if (taken) throw conflict(OWN_MSG.referralTaken, { referralCode: OWN_MSG.referralTaken });
      return saved(user, { referralCode });
    },

    async getMyReferrals(user: UserRow, page: number): Promise<{ success: true; data: MyReferralsPage }> {
      const { total, booked } = await countMyReferrals(db, user);
      const rows = await myReferralsPage(db, user, page);
      return {
        success: true as const,
        data: {
          records: rows.map((r) => ({
            name: referralName(r.firstName, r.lastName),
            joinedAt: r.createdAt.toISOString(),
            hasBooked: r.hasBooked,
          })),
          totalRecords: total,
          booked,
          totalPages: Math.max(1, Math.ceil(total / MY_REFERRALS_PAGE_SIZE)),
          currentPage: page,
        },
      };
    },

    updateAgentLogo: (user: UserRow, logo: string | null) => saved(user, { taLogoUrl: logo }),

    updateBillingDetails(user: UserRow, input: z.output<typeof updateBillingDetailsRequest>) {
      const billing = {
        billingName: input.billingName ?? null,
        gstNumber: input.gstNumber?.toUpperCase() ?? null,
        gstState: input.gstState ?? null,
        panNumber: input.panNumber?.toUpperCase() ?? null,
      };
      // A new PAN is for staff to check again.
      return saved(user, { billing, ...panCheckAfter(user, { ...user, billing }) });
    },

    async getMyLegalEntity(user: UserRow) {
      const company = await findLegalEntity(db, user.siteId, user.legalEntityId);
      return { success: true as const, data: company ? toLegalEntityView(company) : null };
    },

    async updateMyLegalEntity(user: UserRow, input: z.output<typeof agentCompany>) {
      const primary = normalizePhone(input.primaryPhone, input.primaryPhoneCode);
      const secondary = normalizePhone(input.secondaryPhone, input.secondaryPhoneCode);
      const values = {
        ...input,
        primaryPhone: primary.phoneNumber,
        primaryPhoneCode: primary.phoneCountryCode,
        secondaryPhone: secondary.phoneNumber,
        secondaryPhoneCode: secondary.phoneCountryCode,
        address2: input.address2 ?? null,
        concernedPersonLastName: input.concernedPersonLastName ?? null,
      };
      const row = await db.transaction(async (tx) => {
        if (user.legalEntityId) {
          const [updated] = await tx
            .update(legalEntities)
            .set(values)
            .where(and(eq(legalEntities.id, user.legalEntityId), eq(legalEntities.siteId, user.siteId)))
            .returning();
          return updated!;
        }
        const [created] = await tx
          .insert(legalEntities)
          .values({ siteId: user.siteId, ...values })
          .returning();
        await tx.update(users).set({ legalEntityId: created!.id }).where(eq(users.id, user.id));
        return created!;
      });
      await sessions.forgetUser(user.id);
      return { success: true as const, data: toLegalEntityView(row) };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
