import {
  attentionActRequest,
  attentionActResponse,
  attentionListRequest,
  attentionListResponse,
} from '../commerce/attention';
import { defineCall } from './define-call';

/** The staff attention queue (decision 0027): cases the system could not settle by itself. */
export const attentionListCall = defineCall({
  method: 'POST',
  path: 'staff/attention/list',
  request: attentionListRequest,
  response: attentionListResponse,
  access: 'staff',
  permission: 'attention.view',
});

export const attentionActCall = defineCall({
  method: 'POST',
  path: 'staff/attention/act',
  request: attentionActRequest,
  response: attentionActResponse,
  access: 'staff',
  permission: 'attention.act',
});
