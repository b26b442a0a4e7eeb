import {
  googleSessionResponse,
  googleSignInPath,
  googleSignInRequest,
  googleSignUpPath,
  googleSignUpRequest,
} from '../accounts/google-sign-in';
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
import { getMyReferralsPath, getMyReferralsRequest, getMyReferralsResponse } from '../accounts/referrals';
import { userResponse } from '../accounts/session';
import { successOnly } from '../common/fields';
import { defineCall } from './define-call';

/**
 * Signing in and out, the session, passwords. The calls of the account forms (sign-up, profile,
 * legal entity, agent creation) are in account-forms.calls.ts: their schemas check phones with
 * libphonenumber, and a web chunk that uses any call of a module carries all of its calls, so the
 * first screen (which needs the session calls) would carry libphonenumber too.
 */

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

export const getMyReferralsCall = defineCall({
  method: 'POST',
  path: getMyReferralsPath,
  request: getMyReferralsRequest,
  response: getMyReferralsResponse,
  access: 'user',
});
