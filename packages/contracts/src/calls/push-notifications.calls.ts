import {
  checkPushSubscriptionRequest,
  checkPushSubscriptionResponse,
  createPushSubscriptionRequest,
  createPushSubscriptionResponse,
  pushPublicKeyResponse,
} from '../notifications/push-subscriptions';
import { defineCall } from './define-call';

/** Staff push notifications (issue 16, decision 0046): every staff member may subscribe a browser. */
export const createPushSubscriptionCall = defineCall({
  method: 'POST',
  path: 'notification/createPushNotificationSubscription',
  request: createPushSubscriptionRequest,
  response: createPushSubscriptionResponse,
  access: 'user',
  userTypes: ['staff'],
});

export const checkPushSubscriptionCall = defineCall({
  method: 'POST',
  path: 'notification/checkExistingSubscription',
  request: checkPushSubscriptionRequest,
  response: checkPushSubscriptionResponse,
  access: 'user',
  userTypes: ['staff'],
});

/** The key is public by nature; a site is needed only because every API call is made on one. */
export const pushPublicKeyCall = defineCall({
  method: 'GET',
  path: 'notification/pushPublicKey',
  response: pushPublicKeyResponse,
  access: 'site',
});
