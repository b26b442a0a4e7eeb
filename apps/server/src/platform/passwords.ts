import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends. */
export const hashPassword = (plain: string) => hash(plain);

/** A hash no password is checked against for real: made once, on first need. */
let standInHash: Promise<string> | undefined;
const standIn = () => {
  standInHash ??= hash(newToken().token);
  return standInHash;
};

/**
 * Checks a password against its stored hash. Without one (no such account, or an account that signs
 * in by link or Google) it still runs one Argon2 check, against a stand-in, and answers false: the
 * time of a login must not tell whether the account exists.
 */
export async function verifyPassword(stored: string | null, plain: string): Promise<boolean> {
  try {
    const ok = await verify(stored ?? (await standIn()), plain);
    return ok && stored !== null;
  } catch {
    return false;
  }
}

/** A random token for a client to hold; only its SHA-256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
