import {
  forgetPasswordPath,
  forgetPasswordRequest,
  generatePasswordPath,
  generatePasswordRequest,
  getUserBySessionIdPath,
  googleSignInPath,
  googleSignInRequest,
  googleSignUpPath,
  googleSignUpRequest,
  LOGGED_IN_COOKIE,
  loginBySessionIdPath,
  loginBySessionIdRequest,
  loginPath,
  loginRequest,
  logoutPath,
  sessionResponse,
  signupPath,
  signupRequest,
  successOnly,
  updatePasswordPath,
  updatePasswordRequest,
  userResponse,
} from '@app/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/client';
import { appLinkBase } from '../../platform/link-base';
import { currentUser } from '../../platform/request-context';
import type { AccountService } from './accounts.service';
import type { ProfileService } from './profile.service';

/** The web app reads this non-secret cookie to know a session exists (spec §9); the token stays in storage. */
function markLoggedIn(reply: FastifyReply, loggedIn: boolean) {
  if (loggedIn) reply.setCookie(LOGGED_IN_COOKIE, '1', { path: '/', sameSite: 'lax', maxAge: 14 * 86_400 });
  else reply.clearCookie(LOGGED_IN_COOKIE, { path: '/' });
}

export const accountsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  accounts: AccountService;
  profile: ProfileService;
}> = async (app, { db, accounts, profile }) => {
  const open = { access: 'site' } as const;

  app.post(`/${signupPath}`, { config: open, schema: { body: signupRequest } }, async (request) =>
    accounts.signup(request.site, request.body, await appLinkBase(db, request)),
  );

  app.post(`/${loginPath}`, { config: open, schema: { body: loginRequest } }, async (request, reply) => {
    const result = await accounts.login(
      request.site,
      request.body,
      request.ip,
      await appLinkBase(db, request),
    );
    if ('data' in result) markLoggedIn(reply, true);
    return result;
  });

  app.post(
    `/${loginBySessionIdPath}`,
    { config: open, schema: { body: loginBySessionIdRequest, response: { 200: sessionResponse } } },
    async (request, reply) => {
      const result = await accounts.loginBySessionId(request.site, request.body.sessionId);
      markLoggedIn(reply, true);
      return result;
    },
  );

  app.post(
    `/${googleSignInPath}`,
    { config: open, schema: { body: googleSignInRequest } },
    async (request, reply) => {
      const result = await accounts.googleSignIn(request.site, request.body.credential);
      markLoggedIn(reply, true);
      return result;
    },
  );

  app.post(
    `/${googleSignUpPath}`,
    { config: open, schema: { body: googleSignUpRequest } },
    async (request, reply) => {
      const result = await accounts.googleSignUp(
        request.site,
        request.body.credential,
        request.body.userType,
        request.body.referralCode,
      );
      markLoggedIn(reply, true);
      return result;
    },
  );

  // The session's lookup already brought the whole view (cached with the session).
  app.post(`/${getUserBySessionIdPath}`, { schema: { response: { 200: userResponse } } }, async (request) =>
    request.userView ? { success: true as const, data: request.userView } : profile.me(currentUser(request)),
  );

  // Logging out twice, or with a session that already ended, is still a logout.
  app.post(
    `/${logoutPath}`,
    { config: { access: 'optional' }, schema: { response: { 200: successOnly } } },
    async (request, reply) => {
      if (request.sessionId) await accounts.logout(request.sessionId);
      markLoggedIn(reply, false);
      return { success: true as const };
    },
  );

  app.post(
    `/${forgetPasswordPath}`,
    { config: open, schema: { body: forgetPasswordRequest } },
    async (request) =>
      accounts.forgetPassword(request.site, request.body.email, request.ip, await appLinkBase(db, request)),
  );

  app.post(
    `/${generatePasswordPath}`,
    { config: open, schema: { body: generatePasswordRequest } },
    async (request) => accounts.generatePassword(request.site, request.body.token, request.body.password),
  );

  app.post(`/${updatePasswordPath}`, { schema: { body: updatePasswordRequest } }, async (request, reply) => {
    const result = await accounts.updatePassword(
      currentUser(request),
      request.body.oldPassword,
      request.body.newPassword,
    );
    markLoggedIn(reply, false);
    return result;
  });
};
