import { auditEntriesRequest, auditEntriesResponse } from '../audit/audit-log';
import { defineCall } from './define-call';

/** The audit log (issue 16): read and exported by staff granted settings.audit; nothing writes it. */
export const auditEntriesCall = defineCall({
  method: 'POST',
  path: 'audit/getEntries',
  request: auditEntriesRequest,
  response: auditEntriesResponse,
  access: 'staff',
  permission: 'settings.audit',
});

export const exportAuditCall = defineCall({
  method: 'GET',
  path: 'audit/export',
  request: auditEntriesRequest,
  produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  access: 'staff',
  permission: 'settings.audit',
});
