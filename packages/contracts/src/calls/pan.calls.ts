import {
  panListPath,
  panListRequest,
  panListResponse,
  panVerifyPath,
  panVerifyRequest,
  panVerifyResponse,
} from '../customers/pan-verification';
import { defineCall } from './define-call';

/** Transactions → Verify PAN card: reading the list needs the same permission as deciding. */
export const panListCall = defineCall({
  method: 'POST',
  path: panListPath,
  request: panListRequest,
  response: panListResponse,
  access: 'staff',
  permission: 'customers.verifyPan',
});

export const panVerifyCall = defineCall({
  method: 'POST',
  path: panVerifyPath,
  request: panVerifyRequest,
  response: panVerifyResponse,
  access: 'staff',
  permission: 'customers.verifyPan',
});
