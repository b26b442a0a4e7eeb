import { SESSION_SCOPE } from '../../../api/query-client';

/** Query keys of the signed-in user's own data; all under the session scope, dropped on logout. */
export const accountKeys = {
  all: [...SESSION_SCOPE, 'account'] as const,
  legalEntity: () => [...accountKeys.all, 'legalEntity'] as const,
};
