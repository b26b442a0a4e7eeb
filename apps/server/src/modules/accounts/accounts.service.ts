import {
  type GoogleSignUpRequest,
  type LoginResponse,
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
import { hashPassword, hashToken, newToken, verifyPassword } from '../../platform/passwords';
import type { Sessions } from '../../platform/sessions';
import { holdAllowedForNewCustomer } from '../flights/flight-settings.queries';
import type { SiteRow } from '../site/site.schema';
import type { AccountMails } from './account-mail-jobs';
import {
  consumeAccountLink,
  consumeLoginCode,
  dropUnusedLinks,
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  isKnownDevice,
  loadUserView,
  noteDeviceSignIn,
  noteFirstSignIn,
} from './accounts.queries';
import { legalEntities, phoneNumbers, type UserRow, users } from './accounts.schema';
import { verifyGoogleIdToken } from './google-id-token';
import { checkCode } from './login-codes';
import type { LoginLimiter } from './login-limiter';
import type { PasswordResetLimiter } from './password-reset-limiter';
import { findUserByReferralCode } from './referrals.queries';

/** How long a browser stays known after its last sign-in (decision 0050); its cookie lasts as long. */
export const KNOWN_DEVICE_DAYS = 180;

/** Who is signing in: the client's address, and the device token its browser holds, if any. */
export type SignInClient = { address: string; device?: string };

type Deps = {
  db: Db;
  mails: AccountMails;
  limiter: LoginLimiter;
  resetLimiter: PasswordResetLimiter;
  sessions: Sessions;
  googleKeys?: JWTVerifyGetKey;
};

/** Where links in mails point: the app on the origin the user is using (checked against the site's domains). */
export type LinkBase = string;

export function createAccountService({ db, mails, limiter, resetLimiter, sessions, googleKeys }: Deps) {
  async function session(user: UserRow): Promise<{ token: string; user: UserView }> {
    const token = await sessions.start(user);
    // Settings → Sites says when a new site's owner got in (decision 0055).
    if (!user.firstSignedInAt) await noteFirstSignIn(db, user.id);
    return { token, user: await loadUserView(db, user) };
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
     * password hashed, one insert (that does nothing for a taken address) and one mail job. The job
     * mails a newcomer their welcome or first link, or the owner of a taken address about the
     * attempt, where a 409 would have told whoever typed it.
     */
    async signup(site: SiteRow, input: z.output<typeof signupRequest>, base: LinkBase) {
      const referredById = await referrerOf(site.id, input.referralCode);
      const passwordHash =
        input.status === 'password' && input.password ? await hashPassword(input.password) : null;
      const user = await createSignedUpUser(site.id, input, passwordHash, referredById);
      await mails.send(site.id, input.email, base, {
        purpose: 'signup',
        created: user !== undefined,
        withPassword: passwordHash !== null,
      });
      return {
        success: true as const,
        message: passwordHash ? OWN_MSG.accountCreated : OWN_MSG.loginLinkSent,
      };
    },

    /**
     * Every attempt is counted before the password is checked: over a limit, no Argon2 work is done.
     * Beyond the account's ceiling, a client it has not seen sign in gets a code mailed to the account
     * and is let in by the password only with it; the code is checked first, so without the mailbox
     * no more passwords are tried (decision 0050).
     */
    async login(
      site: SiteRow,
      input: z.output<typeof loginRequest>,
      client: SignInClient,
      base: LinkBase,
    ): Promise<LoginResponse> {
      const { email, code } = input;
      const deviceHash = client.device ? hashToken(client.device) : undefined;
      const knownDevice =
        deviceHash && (await isKnownDevice(db, site.id, email, deviceHash, KNOWN_DEVICE_DAYS))
          ? deviceHash
          : undefined;
      const attempt = await limiter.attempt(site.id, email, { address: client.address, knownDevice }, !!code);
      if (input.status === 'emailLink') {
        // One job either way (it finds out whether the account exists), so the answer's time cannot
        // tell; beyond the ceiling too, as the link proves the mailbox as a code would.
        await mails.send(site.id, email, base, { purpose: 'loginLink' });
        return { success: true as const, message: OWN_MSG.loginLinkSent };
      }
      let codeId: string | undefined;
      if (attempt.needsCode) {
        if (!code) {
          await mails.send(site.id, email, base, { purpose: 'loginCode', address: client.address });
          return { success: true as const, codeSent: true as const, message: OWN_MSG.loginCodeSent };
        }
        codeId = await checkCode(db, { siteId: site.id, email, address: client.address }, code);
        if (!codeId) throw badRequest(OWN_MSG.invalidLoginCode, { code: OWN_MSG.invalidLoginCode });
      }
      const user = await findUserByEmail(db, site.id, email);
      const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password ?? '');
      if (!user || !passwordOk) throw unauthorized(OWN_MSG.invalidCredentials);
      if (user.isBlocked) throw unauthorized(OWN_MSG.accountBlocked);
      // Once: of two racing requests with the same code, one gets in.
      if (codeId && !(await consumeLoginCode(db, codeId))) {
        throw badRequest(OWN_MSG.invalidLoginCode, { code: OWN_MSG.invalidLoginCode });
      }
      await attempt.succeeded();
      return { success: true as const, data: await session(user) };
    },

    /**
     * Notes that the user signed in on this browser and answers its new device token: a fresh one at
     * every sign-in, replacing the one it held, so a token planted in a browser never becomes known.
     */
    async rememberDevice(siteId: string, userId: string, previous: string | undefined) {
      const { token, hash } = newToken();
      const previousHash = previous ? hashToken(previous) : undefined;
      await noteDeviceSignIn(db, { siteId, userId, deviceHash: hash, previousHash }, KNOWN_DEVICE_DAYS);
      return token;
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
     * One answer for every address, after the same work: one mail job, which finds out whether the
     * address has an account and mails the reset link, or a note that no account uses the address
     * (or that the account is blocked). Beyond the per-account limit nothing is queued, and the
     * answer is still the same.
     */
    async forgetPassword(site: SiteRow, email: string, address: string, base: LinkBase) {
      if (await resetLimiter.mayMail(site.id, email, address)) {
        await mails.send(site.id, email, base, { purpose: 'forgotPassword' });
      }
      return { success: true as const, message: OWN_MSG.forgetPasswordSent };
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

    mailSetPasswordLink: mails.mailSetPasswordLink,
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
