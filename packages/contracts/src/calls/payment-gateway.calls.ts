import {
  cardGatewayDetailsResponse,
  gatewaySettingsResponse,
  saveGatewaySettingsRequest,
  saveGatewaySettingsResponse,
} from '../site/payment-gateway';
import { defineCall } from './define-call';

/** The site's payment-gateway account as staff see it (decision 0043): the salt key only masked. */
export const gatewaySettingsCall = defineCall({
  method: 'GET',
  path: 'whitelabel/paymentGateway',
  response: gatewaySettingsResponse,
  access: 'staff',
  permission: 'settings.payments',
});

export const saveGatewaySettingsCall = defineCall({
  method: 'POST',
  path: 'whitelabel/paymentGateway/save',
  request: saveGatewaySettingsRequest,
  response: saveGatewaySettingsResponse,
  access: 'staff',
  permission: 'settings.payments',
});

/** Spec §7's "whitelabel call fetching card-gateway details for a user": the public details only. */
export const getCardGatewayDetailsCall = defineCall({
  method: 'GET',
  path: 'whitelabel/getCardGatewayDetails',
  response: cardGatewayDetailsResponse,
  access: 'user',
});
