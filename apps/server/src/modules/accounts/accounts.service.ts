import {
  type GoogleSignUpRequest,
  type loginRequest,
  normalizePhone,
  OWN_MSG,
  type signupRequest,
  type UserView,
} from '@app/contracts';
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { JWTVerifyGetKey } from 'jose';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/client';
import { badRequest, conflict, unauthorized } from '../../platform/errors';
import type { Mailer } from '../../platform/mailer';
import { hashPassword, hashToken, newToken, verifyPassword } from '../../platform/passwords';
import type { Sessions } from '../../platform/sessions';
import { holdAllowedForNewCustomer } from '../flights/flight-settings.queries';
import type { SiteRow } from '../site/site.schema';
import {
  blockedAccountMail,
  LINK_HOURS,
  loginLinkMail,
  noAccountMail,
  type SetPasswordReason,
  setPasswordMail,
  signupAttemptMail,
  welcomeMail,
} from './account-mails';
import {
  consumeAccountLink,
  dropUnusedLinks,
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  issueAccountLink,
  type LinkHolder,
  type LinkPurpose,
  loadUserView,
} from './accounts.queries';
import { legalEntities, phoneNumbers, type UserRow, users } from './accounts.schema';
import { verifyGoogleIdToken } from './google-id-token';
import type { LoginLimiter } from './login-limiter';
import type { PasswordResetLimiter } from './password-reset-limiter';
import { findUserByReferralCode } from './referrals.queries';

type Deps = {
  db: Db;
  mailer: Mailer;
  limiter: LoginLimiter;
  resetLimiter: PasswordResetLimiter;
  sessions: Sessions;
  googleKeys?: JWTVerifyGetKey;
};

/** Where links in mails point: the app on the origin the user is using (checked against the site's domains). */
export type LinkBase = string;

