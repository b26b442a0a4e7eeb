import { AUDIT_FILE_NAME, type AuditEntriesRequest, auditEntriesCall, exportAuditCall } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { SESSION_SCOPE } from '../../../api/query-client';

const auditKeys = { page: (request: AuditEntriesRequest) => [...SESSION_SCOPE, 'audit', request] as const };

export function useAuditEntries(request: AuditEntriesRequest) {
  return useQuery({
    queryKey: auditKeys.page(request),
    queryFn: async () => (await unwrap(http.call(auditEntriesCall, request))).data,
    placeholderData: keepPreviousData,
  });
}

export const downloadAudit = ({ page: _page, ...filters }: AuditEntriesRequest) =>
  http.download(exportAuditCall.path, filters, AUDIT_FILE_NAME, 'The audit log could not be exported');
