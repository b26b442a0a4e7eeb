import { userDataResponse } from '../accounts/profile';
import {
  customerActionResponse,
  monthlyFlightDetailsPath,
  monthlyFlightDetailsRequest,
  monthlyFlightDetailsResponse,
  setFlightHoldPath,
  setFlightHoldRequest,
  setMarkupGroupPath,
  setMarkupGroupRequest,
  toggleBlockPath,
  toggleBlockRequest,
  toggleExemptionPath,
  toggleExemptionRequest,
} from '../customers/customer-actions';
import {
  getApiConsumersPath,
  getApiConsumersRequest,
  getApiConsumersResponse,
  getCustomersPath,
  getCustomersRequest,
  getCustomersResponse,
  getUserByIdPath,
  getUserByIdRequest,
  searchWlUserPath,
  searchWlUserRequest,
  searchWlUserResponse,
} from '../customers/customer-list';
import { updateDetailsPath, updateDetailsRequest, updateDetailsResponse } from '../customers/update-details';
import { defineCall } from './define-call';

export const getCustomersCall = defineCall({
  method: 'POST',
  path: getCustomersPath,
  request: getCustomersRequest,
  response: getCustomersResponse,
  access: 'staff',
  permission: 'customers.view',
});

export const searchWlUserCall = defineCall({
  method: 'POST',
  path: searchWlUserPath,
  request: searchWlUserRequest,
  response: searchWlUserResponse,
  access: 'staff',
  permission: 'customers.view',
});

export const getUserByIdCall = defineCall({
  method: 'POST',
  path: getUserByIdPath,
  request: getUserByIdRequest,
  response: userDataResponse,
  access: 'staff',
  permission: 'customers.view',
});

export const toggleBlockCall = defineCall({
  method: 'POST',
  path: toggleBlockPath,
  request: toggleBlockRequest,
  response: customerActionResponse,
  access: 'staff',
  permission: 'customers.block',
});

export const setFlightHoldSettingForUserCall = defineCall({
  method: 'POST',
  path: setFlightHoldPath,
  request: setFlightHoldRequest,
  response: customerActionResponse,
  access: 'staff',
  permission: 'customers.flightSettings',
});

export const toggleFlightSearchExemptionCall = defineCall({
  method: 'POST',
  path: toggleExemptionPath,
  request: toggleExemptionRequest,
  response: customerActionResponse,
  access: 'staff',
  permission: 'customers.flightSettings',
});

export const setMarkupGroupForUserCall = defineCall({
  method: 'POST',
  path: setMarkupGroupPath,
  request: setMarkupGroupRequest,
  response: customerActionResponse,
  access: 'staff',
  permission: 'customers.edit',
});

export const updateDetailsCall = defineCall({
  method: 'POST',
  path: updateDetailsPath,
  request: updateDetailsRequest,
  response: updateDetailsResponse,
  access: 'staff',
  permission: 'customers.edit',
});

export const getCustomerMonthlyFlightDetailsCall = defineCall({
  method: 'POST',
  path: monthlyFlightDetailsPath,
  request: monthlyFlightDetailsRequest,
  response: monthlyFlightDetailsResponse,
  access: 'staff',
  permission: 'customers.view',
});

export const getApiConsumersCall = defineCall({
  method: 'POST',
  path: getApiConsumersPath,
  request: getApiConsumersRequest,
  response: getApiConsumersResponse,
  access: 'staff',
  permission: 'customers.view',
});
