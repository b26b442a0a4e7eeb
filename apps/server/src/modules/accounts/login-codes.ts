import { randomInt } from 'node:crypto';
import { LOGIN_CODE_DIGITS } from '@app/contracts';
import type { DbOrTx } from '../../platform/db/client';
import { hashToken } from '../../platform/passwords';
import { checkLoginCode, issueLoginCode } from './accounts.queries';

/** How long a mailed sign-in code works, and how many times it may be checked (decision 0050). */
export const LOGIN_CODE = { minutes: 15, tries: 5 } as const;

type Holder = { siteId: string; email: string; address: string };

/**
 * Makes a sign-in code for the address's account, bound to the client address, and answers it;
 * undefined when there is no live account to mail it to. Only its hash is kept, as for every secret
 * a client holds (six digits are quickly tried against a hash, but a code lives minutes, not months).
 */
export async function newLoginCode(db: DbOrTx, holder: Holder) {
  const code = randomInt(0, 10 ** LOGIN_CODE_DIGITS)
    .toString()
    .padStart(LOGIN_CODE_DIGITS, '0');
  const expiresAt = new Date(Date.now() + LOGIN_CODE.minutes * 60_000);
  return (await issueLoginCode(db, holder, { codeHash: hashToken(code), expiresAt })) ? code : undefined;
}

/**
 * Checks a typed code against the one the account holds for this client address, spending one of
 * its tries whether right or wrong; answers the code's id when it is right (the caller uses it up
 * once the password holds).
 */
export async function checkCode(db: DbOrTx, holder: Holder, code: string) {
  const live = await checkLoginCode(db, holder, LOGIN_CODE.tries);
  return live?.codeHash === hashToken(code) ? live.id : undefined;
}
