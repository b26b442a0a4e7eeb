import { ok } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { staffKeys } from './keys';

/** GET notifications/getOutbox {page}: the site's sent mail. Not in the shared contracts yet. */
export const outboxPath = 'notifications/getOutbox';

const outboxEmail = z.object({
  id: z.coerce.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string().nullable(),
  html: z.string().nullable().optional(),
  transport: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxEmail = z.infer<typeof outboxEmail>;

export const outboxResponse = ok({
  data: z.object({
    records: z.array(outboxEmail),
    totalRecords: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export function useOutbox(page: number) {
  return useQuery({
    queryKey: staffKeys.outbox(page),
    queryFn: async () => (await unwrap(http.get(outboxPath, { page }, { schema: outboxResponse }))).data,
    placeholderData: keepPreviousData,
  });
}
