import { SESSION_SCOPE } from '../../../api/query-client';

export const staffKeys = {
  all: [...SESSION_SCOPE, 'staff'] as const,
  outbox: (page: number, scope: string) => [...staffKeys.all, 'outbox', scope, page] as const,
};
