import { createAgentPath, createAgentRequest, createAgentResponse } from '../accounts/create-agent';
import { agentCompany, updateMyLegalEntityPath } from '../accounts/legal-entity';
import {
  changeMyPhoneDetailsPath,
  changeMyPhoneDetailsRequest,
  getMyLegalEntityPath,
  legalEntityResponse,
  updateAgentLogoPath,
  updateAgentLogoRequest,
  updateBillingDetailsPath,
  updateBillingDetailsRequest,
  updateMyProfilePath,
  updateMyProfileRequest,
  updateReferralCodePath,
  updateReferralCodeRequest,
  userDataResponse,
} from '../accounts/profile';
import { signupPath, signupRequest, signupResponse } from '../accounts/signup';
import { defineCall } from './define-call';

/**
 * The accounts area's form calls (sign-up, profile, phones, legal entity, agent creation), apart
 * from accounts.calls.ts so the first screen, which needs the session calls, does not carry their
 * schemas and libphonenumber (bench/README.md, issue 12).
 */

export const signupCall = defineCall({
  method: 'POST',
  path: signupPath,
  request: signupRequest,
  response: signupResponse,
  responseUnchecked: true,
  access: 'site',
});

export const updateMyProfileCall = defineCall({
  method: 'POST',
  path: updateMyProfilePath,
  request: updateMyProfileRequest,
  response: userDataResponse,
  access: 'user',
});

export const changeMyPhoneDetailsCall = defineCall({
  method: 'POST',
  path: changeMyPhoneDetailsPath,
  request: changeMyPhoneDetailsRequest,
  response: userDataResponse,
  access: 'user',
});

export const updateReferralCodeCall = defineCall({
  method: 'POST',
  path: updateReferralCodePath,
  request: updateReferralCodeRequest,
  response: userDataResponse,
  access: 'user',
});

export const updateAgentLogoCall = defineCall({
  method: 'POST',
  path: updateAgentLogoPath,
  request: updateAgentLogoRequest,
  response: userDataResponse,
  access: 'user',
  userTypes: ['travelAgent'],
});

export const updateBillingDetailsCall = defineCall({
  method: 'POST',
  path: updateBillingDetailsPath,
  request: updateBillingDetailsRequest,
  response: userDataResponse,
  access: 'user',
});

export const getMyLegalEntityCall = defineCall({
  method: 'GET',
  path: getMyLegalEntityPath,
  response: legalEntityResponse,
  access: 'user',
});

export const updateMyLegalEntityCall = defineCall({
  method: 'POST',
  path: updateMyLegalEntityPath,
  request: agentCompany,
  response: legalEntityResponse,
  access: 'user',
  userTypes: ['travelAgent', 'corporate', 'staff'],
});

export const createDetailPendingCustomerForDmcCall = defineCall({
  method: 'POST',
  path: createAgentPath,
  request: createAgentRequest,
  response: createAgentResponse,
  access: 'staff',
  permission: 'customers.createAgent',
});
