import { sendEmailRequest, sendEmailResponse } from '../bookings/booking-details';
import {
  getOutboxPath,
  getOutboxRequest,
  getOutboxResponse,
  platformOutboxRequest,
  platformOutboxResponse,
} from '../notifications/get-outbox';
import { defineCall } from './define-call';

export const getOutboxCall = defineCall({
  method: 'GET',
  path: getOutboxPath,
  request: getOutboxRequest,
  response: getOutboxResponse,
  access: 'staff',
  permission: 'settings.outbox',
});

/** Every site's outbox, or one site's: the platform's admins only (decision 0055). */
export const platformOutboxCall = defineCall({
  method: 'GET',
  path: 'platform/outbox',
  request: platformOutboxRequest,
  response: platformOutboxResponse,
  access: 'staff',
  permission: 'platformAdmin',
});

export const sendEmailForWlCall = defineCall({
  method: 'POST',
  path: 'notifications/sendEmailForWl',
  request: sendEmailRequest,
  response: sendEmailResponse,
  access: 'user',
  module: 'flights',
});
