import {
  checkPushSubscriptionCall,
  createPushSubscriptionCall,
  type PushSubscriptionJson,
  pushPublicKeyCall,
} from '@app/contracts';
import { unwrap } from '../../api/api-failure';
import { http } from '../../api/client';

/** The service worker that shows staff pushes (apps/web/public/push-sw.js), over the whole app. */
export const PUSH_WORKER_URL = '/app/push-sw.js';
export const PUSH_WORKER_SCOPE = '/app/';

/** Whether this browser can take pushes at all (not an old browser, not iOS outside a home-screen app). */
export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The VAPID public key, base64url, as the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const worker = () => navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: PUSH_WORKER_SCOPE });

async function sendToServer(subscription: PushSubscription) {
  await unwrap(
    http.call(createPushSubscriptionCall, { subscription: subscription.toJSON() as PushSubscriptionJson }),
  );
}

/**
 * Subscribes this browser with the platform's key and tells the server whose it is. Call after
 * permission is granted.
 */
export async function subscribeThisBrowser() {
  const registration = await worker();
  const { publicKey } = (await unwrap(http.call(pushPublicKeyCall, {}))).data;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await sendToServer(subscription);
}

/**
 * On load, for a staff member who allowed pushes: the browser's subscription is on the server (it
 * may have lost it: another staff member took the browser, or the push service said it was gone);
 * if not, it is sent again; a browser that lost its subscription subscribes again.
 */
export async function keepSubscribed() {
  const registration = await worker();
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return subscribeThisBrowser();
  const known = await unwrap(
    http.call(checkPushSubscriptionCall, { subscriptionEndPoint: subscription.endpoint }, { quiet: true }),
  );
  if (!known.data.exists) await sendToServer(subscription);
}