export function createAccountService({ db, mailer, limiter, resetLimiter, sessions, googleKeys }: Deps) {
  async function session(user: UserRow): Promise<{ token: string; user: UserView }> {
    const token = await sessions.start(user);
    return { token, user: await loadUserView(db, user) };
  }

  /**
   * Stores a one-time link for the holder of an id or address, unless there is none or it is blocked,
   * ending their earlier links of that purpose. Answers the secret token (only its hash is kept; one
   * is made either way) and the holder found.
   */
  async function newLink(holder: LinkHolder, purpose: LinkPurpose, hours: number) {
    const { token, hash } = newToken();
    const expiresAt = new Date(Date.now() + hours * 3_600_000);
    const found = await issueAccountLink(db, holder, { purpose, tokenHash: hash, expiresAt });
    return { token, live: found !== undefined && !found.blocked, found };
  }

  /** Mails a set-password link: after signup without a password, a reset, or an account staff made. */
  async function mailSetPasswordLink(
    site: SiteRow,
    user: UserRow,
    base: LinkBase,
    reason: SetPasswordReason,
  ) {
    if (!user.email) return;
    const { token, live } = await newLink(
      { siteId: site.id, userId: user.id },
      'setPassword',
      LINK_HOURS[reason],
    );
    if (!live) return;
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
    const { token } = await newLink({ siteId: site.id, userId: user.id }, 'login', LINK_HOURS.login);
    await mailer.send(site.id, loginLinkMail(site, user.email, `${base}/login?sessionId=${token}`));
  }

  /**
   * The account a sign-up makes, with its company and phone, in one transaction; undefined, with
   * nothing written, when the address already has an account (or gets one meanwhile from a racing
   * sign-up: the insert waits for it and then does nothing).
   */
  async function createSignedUpUser(
    siteId: string,
    input: z.output<typeof signupRequest>,
    passwordHash: string | null,
    referredById: string | null,
  ): Promise<UserRow | undefined> {
    return db
      .transaction(async (tx) => {
        const legalEntityId = input.companyName
          ? await createCompany(tx, siteId, input.companyName, input.email)
          : null;
        const [created] = await tx
          .insert(users)
          .values({
            siteId,
            firstName: input.firstName,
            lastName: input.lastName ?? null,
            email: input.email,
            passwordHash,
            userType: input.userType,
            legalEntityId,
            referredById,
            isFlightHoldAllowed: holdAllowedForNewCustomer(siteId),
          })
          .onConflictDoNothing({
            target: [users.siteId, users.email],
            where: sql`${users.email} is not null`,
          })
          .returning();
        // Taken: the company made above goes too.
        if (!created) return tx.rollback();
        if (input.phoneNumber) {
          await tx.insert(phoneNumbers).values({
            siteId,
            userId: created.id,
            label: 'Primary',
            ...normalizePhone(input.phoneNumber, input.phoneCountryCode!),
          });
        }
        return created;
      })
      .catch((err: unknown) => {
        if (err instanceof TransactionRollbackError) return undefined;
        throw err;
      });
  }

  return {
    /**
     * Answers the same whether or not the address already has an account, after the same work: the
     * password hashed, one insert (that does nothing for a taken address), a link when the sign-up
     * asked for one, and one mail. A taken address's mail tells its owner, where a 409 would have told
     * whoever typed it.
     */
    async signup(site: SiteRow, input: z.output<typeof signupRequest>, base: LinkBase) {
      const referredById = await referrerOf(site.id, input.referralCode);
      const passwordHash =
        input.status === 'password' && input.password ? await hashPassword(input.password) : null;
      const answer = {
        success: true as const,
        message: passwordHash ? OWN_MSG.accountCreated : OWN_MSG.loginLinkSent,
      };
      const user = await createSignedUpUser(site.id, input, passwordHash, referredById);
      if (user) {
        if (passwordHash) await mailer.send(site.id, welcomeMail(site, input.email, base));
        else await mailSetPasswordLink(site, user, base, 'signup');
        return answer;
      }
      // The owner hears of it instead, as a newcomer would have: by a mail with a one-time link when
      // the sign-up asked for one (a login link: the owner's mailbox is theirs alone), else without.
      let loginLink: string | undefined;
      if (!passwordHash) {
        const holder = { siteId: site.id, email: input.email };
        const { token, live } = await newLink(holder, 'login', LINK_HOURS.login);
        if (live) loginLink = `${base}/login?sessionId=${token}`;
      }
      await mailer.send(site.id, signupAttemptMail(site, input.email, base, loginLink));
      return answer;
    },

    /** Every attempt is counted before the password is checked: over a limit, no Argon2 work is done. */
    async login(site: SiteRow, input: z.output<typeof loginRequest>, address: string, base: LinkBase) {
      await limiter.attempt(site.id, input.email, address);
      const user = await findUserByEmail(db, site.id, input.email);
      if (input.status === 'emailLink') {
        // Same answer whether or not the account exists: the form must not reveal who has one.
        if (user && !user.isBlocked) await mailLoginLink(site, user, base);
        return { success: true as const, message: OWN_MSG.loginLinkSent };
      }
      const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password ?? '');
      if (!user || !passwordOk) throw unauthorized(OWN_MSG.invalidCredentials);
      if (user.isBlocked) throw unauthorized(OWN_MSG.accountBlocked);
      await limiter.succeeded(site.id, input.email, address);
      return { success: true as const, data: await session(user) };
    },

    async loginBySessionId(site: SiteRow, sessionId: string) {
      const userId = await consumeAccountLink(db, site.id, 'login', hashToken(sessionId));
      const user = userId ? await findUserById(db, site.id, userId) : undefined;
      if (!user) throw unauthorized(OWN_MSG.invalidLink);
      if (user.isBlocked) throw unauthorized(OWN_MSG.accountBlocked);
      // Following a mailed link proves the address.
      if (user.status !== 'verified') {
        await db.update(users).set({ status: 'verified' }).where(eq(users.id, user.id));
        await sessions.forgetUser(user.id);
      }
      return { success: true as const, data: await session({ ...user, status: 'verified' }) };
    },

    logout: (sessionId: string) => sessions.end(sessionId),

    /**
     * One answer for every address, after one mail either way: a reset link to an account's owner, or
     * a note that no account uses the address (or that the account is blocked). Beyond the per-account
     * limit nothing is mailed, and the answer is still the same.
     */
    async forgetPassword(site: SiteRow, email: string, address: string, base: LinkBase) {
      const answer = { success: true as const, message: OWN_MSG.forgetPasswordSent };
      if (!(await resetLimiter.mayMail(site.id, email, address))) return answer;
      const { token, found } = await newLink({ siteId: site.id, email }, 'setPassword', LINK_HOURS.forgot);
      const link = `${base}/generate_password?token=${token}`;
      await mailer.send(
        site.id,
        !found
          ? noAccountMail(site, email, base)
          : found.blocked
            ? blockedAccountMail(site, email)
            : setPasswordMail(site, email, link, 'forgot'),
      );
      return answer;
    },

    /**
     * The link is used up before the new password is hashed, so a made-up token costs no Argon2 work.
     * Setting the password ends every session and every other link of the user.
     */
    async generatePassword(site: SiteRow, token: string, password: string) {
      const userId = await consumeAccountLink(db, site.id, 'setPassword', hashToken(token));
      if (!userId) throw badRequest(OWN_MSG.invalidLink, { token: OWN_MSG.invalidLink });
      const passwordHash = await hashPassword(password);
      await db.update(users).set({ passwordHash, status: 'verified' }).where(eq(users.id, userId));
      await sessions.endAllOf(userId);
      await dropUnusedLinks(db, userId);
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
      await sessions.endAllOf(user.id);
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
        await sessions.forgetUser(byEmail.id);
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
          isFlightHoldAllowed: holdAllowedForNewCustomer(site.id),
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
