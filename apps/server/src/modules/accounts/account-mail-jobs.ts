import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobKind, JobQueue } from '../../commerce/jobs/job-queue';
import type { Db } from '../../platform/db/client';
import type { Mail, Mailer } from '../../platform/mailer';
import { newToken } from '../../platform/passwords';
import { findSiteById } from '../site/site.queries';
import type { SiteRow } from '../site/site.schema';
import {
  blockedAccountMail,
  LINK_HOURS,
  loginCodeMail,
  loginLinkMail,
  noAccountMail,
  type SetPasswordReason,
  setPasswordMail,
  signupAttemptMail,
  welcomeMail,
} from './account-mails';
import { issueAccountLink, type LinkHolder, type LinkPurpose } from './accounts.queries';
import type { UserRow } from './accounts.schema';
import { LOGIN_CODE, newLoginCode } from './login-codes';

/** What an anonymous call asked to be mailed to an address, whether or not it has an account. */
export type AccountMailRequest =
  | { purpose: 'loginLink' }
  /** `address`: the client's, the only one the code will work from */
  | { purpose: 'loginCode'; address: string }
  | { purpose: 'forgotPassword' }
  /** `created`: this sign-up made the account (else the address already had one) */
  | { purpose: 'signup'; created: boolean; withPassword: boolean };

export const ACCOUNT_MAIL_JOB = 'account-mail';

/** Seals a link's token to keep beside its hash (secret-box.ts), for a link the platform shows its admins. */
export type KeepToken = (token: string) => string;

export const setPasswordLink = (base: string, token: string) => `${base}/generate_password?token=${token}`;

export type AccountMailJob = AccountMailRequest & {
  siteId: string;
  /** the address typed: the job, not the request, finds out whether it has an account */
  email: string;
  /** the web app's address the request came in on, for the mail's links */
  linkBase: string;
  /** the request's own: the job's key and its outbox row's, so a retry never mails twice */
  requestId: string;
};

/**
 * The mails of the sign-in calls anyone may make with any address (sign-up, login by link,
 * forgot-password, the sign-in code) as durable jobs (decision 0050). The request only queues a job
 * carrying the address: the same work whether or not the address has an account, so the answer's
 * time cannot tell. The job finds the account, issues the one-time link or code, and mails it
 * through the outbox, keyed by the request: a retry or a second worker never mails twice.
 */
export function createAccountMails({
  db,
  mailer,
  jobs,
  log,
}: {
  db: Db;
  mailer: Mailer;
  jobs: () => JobQueue;
  log: FastifyBaseLogger;
}) {
  /**
   * Stores a one-time link for the holder of an id or address, unless there is none or it is
   * blocked, ending their earlier links of that purpose. Answers the secret token (only its hash is
   * kept, and sealed too when `keep` says how; one is made either way), whether the link is live,
   * and the holder found.
   */
  async function newLink(holder: LinkHolder, purpose: LinkPurpose, hours: number, keep?: KeepToken) {
    const { token, hash } = newToken();
    const expiresAt = new Date(Date.now() + hours * 3_600_000);
    const found = await issueAccountLink(db, holder, {
      purpose,
      tokenHash: hash,
      expiresAt,
      tokenSealed: keep?.(token),
    });
    return { token, live: found !== undefined && !found.blocked, found };
  }

  /** The set-password mail with a fresh link, or null when the holder has no live account. */
  async function setPasswordLinkMail(
    site: SiteRow,
    holder: LinkHolder,
    to: string,
    base: string,
    reason: SetPasswordReason,
    keep?: KeepToken,
  ) {
    const { token, live } = await newLink(holder, 'setPassword', LINK_HOURS[reason], keep);
    return live ? setPasswordMail(site, to, setPasswordLink(base, token), reason) : null;
  }

  const builders: {
    [P in AccountMailRequest['purpose']]: (
      site: SiteRow,
      job: Extract<AccountMailJob, { purpose: P }>,
    ) => Promise<Mail | null>;
  } = {
    async loginLink(site, { email, linkBase }) {
      const { token, live } = await newLink({ siteId: site.id, email }, 'login', LINK_HOURS.login);
      return live ? loginLinkMail(site, email, `${linkBase}/login?sessionId=${token}`) : null;
    },

    async loginCode(site, { email, address }) {
      const code = await newLoginCode(db, { siteId: site.id, email, address });
      return code ? loginCodeMail(site, email, code, LOGIN_CODE.minutes) : null;
    },

    // One mail either way: the link, or why there is none.
    async forgotPassword(site, { email, linkBase }) {
      const holder = { siteId: site.id, email };
      const { token, found } = await newLink(holder, 'setPassword', LINK_HOURS.forgot);
      if (!found) return noAccountMail(site, email, linkBase);
      if (found.blocked) return blockedAccountMail(site, email);
      return setPasswordMail(site, email, setPasswordLink(linkBase, token), 'forgot');
    },

    // A newcomer's welcome or first link; else the owner hears of the attempt, as a newcomer would
    // have: with a one-time login link when the sign-up asked for one (their mailbox is theirs alone).
    async signup(site, { email, linkBase, created, withPassword }) {
      const holder = { siteId: site.id, email };
      if (created) {
        if (withPassword) return welcomeMail(site, email, linkBase);
        return setPasswordLinkMail(site, holder, email, linkBase, 'signup');
      }
      if (withPassword) return signupAttemptMail(site, email, linkBase);
      const { token, live } = await newLink(holder, 'login', LINK_HOURS.login);
      return signupAttemptMail(
        site,
        email,
        linkBase,
        live ? `${linkBase}/login?sessionId=${token}` : undefined,
      );
    },
  };

  const kind: JobKind<AccountMailJob> = {
    name: ACCOUNT_MAIL_JOB,
    // Someone waits at the form for it: a few minutes of retries (30 s doubling), then they ask again.
    retryLimit: 4,
    retryDelaySeconds: 30,
    expireInSeconds: 2 * 60,
    async handler(job) {
      const key = `account-mail:${job.requestId}`;
      if (await mailer.wasSent(key)) return;
      const site = await findSiteById(db, job.siteId);
      if (!site) return;
      const build = builders[job.purpose] as (site: SiteRow, job: AccountMailJob) => Promise<Mail | null>;
      const mail = await build(site, job);
      if (mail) await mailer.sendOnce(site.id, key, mail);
    },
    // The outbox row keeps the mail server's last error for staff; the user can ask again.
    async exhausted(job, error) {
      log.error({ err: error, purpose: job.purpose, requestId: job.requestId }, 'account mail not sent');
    },
  };

  return {
    kind,

    /** Queues the mail of an anonymous call: the request's only work for it, account or not. */
    send(siteId: string, email: string, linkBase: string, request: AccountMailRequest) {
      const requestId = randomUUID();
      const job = { ...request, siteId, email, linkBase, requestId } as AccountMailJob;
      return jobs().send(kind, job, { key: requestId });
    },

    /**
     * Mails a set-password link now: to an account staff made (the address is theirs to know). `keep`
     * seals the token to store with the link, for one the platform shows its admins (decision 0055).
     */
    async mailSetPasswordLink(
      site: SiteRow,
      user: UserRow,
      base: string,
      reason: SetPasswordReason,
      keep?: KeepToken,
    ) {
      if (!user.email) return;
      const holder = { siteId: site.id, userId: user.id };
      const mail = await setPasswordLinkMail(site, holder, user.email, base, reason, keep);
      if (mail) await mailer.send(site.id, mail);
    },
  };
}
export type AccountMails = ReturnType<typeof createAccountMails>;
