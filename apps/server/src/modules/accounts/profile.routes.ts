import {
  changeMyPhoneDetailsCall,
  getMyLegalEntityCall,
  getMyReferralsCall,
  updateAgentLogoCall,
  updateBillingDetailsCall,
  updateMyLegalEntityCall,
  updateMyProfileCall,
  updateReferralCodeCall,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import { currentUser } from '../../platform/request-context';
import type { ProfileService } from './profile.service';

/** A logged-in user's own account: every route here acts on the session's user and nobody else. */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  app.route({
    ...routeOf(updateMyProfileCall),
    handler: (request) => profile.updateMyProfile(currentUser(request), request.body),
  });
  app.route({
    ...routeOf(changeMyPhoneDetailsCall),
    handler: (request) => profile.changeMyPhoneDetails(currentUser(request), request.body),
  });
  app.route({
    ...routeOf(updateReferralCodeCall),
    handler: (request) => profile.updateReferralCode(currentUser(request), request.body.referralCode),
  });
  // The caller's own referrals only: the referrer is the session's user, never named in the body.
  app.route({
    ...routeOf(getMyReferralsCall),
    handler: (request) => profile.getMyReferrals(currentUser(request), request.body.page),
  });
  app.route({
    ...routeOf(updateAgentLogoCall),
    handler: (request) => profile.updateAgentLogo(currentUser(request), request.body.logo),
  });
  app.route({
    ...routeOf(updateBillingDetailsCall),
    handler: (request) => profile.updateBillingDetails(currentUser(request), request.body),
  });
  app.route({
    ...routeOf(getMyLegalEntityCall),
    handler: (request) => profile.getMyLegalEntity(currentUser(request)),
  });
  app.route({
    ...routeOf(updateMyLegalEntityCall),
    handler: (request) => profile.updateMyLegalEntity(currentUser(request), request.body),
  });
};
