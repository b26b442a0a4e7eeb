import {
  forgetPasswordCall,
  generatePasswordCall,
  getUserBySessionIdCall,
  googleSignInCall,
  googleSignUpCall,
  LOGGED_IN_COOKIE,
  loginBySessionIdCall,
  loginCall,
  logoutCall,
  signupCall,
  updatePasswordCall,
} from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { appLinkBase } from '../../platform/link-base';
import { currentUser } from '../../platform/request-context';
import { type AccountService, KNOWN_DEVICE_DAYS } from './accounts.service';
import type { ProfileService } from './profile.service';

/** The web app reads this non-secret cookie to know a session exists (spec §9); the token stays in storage. */
function markLoggedIn(reply: FastifyReply, loggedIn: boolean) {
  if (loggedIn) reply.setCookie(LOGGED_IN_COOKIE, '1', { path: '/', sameSite: 'lax', maxAge: 14 * 86_400 });
  else reply.clearCookie(LOGGED_IN_COOKIE, { path: '/' });
}

/**
 * The browser's device token (decision 0050): secret, so out of reach of scripts, and sent only to
 * the API. It outlives logouts: a browser that signed in before stays known.
 */
const DEVICE_COOKIE = 'known_device';

/** The device token the browser holds, when it has the shape of one we make. */
function deviceOf(request: FastifyRequest) {
  const token = request.cookies[DEVICE_COOKIE];
  return token && /^[\w-]{43}$/.test(token) ? token : undefined;
}

export const accountsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  accounts: AccountService;
  profile: ProfileService;
}> = async (app, { db, accounts, profile }) => {
  /** A sign-in answered: the session's marker, and the browser known to the user from now on. */
  async function signedIn(request: FastifyRequest, reply: FastifyReply, userId: string) {
    markLoggedIn(reply, true);
    const device = await accounts.rememberDevice(request.site.id, userId, deviceOf(request));
    reply.setCookie(DEVICE_COOKIE, device, {
      path: '/api/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: KNOWN_DEVICE_DAYS * 86_400,
    });
  }

  app.route({
    ...routeOf(signupCall),
    handler: async (request) => accounts.signup(request.site, request.body, await appLinkBase(db, request)),
  });

  app.route({
    ...routeOf(loginCall),
    handler: async (request, reply) => {
      const client = { address: request.ip, device: deviceOf(request) };
      const result = await accounts.login(request.site, request.body, client, await appLinkBase(db, request));
      if ('data' in result) await signedIn(request, reply, result.data.user.users_id);
      return result;
    },
  });

  app.route({
    ...routeOf(loginBySessionIdCall),
    handler: async (request, reply) => {
      const result = await accounts.loginBySessionId(request.site, request.body.sessionId);
      await signedIn(request, reply, result.data.user.users_id);
      return result;
    },
  });

  app.route({
    ...routeOf(googleSignInCall),
    handler: async (request, reply) => {
      const result = await accounts.googleSignIn(request.site, request.body.credential);
      await signedIn(request, reply, result.data.user.users_id);
      return result;
    },
  });

  app.route({
    ...routeOf(googleSignUpCall),
    handler: async (request, reply) => {
      const result = await accounts.googleSignUp(
        request.site,
        request.body.credential,
        request.body.userType,
        request.body.referralCode,
      );
      await signedIn(request, reply, result.data.user.users_id);
      return result;
    },
  });

  // The session's lookup already brought the whole view (cached with the session).
  app.route({
    ...routeOf(getUserBySessionIdCall),
    handler: async (request) =>
      request.userView
        ? { success: true as const, data: request.userView }
        : profile.me(currentUser(request)),
  });

  // Logging out twice, or with a session that already ended, is still a logout.
  app.route({
    ...routeOf(logoutCall),
    handler: async (request, reply) => {
      if (request.sessionId) await accounts.logout(request.sessionId);
      markLoggedIn(reply, false);
      return { success: true as const };
    },
  });

  app.route({
    ...routeOf(forgetPasswordCall),
    handler: async (request) =>
      accounts.forgetPassword(request.site, request.body.email, request.ip, await appLinkBase(db, request)),
  });

  app.route({
    ...routeOf(generatePasswordCall),
    handler: async (request) =>
      accounts.generatePassword(request.site, request.body.token, request.body.password),
  });

  app.route({
    ...routeOf(updatePasswordCall),
    handler: async (request, reply) => {
      const result = await accounts.updatePassword(
        currentUser(request),
        request.body.oldPassword,
        request.body.newPassword,
      );
      markLoggedIn(reply, false);
      return result;
    },
  });
};
