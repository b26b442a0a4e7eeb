import { getOutboxCall } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { staffKeys } from './keys';

export function useOutbox(page: number) {
  return useQuery({
    queryKey: staffKeys.outbox(page),
    queryFn: async () => (await unwrap(http.call(getOutboxCall, { page }))).data,
    placeholderData: keepPreviousData,
  });
}
