import { successOnly } from '../common/fields';
import { agentBranding, agentBrandingResponse, gstInvoiceRequest } from '../documents/documents';
import { defineCall } from './define-call';

/**
 * The GST invoice of an order, for its buyer or the site's staff granted invoices.view (checked by
 * the service: a buyer's own order needs no permission). Issued on first asking, the same after.
 */
export const gstInvoiceCall = defineCall({
  method: 'GET',
  path: 'invoices/gst',
  request: gstInvoiceRequest,
  produces: 'application/pdf',
  access: 'user',
});

/** A travel agent's choice of documents issued in its agency's name. */
export const getAgentBrandingCall = defineCall({
  method: 'GET',
  path: 'wl/user/getDocumentBranding',
  response: agentBrandingResponse,
  access: 'user',
  userTypes: ['travelAgent'],
});

export const setAgentBrandingCall = defineCall({
  method: 'POST',
  path: 'wl/user/setDocumentBranding',
  request: agentBranding,
  response: successOnly,
  access: 'user',
  userTypes: ['travelAgent'],
});
