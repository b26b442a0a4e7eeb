import { GOOGLE_ISSUERS } from '@app/contracts';
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { badRequest } from '../../platform/errors';

const GOOGLE_CERTS = 'https://www.googleapis.com/oauth2/v3/certs';
let googleKeys: JWTVerifyGetKey | undefined;

export type GoogleIdentity = { subject: string; email: string; firstName: string; lastName: string | null };

/**
 * Verifies a Google ID token's signature, audience (the site's client id), issuer and expiry with jose.
 * Google's key set is fetched lazily and cached by jose; tests hand in a local key set.
 */
export async function verifyGoogleIdToken(
  credential: string,
  clientId: string | null,
  keys: JWTVerifyGetKey | undefined,
): Promise<GoogleIdentity> {
  if (!clientId) throw badRequest('Google sign-in is not enabled on this site');
  googleKeys ??= createRemoteJWKSet(new URL(GOOGLE_CERTS));
  try {
    const { payload } = await jwtVerify(credential, keys ?? googleKeys, {
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      algorithms: ['RS256'],
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.email !== 'string' ||
      payload.email_verified !== true
    ) {
      throw new Error('token without a verified e-mail');
    }
    return {
      subject: payload.sub,
      email: payload.email.toLowerCase(),
      firstName: typeof payload.given_name === 'string' ? payload.given_name : payload.email.split('@')[0]!,
      lastName: typeof payload.family_name === 'string' ? payload.family_name : null,
    };
  } catch {
    throw badRequest('Google sign-in failed. Please try again.', { credential: 'Invalid Google credential' });
  }
}
