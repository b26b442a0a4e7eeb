import { z } from 'zod';
import { ok } from '../common/fields';

/** The web app's wording for staff push notifications (decision 0046). */
export const PUSH_MSG = {
  prompt: 'Get a notification for new bookings, failed ticketing, change requests and late payments?',
  allow: 'Turn on',
  dismiss: 'Not now',
  subscribed: 'Notifications are on for this browser.',
  blocked: 'Notifications are blocked for this site in your browser settings.',
  notHttps: 'The push endpoint must be an https address.',
  notPushService: 'This push service is not accepted.',
  badKey: 'The subscription key is not valid.',
} as const;

/** How many characters of base64url make `bytes` bytes (no padding), as browsers send the keys. */
const base64urlOf = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MSG.badKey)
    .refine((v) => Math.floor((v.replace(/=+$/, '').length * 3) / 4) === bytes, PUSH_MSG.badKey);

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Where the browser's push service takes messages for it. https; plain http only to this machine
 * (a push service run locally for development or a test) — the server further accepts only the
 * push services it is configured to reach, so an endpoint cannot aim its requests elsewhere.
 */
export const pushEndpoint = z
  .string()
  .max(1024)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
    } catch {
      return false;
    }
  }, PUSH_MSG.notHttps);

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionJson = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** the browser's P-256 public key, uncompressed: 65 bytes */
    p256dh: base64urlOf(65),
    /** the auth secret: 16 bytes */
    auth: base64urlOf(16),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionJson>;

/** POST notification/createPushNotificationSubscription {subscription} (spec §7; staff only). */
export const createPushSubscriptionRequest = z.object({ subscription: pushSubscriptionJson });
export const createPushSubscriptionResponse = ok({});

/** POST notification/checkExistingSubscription {subscriptionEndPoint}: is it this staff user's, on this site? */
export const checkPushSubscriptionRequest = z.object({ subscriptionEndPoint: z.string().max(1024) });
export const checkPushSubscriptionResponse = ok({ data: z.object({ exists: z.boolean() }) });

/** GET notification/pushPublicKey: the VAPID public key the browser subscribes with (base64url). */
export const pushPublicKeyResponse = ok({ data: z.object({ publicKey: z.string() }) });

/** What a staff push carries; the service worker shows it and opens `url` on a click. */
export const staffPushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** a path of the web app, `/app/…` */
  url: z.string(),
  /** one notification per tag on the device: a newer one of the same tag replaces it */
  tag: z.string(),
});
export type StaffPushPayload = z.infer<typeof staffPushPayload>;
