import { z } from 'zod';
import { airlinesStaticResponse } from '../flights/reference-data';
import { bankDetailsResponse } from '../site/bank-details';
import { detectSitePath, detectSiteRequest, detectSiteResponse } from '../site/detect-site';
import { defineCall } from './define-call';

export const detectSiteCall = defineCall({
  method: 'POST',
  path: detectSitePath,
  request: detectSiteRequest,
  response: detectSiteResponse,
  access: 'public',
});

export const getBankDetailsCall = defineCall({
  method: 'GET',
  path: 'whitelabel/getBankDetails',
  response: bankDetailsResponse,
  access: 'site',
});

export const getAirlinesStaticDataCall = defineCall({
  method: 'POST',
  path: 'master/getAirlinesStaticData',
  response: airlinesStaticResponse,
  access: 'site',
});

export const airlineLogoCall = defineCall({
  method: 'GET',
  path: 'master/airlineLogo/:file',
  params: z.object({ file: z.string().regex(/^[A-Z0-9]{2}\.svg$/) }),
  produces: 'image/svg+xml',
  access: 'public',
});
