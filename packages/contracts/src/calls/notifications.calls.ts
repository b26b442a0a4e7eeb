import { sendEmailRequest, sendEmailResponse } from '../bookings/booking-details';
import { getOutboxPath, getOutboxRequest, getOutboxResponse } from '../notifications/get-outbox';
import { defineCall } from './define-call';

export const getOutboxCall = defineCall({
  method: 'GET',
  path: getOutboxPath,
  request: getOutboxRequest,
  response: getOutboxResponse,
  access: 'staff',
  permission: 'settings.outbox',
});

export const sendEmailForWlCall = defineCall({
  method: 'POST',
  path: 'notifications/sendEmailForWl',
  request: sendEmailRequest,
  response: sendEmailResponse,
  access: 'user',
  module: 'flights',
});
