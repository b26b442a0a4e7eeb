import type { StaffPushPayload } from '@app/contracts';
import webpush from 'web-push';
import type { PushSubscriptionRow } from './push.schema';
import type { VapidKeys } from './vapid-keys';

/** A staff notice is worth little after a working day; the push service drops it then. */
const TTL_SECONDS = 12 * 60 * 60;
const TIMEOUT_MS = 10_000;

export type PushOutcome = 'delivered' | 'gone' | 'refused';

/** A push service's answer that a later try may change (429, 5xx, no answer): the job retries. */
export class PushNotDelivered extends Error {}

/**
 * Sends one encrypted, VAPID-signed push (RFC 8291 aes128gcm, RFC 8292) with web-push's request
 * builder and our own fetch, so each answer is read here: 2xx delivered; 404/410 the browser
 * unsubscribed (the row goes); other 4xx a request the service will never take (logged, not
 * retried); anything else is thrown for the job to try again.
 */
export async function sendPush(
  subscription: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
  payload: StaffPushPayload,
  vapid: VapidKeys & { subject: string },
): Promise<{ outcome: PushOutcome; status: number }> {
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    },
  );
  let status: number;
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ?? null,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    throw new PushNotDelivered(`the push service did not answer: ${String(error)}`);
  }
  if (status >= 200 && status < 300) return { outcome: 'delivered', status };
  if (status === 404 || status === 410) return { outcome: 'gone', status };
  if (status === 429 || status >= 500) throw new PushNotDelivered(`the push service answered ${status}`);
  return { outcome: 'refused', status };
}
