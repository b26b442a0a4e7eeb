import { SESSION_SCOPE } from '../../../api/query-client';

export const markupKeys = {
  all: [...SESSION_SCOPE, 'markup'] as const,
  groups: () => [...markupKeys.all, 'groups'] as const,
  rules: (kind: string) => [...markupKeys.all, 'rules', kind] as const,
};
