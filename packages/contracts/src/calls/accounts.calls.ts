import { createAgentPath, createAgentRequest, createAgentResponse } from '../accounts/create-agent';
import {
  googleSessionResponse,
  googleSignInPath,
  googleSignInRequest,
  googleSignUpPath,
  googleSignUpRequest,
} from '../accounts/google-sign-in';
import { agentCompany, updateMyLegalEntityPath } from '../accounts/legal-entity';
import {
  getUserBySessionIdPath,
  loginBySessionIdPath,
  loginBySessionIdRequest,
  loginPath,
  loginRequest,
  loginResponse,
  logoutPath,
} from '../accounts/login';
import {
  forgetPasswordPath,
  forgetPasswordRequest,
  forgetPasswordResponse,
  generatePasswordPath,
  generatePasswordRequest,
  generatePasswordResponse,
  updatePasswordPath,
  updatePasswordRequest,
  updatePasswordResponse,
} from '../accounts/passwords';
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
import { getMyReferralsPath, getMyReferralsRequest, getMyReferralsResponse } from '../accounts/referrals';
import { userResponse } from '../accounts/session';
import { signupPath, signupRequest, signupResponse } from '../accounts/signup';
import { successOnly } from '../common/fields';
import { defineCall } from './define-call';

export const signupCall = defineCall({
  method: 'POST',
  path: signupPath,
  request: signupRequest,
  response: signupResponse,
  responseUnchecked: true,
  access: 'site',
});

export const loginCall = defineCall({
  method: 'POST',
  path: loginPath,
  request: loginRequest,
  response: loginResponse,
  responseUnchecked: true,
  access: 'site',
});

export const loginBySessionIdCall = defineCall({
  method: 'POST',
  path: loginBySessionIdPath,
  request: loginBySessionIdRequest,
  response: googleSessionResponse,
  access: 'site',
});

export const googleSignInCall = defineCall({
  method: 'POST',
  path: googleSignInPath,
  request: googleSignInRequest,
  response: googleSessionResponse,
  responseUnchecked: true,
  access: 'site',
});

export const googleSignUpCall = defineCall({
  method: 'POST',
  path: googleSignUpPath,
  request: googleSignUpRequest,
  response: googleSessionResponse,
  responseUnchecked: true,
  access: 'site',
});

export const getUserBySessionIdCall = defineCall({
  method: 'POST',
  path: getUserBySessionIdPath,
  response: userResponse,
  access: 'user',
});

export const logoutCall = defineCall({
  method: 'POST',
  path: logoutPath,
  response: successOnly,
  access: 'optional',
});

export const forgetPasswordCall = defineCall({
  method: 'POST',
  path: forgetPasswordPath,
  request: forgetPasswordRequest,
  response: forgetPasswordResponse,
  responseUnchecked: true,
  access: 'site',
});

export const generatePasswordCall = defineCall({
  method: 'POST',
  path: generatePasswordPath,
  request: generatePasswordRequest,
  response: generatePasswordResponse,
  responseUnchecked: true,
  access: 'site',
});

export const updatePasswordCall = defineCall({
  method: 'POST',
  path: updatePasswordPath,
  request: updatePasswordRequest,
  response: updatePasswordResponse,
  responseUnchecked: true,
  access: 'user',
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

export const getMyReferralsCall = defineCall({
  method: 'POST',
  path: getMyReferralsPath,
  request: getMyReferralsRequest,
  response: getMyReferralsResponse,
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
