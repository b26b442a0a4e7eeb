import type { GetTicketsRequest } from '@app/contracts';

/** Query keys of the ticket and hold queues; a release invalidates `all`. */
export const ticketKeys = {
  all: ['tickets'] as const,
  list: (request: GetTicketsRequest) => [...ticketKeys.all, 'list', request] as const,
  held: (page: number) => [...ticketKeys.all, 'held', page] as const,
};
