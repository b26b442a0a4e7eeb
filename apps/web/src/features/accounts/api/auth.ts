import {
  type ForgetPasswordRequest,
  forgetPasswordCall,
  type GeneratePasswordRequest,
  type GoogleSignUpRequest,
  generatePasswordCall,
  getUserBySessionIdCall,
  googleSignInCall,
  googleSignUpCall,
  type LoginRequest,
  loginBySessionIdCall,
  loginCall,
  logoutCall,
  type SessionResponse,
} from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { beginSession } from '../../../app/session';

/** Keeps the session a sign-in call answered (password, login link or Google). */
const keepSession = (body: SessionResponse) => beginSession(body.data.token, body.data.user);

export function useLogin() {
  return useMutation({
    mutationFn: (request: LoginRequest) => unwrap(http.call(loginCall, request)),
    onSuccess: (body) => {
      if ('data' in body) keepSession(body);
    },
  });
}

export function useLoginBySessionId() {
  return useMutation({
    mutationFn: (sessionId: string) =>
      unwrap(http.call(loginBySessionIdCall, { sessionId }, { quiet: true })),
    onSuccess: keepSession,
  });
}

export function useGoogleSignIn() {
  return useMutation({
    mutationFn: (credential: string) => unwrap(http.call(googleSignInCall, { credential })),
    onSuccess: keepSession,
  });
}

export function useGoogleSignUp() {
  return useMutation({
    mutationFn: (request: GoogleSignUpRequest) => unwrap(http.call(googleSignUpCall, request)),
    onSuccess: keepSession,
  });
}

export function useForgetPassword() {
  return useMutation({
    mutationFn: (request: ForgetPasswordRequest) => unwrap(http.call(forgetPasswordCall, request)),
  });
}

export function useGeneratePassword() {
  return useMutation({
    mutationFn: (request: GeneratePasswordRequest) => unwrap(http.call(generatePasswordCall, request)),
  });
}

/** Ends the session on the server; a failure does not matter, the device forgets it anyway. */
export async function logoutOnServer() {
  await http.call(logoutCall, {}, { quiet: true }).catch(() => undefined);
}

/** POST wl/user/getUserBySessionId: the user of the current session, as the server knows it now. */
export const fetchCurrentUser = () => unwrap(http.call(getUserBySessionIdCall, {}, { quiet: true }));
