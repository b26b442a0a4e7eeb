import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { DbOrTx } from '../../platform/db/client';
import { mailAddressOf } from '../../platform/mailer';
import type { SecretBox } from '../../platform/secret-box';
import { vapidKeys } from './push.schema';

export type VapidKeys = { publicKey: string; privateKey: string };

const PLATFORM = 'platform';

/**
 * The platform's VAPID key pair, made at the first start and kept (decision 0046): a new pair
 * would silence every browser subscribed with the old one. Two instances starting together make
 * one each; the primary key keeps the first written and both read that one back.
 */
export async function loadVapidKeys(db: DbOrTx, box: SecretBox): Promise<VapidKeys> {
  const read = async () => (await db.select().from(vapidKeys).where(eq(vapidKeys.id, PLATFORM)))[0];
  let row = await read();
  if (!row) {
    const fresh = webpush.generateVAPIDKeys();
    await db
      .insert(vapidKeys)
      .values({ id: PLATFORM, publicKey: fresh.publicKey, sealedPrivateKey: box.seal(fresh.privateKey) })
      .onConflictDoNothing();
    row = await read();
  }
  if (!row) throw new Error('the VAPID keys were not stored');
  return { publicKey: row.publicKey, privateKey: box.open(row.sealedPrivateKey) };
}

/** The VAPID subject: the address a push service writes to about our pushes (the platform's sender). */
export const vapidSubject = (mailFrom: string) => `mailto:${mailAddressOf(mailFrom)}`;
