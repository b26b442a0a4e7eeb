import {
  changeMyPhoneDetailsPath,
  changeMyPhoneDetailsRequest,
  getMyLegalEntityPath,
  getMyReferralsPath,
  getMyReferralsRequest,
  getMyReferralsResponse,
  legalEntityResponse,
  updateAgentLogoPath,
  updateAgentLogoRequest,
  updateBillingDetailsPath,
  updateBillingDetailsRequest,
  updateMyLegalEntityPath,
  updateMyLegalEntityRequest,
  updateMyProfilePath,
  updateMyProfileRequest,
  updateReferralCodePath,
  updateReferralCodeRequest,
  userDataResponse,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/request-context';
import type { ProfileService } from './profile.service';

/** A logged-in user's own account: every route here acts on the session's user and nobody else. */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  const answersUser = { 200: userDataResponse };

  app.post(
    `/${updateMyProfilePath}`,
    { schema: { body: updateMyProfileRequest, response: answersUser } },
    (request) => profile.updateMyProfile(currentUser(request), request.body),
  );
  app.post(
    `/${changeMyPhoneDetailsPath}`,
    { schema: { body: changeMyPhoneDetailsRequest, response: answersUser } },
    (request) => profile.changeMyPhoneDetails(currentUser(request), request.body),
  );
  app.post(
    `/${updateReferralCodePath}`,
    { schema: { body: updateReferralCodeRequest, response: answersUser } },
    (request) => profile.updateReferralCode(currentUser(request), request.body.referralCode),
  );
  // The caller's own referrals only: the referrer is the session's user, never named in the body.
  app.post(
    `/${getMyReferralsPath}`,
    { schema: { body: getMyReferralsRequest, response: { 200: getMyReferralsResponse } } },
    (request) => profile.getMyReferrals(currentUser(request), request.body.page),
  );
  app.post(
    `/${updateAgentLogoPath}`,
    {
      config: { userTypes: ['travelAgent'] },
      schema: { body: updateAgentLogoRequest, response: answersUser },
    },
    (request) => profile.updateAgentLogo(currentUser(request), request.body.logo),
  );
  app.post(
    `/${updateBillingDetailsPath}`,
    { schema: { body: updateBillingDetailsRequest, response: answersUser } },
    (request) => profile.updateBillingDetails(currentUser(request), request.body),
  );
  app.get(`/${getMyLegalEntityPath}`, { schema: { response: { 200: legalEntityResponse } } }, (request) =>
    profile.getMyLegalEntity(currentUser(request)),
  );
  app.post(
    `/${updateMyLegalEntityPath}`,
    {
      config: { userTypes: ['travelAgent', 'corporate', 'staff'] },
      schema: { body: updateMyLegalEntityRequest, response: { 200: legalEntityResponse } },
    },
    (request) => profile.updateMyLegalEntity(currentUser(request), request.body),
  );
};
