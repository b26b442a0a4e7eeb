import {
  type ForgetPasswordRequest,
  forgetPasswordPath,
  forgetPasswordResponse,
  type GeneratePasswordRequest,
  type GoogleSignUpRequest,
  generatePasswordPath,
  generatePasswordResponse,
  getUserBySessionIdPath,
  googleSessionResponse,
  googleSignInPath,
  googleSignUpPath,
  type LoginRequest,
  loginBySessionIdPath,
  loginBySessionIdResponse,
  loginPath,
  loginResponse,
  logoutPath,
  type SessionResponse,
  userResponse,
} from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { beginSession } from '../../../app/session';

/** Keeps the session a sign-in call answered (password, login link or Google). */
const keepSession = (body: SessionResponse) => beginSession(body.data.token, body.data.user);

export function useLogin() {
  return useMutation({
    mutationFn: (request: LoginRequest) => unwrap(http.post(loginPath, request, { schema: loginResponse })),
    onSuccess: (body) => {
      if ('data' in body) keepSession(body);
    },
  });
}

export function useLoginBySessionId() {
  return useMutation({
    mutationFn: (sessionId: string) =>
      unwrap(
        http.post(loginBySessionIdPath, { sessionId }, { schema: loginBySessionIdResponse, quiet: true }),
      ),
    onSuccess: keepSession,
  });
}

export function useGoogleSignIn() {
  return useMutation({
    mutationFn: (credential: string) =>
      unwrap(http.post(googleSignInPath, { credential }, { schema: googleSessionResponse })),
    onSuccess: keepSession,
  });
}

export function useGoogleSignUp() {
  return useMutation({
    mutationFn: (request: GoogleSignUpRequest) =>
      unwrap(http.post(googleSignUpPath, request, { schema: googleSessionResponse })),
    onSuccess: keepSession,
  });
}

export function useForgetPassword() {
  return useMutation({
    mutationFn: (request: ForgetPasswordRequest) =>
      unwrap(http.post(forgetPasswordPath, request, { schema: forgetPasswordResponse })),
  });
}

export function useGeneratePassword() {
  return useMutation({
    mutationFn: (request: GeneratePasswordRequest) =>
      unwrap(http.post(generatePasswordPath, request, { schema: generatePasswordResponse })),
  });
}

/** Ends the session on the server; a failure does not matter, the device forgets it anyway. */
export async function logoutOnServer() {
  await http.post(logoutPath, {}, { quiet: true }).catch(() => undefined);
}

/** POST wl/user/getUserBySessionId: the user of the current session, as the server knows it now. */
export const fetchCurrentUser = () =>
  unwrap(http.post(getUserBySessionIdPath, {}, { schema: userResponse, quiet: true }));
