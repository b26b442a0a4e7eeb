import {
  type GoogleSignUpRequest,
  type loginRequest,
  normalizePhone,
  OWN_MSG,
  type signupRequest,
  type UserView,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { JWTVerifyGetKey } from 'jose';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/client';
import { badRequest, conflict, unauthorized } from '../../platform/errors';
import type { Mailer } from '../../platform/mailer';
import { hashPassword, hashToken, newToken, verifyPassword } from '../../platform/passwords';
import { endAllSessions, endSession, startSession } from '../../platform/sessions';
import type { SiteRow } from '../site/site.schema';
import { loginLinkMail, type SetPasswordReason, setPasswordMail } from './account-mails';
import {
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  loadUserView,
  useAccountLink,
} from './accounts.queries';
import { accountLinks, legalEntities, phoneNumbers, type UserRow, users } from './accounts.schema';
import { verifyGoogleIdToken } from './google-id-token';
import type { LoginLimiter } from './login-limiter';
import { findUserByReferralCode } from './referrals.queries';

type Deps = {
  db: Db;
  mailer: Mailer;
  limiter: LoginLimiter;
  sessionDays: number;
  googleKeys?: JWTVerifyGetKey;
};

/** Where links in mails point: the app on the origin the user is using (checked against the site's domains). */
export type LinkBase = string;
const LINK_HOURS = 24;

export function createAccountService({ db, mailer, limiter, sessionDays, googleKeys }: Deps) {
  async function session(user: UserRow): Promise<{ token: string; user: UserView }> {
    const token = await startSession(db, user, sessionDays);
    return { token, user: await loadUserView(db, user) };
  }

  /** Stores a one-time link for the user and answers its secret token (only its hash is kept). */
  async function newLink(user: UserRow, purpose: 'setPassword' | 'login') {
    const { token, hash } = newToken();
    await db.insert(accountLinks).values({
      siteId: user.siteId,
      userId: user.id,
      purpose,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + LINK_HOURS * 3_600_000),
    });
    return token;
  }

  /** Mails a set-password link: after signup without a password, a reset, or an account staff made. */
  async function mailSetPasswordLink(
    site: SiteRow,
    user: UserRow,
    base: LinkBase,
    reason: SetPasswordReason,
  ) {
    if (!user.email) return;
    const token = await newLink(user, 'setPassword');
    await mailer.send(
      site.id,
      setPasswordMail(site, user.email, `${base}/generate_password?token=${token}`, reason),
    );
  }

  /**
   * Who referred a newcomer: the owner of the code on this site. An unknown code, another site's
   * included, refuses the sign-up before anything is made. Nobody can refer themselves: the code
   * must belong to an account that already exists, and a newcomer's e-mail must be new.
   */
  async function referrerOf(siteId: string, code: string | undefined) {
    if (!code) return null;
    const referrer = await findUserByReferralCode(db, siteId, code);
    if (!referrer) throw badRequest(OWN_MSG.referralUnknown, { referralCode: OWN_MSG.referralUnknown });
    return referrer.id;
  }

  async function mailLoginLink(site: SiteRow, user: UserRow, base: LinkBase) {
    if (!user.email) return;
    const token = await newLink(user, 'login');
    await mailer.send(site.id, loginLinkMail(site, user.email, `${base}/login?sessionId=${token}`));
  }

  return {
    async signup(site: SiteRow, input: z.output<typeof signupRequest>, base: LinkBase) {
      if (await findUserByEmail(db, site.id, input.email)) {
        throw conflict(OWN_MSG.emailTaken, { email: OWN_MSG.emailTaken });
      }
      const referredById = await referrerOf(site.id, input.referralCode);
      const passwordHash =
        input.status === 'password' && input.password ? await hashPassword(input.password) : null;
      const user = await db.transaction(async (tx) => {
        const legalEntityId = input.companyName
          ? await createCompany(tx, site.id, input.companyName, input.email)
          : null;
        const [created] = await tx
          .insert(users)
          .values({
            siteId: site.id,
            firstName: input.firstName,
            lastName: input.lastName ?? null,
            email: input.email,
            passwordHash,
            userType: input.userType,
            legalEntityId,
            referredById,
          })
          .returning();
        if (input.phoneNumber) {
          await tx.insert(phoneNumbers).values({
            siteId: site.id,
            userId: created!.id,
            label: 'Primary',
            ...normalizePhone(input.phoneNumber, input.phoneCountryCode!),
          });
        }
        return created!;
      });
      if (!passwordHash) await mailSetPasswordLink(site, user, base, 'signup');
      return { success: true as const, message: passwordHash ? 'Account created' : OWN_MSG.loginLinkSent };
    },

    async login(site: SiteRow, input: z.output<typeof loginRequest>, address: string, base: LinkBase) {
      await limiter.assertAllowed(site.id, input.email, address);
      const user = await findUserByEmail(db, site.id, input.email);
      if (input.status === 'emailLink') {
        // Same answer whether or not the account exists: the form must not reveal who has one.
        if (user && !user.isBlocked) await mailLoginLink(site, user, base);
        await limiter.recordFailure(site.id, input.email, address);
        return { success: true as const, message: OWN_MSG.loginLinkSent };
      }
      const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password ?? '');
      if (!user || !passwordOk) {
        await limiter.recordFailure(site.id, input.email, address);
        throw unauthorized(OWN_MSG.invalidCredentials);
      }
      if (user.isBlocked) throw unauthorized(OWN_MSG.accountBlocked);
      await limiter.recordSuccess(site.id, input.email);
      return { success: true as const, data: await session(user) };
    },

    async loginBySessionId(site: SiteRow, sessionId: string) {
      const userId = await useAccountLink(db, site.id, 'login', hashToken(sessionId));
      const user = userId ? await findUserById(db, site.id, userId) : undefined;
      if (!user) throw unauthorized(OWN_MSG.invalidLink);
      if (user.isBlocked) throw unauthorized(OWN_MSG.accountBlocked);
      // Following a mailed link proves the address.
      if (user.status !== 'verified')
        await db.update(users).set({ status: 'verified' }).where(eq(users.id, user.id));
      return { success: true as const, data: await session({ ...user, status: 'verified' }) };
    },

    logout: (sessionId: string) => endSession(db, sessionId),

    async forgetPassword(site: SiteRow, email: string, base: LinkBase) {
      const user = await findUserByEmail(db, site.id, email);
      if (user && !user.isBlocked) await mailSetPasswordLink(site, user, base, 'forgot');
      return { success: true as const, message: OWN_MSG.forgetPasswordSent };
    },

    async generatePassword(site: SiteRow, token: string, password: string) {
      const passwordHash = await hashPassword(password);
      const userId = await useAccountLink(db, site.id, 'setPassword', hashToken(token));
      if (!userId) throw badRequest(OWN_MSG.invalidLink, { token: OWN_MSG.invalidLink });
      await db.update(users).set({ passwordHash, status: 'verified' }).where(eq(users.id, userId));
      await endAllSessions(db, userId);
      return { success: true as const };
    },

    async updatePassword(user: UserRow, oldPassword: string | undefined, newPassword: string) {
      // A user who signed up by link or Google has no password yet and may set one without the old.
      if (user.passwordHash && !(await verifyPassword(user.passwordHash, oldPassword ?? ''))) {
        throw badRequest(OWN_MSG.wrongOldPassword, { oldPassword: OWN_MSG.wrongOldPassword });
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword) })
        .where(eq(users.id, user.id));
      await endAllSessions(db, user.id);
      return { success: true as const };
    },

    async googleSignIn(site: SiteRow, credential: string) {
      const identity = await verifyGoogleIdToken(credential, site.googleClientId, googleKeys);
      let user = await findUserByGoogleSubject(db, site.id, identity.subject);
      if (!user) {
        // Google vouches for the address, so an account with that e-mail is the same person.
        const byEmail = await findUserByEmail(db, site.id, identity.email);
        if (!byEmail) throw unauthorized('No account uses this Google address yet. Please sign up first.');
        [user] = await db
          .update(users)
          .set({ googleSubject: identity.subject, status: 'verified' })
          .where(eq(users.id, byEmail.id))
          .returning();
      }
      if (user!.isBlocked) throw unauthorized(OWN_MSG.accountBlocked);
      return { success: true as const, data: await session(user!) };
    },

    async googleSignUp(
      site: SiteRow,
      credential: string,
      userType: NonNullable<GoogleSignUpRequest['userType']>,
      referralCode?: string,
    ) {
      const identity = await verifyGoogleIdToken(credential, site.googleClientId, googleKeys);
      if (await findUserByEmail(db, site.id, identity.email)) {
        throw conflict(OWN_MSG.emailTaken, { email: OWN_MSG.emailTaken });
      }
      const referredById = await referrerOf(site.id, referralCode);
      const [user] = await db
        .insert(users)
        .values({
          siteId: site.id,
          firstName: identity.firstName,
          lastName: identity.lastName,
          email: identity.email,
          googleSubject: identity.subject,
          userType,
          status: 'verified',
          referredById,
        })
        .returning();
      return { success: true as const, data: await session(user!) };
    },

    mailSetPasswordLink,
  };
}
export type AccountService = ReturnType<typeof createAccountService>;

export async function createCompany(db: DbOrTx, siteId: string, companyName: string, email: string | null) {
  const [row] = await db
    .insert(legalEntities)
    .values({ siteId, companyName, email })
    .returning({ id: legalEntities.id });
  return row!.id;
}
