import {
  getBookingDetailsCall,
  getTicketDetailCall,
  type SendEmailRequest,
  sendEmailForWlCall,
  type TicketDetail,
  type UpdateBookingDetailsRequest,
  updateBookingDetailsCall,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { SESSION_SCOPE } from '../../../api/query-client';
import { useAuthToken } from '../../../app/store';
import { notify } from '../../../ui/notify';

/** Keyed by the session too: the same ticket answers with prices for its owner and without for others. */
const ticketKey = (slug: string, token: string | null) => [...SESSION_SCOPE, 'eTicket', slug, token] as const;

export function useTicketDetail(slug: string) {
  const token = useAuthToken();
  return useQuery({
    queryKey: ticketKey(slug, token),
    queryFn: async () => (await unwrap(http.call(getTicketDetailCall, { slug }, { quiet: true }))).data,
    enabled: slug !== '',
  });
}

export function useBookingDetails(searchId: string) {
  return useQuery({
    queryKey: [...SESSION_SCOPE, 'bookingDetails', searchId],
    queryFn: async () => (await unwrap(http.call(getBookingDetailsCall, { searchId }, { quiet: true }))).data,
    enabled: searchId !== '',
  });
}

/** Saves one fare change and puts the answered fare straight into the cached ticket. */
export function useUpdateFare(slug: string) {
  const client = useQueryClient();
  const token = useAuthToken();
  return useMutation({
    mutationFn: async (request: UpdateBookingDetailsRequest) =>
      (await unwrap(http.call(updateBookingDetailsCall, request))).data,
    onSuccess: (fare) => {
      client.setQueryData<TicketDetail>(ticketKey(slug, token), (old) => (old ? { ...old, fare } : old));
      notify.success('Saved');
    },
  });
}

export function useSendTicketEmail() {
  return useMutation({
    mutationFn: async (request: SendEmailRequest) => unwrap(http.call(sendEmailForWlCall, request)),
    onSuccess: (body) => notify.success(body.message),
  });
}
