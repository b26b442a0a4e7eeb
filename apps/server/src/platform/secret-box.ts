import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seals the credentials staff store per site (supplier passwords, gateway keys) with AES-256-GCM
 * under SETTINGS_KEY, so a copy of the database alone does not give them away. A sealed value is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; the version leaves room for a key rotation.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** throws when the value was sealed under another key or altered */
  open(sealed: string): string;
}

const VERSION = 'v1';

export function createSecretBox(settingsKey: string): SecretBox {
  // A fixed-length key from a passphrase of any length; the key is a setting, not a user password,
  // so a slow derivation would buy nothing.
  const key = createHash('sha256').update(`secret-box:${settingsKey}`).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
        throw new Error('not a sealed setting');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** What staff are shown of a stored secret: never the whole, only enough to recognise it. */
export function maskSecret(plain: string): string {
  return plain.length <= 8 ? '••••' : `••••${plain.slice(-4)}`;
}
