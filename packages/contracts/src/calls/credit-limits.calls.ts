import {
  creditLimitsRequest,
  creditLimitsResponse,
  creditSettings,
  creditSettingsResponse,
  saveCreditSettingsResponse,
  setCreditLimitRequest,
  setCreditLimitResponse,
} from '../wallet/credit-limits';
import { defineCall } from './define-call';

/** Agency credit limits (issue 16, decision 0047); the agent's own figures come with getWlUserWalletBalance. */
export const getCreditLimitsCall = defineCall({
  method: 'POST',
  path: 'wl/user/getCreditLimits',
  request: creditLimitsRequest,
  response: creditLimitsResponse,
  access: 'staff',
  permission: 'wallets.view',
  module: 'wallet',
});

export const setCreditLimitCall = defineCall({
  method: 'POST',
  path: 'wl/user/setCreditLimit',
  request: setCreditLimitRequest,
  response: setCreditLimitResponse,
  access: 'staff',
  permission: 'wallets.creditLimit',
  module: 'wallet',
});

/** Whether the site lets agencies book on credit at all: a site setting. */
export const getCreditSettingsCall = defineCall({
  method: 'GET',
  path: 'wl/site/creditSettings',
  response: creditSettingsResponse,
  access: 'staff',
  permission: 'settings.site',
});

export const saveCreditSettingsCall = defineCall({
  method: 'POST',
  path: 'wl/site/creditSettings',
  request: creditSettings,
  response: saveCreditSettingsResponse,
  access: 'staff',
  permission: 'settings.site',
});
