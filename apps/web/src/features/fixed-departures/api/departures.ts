import {
  type FdBookingsRequest,
  type FdCreateOrderRequest,
  type FdPassengerName,
  type FdPrintView,
  type FdSearchRequest,
  type fdBookingFilters,
  fdCancelBookingCall,
  fdCreateOrderCall,
  fdExportBookingsCall,
  fdGetBookingsCall,
  fdGetDepartureCall,
  fdPrintCall,
  fdSearchCall,
  fdTicketMarkupCall,
  fdUpdatePassengersCall,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { notify } from '../../../ui/notify';
import { invalidateWalletFunds } from '../../payments/api/wallet';
import { fdKeys } from './keys';

export type FdParty = { adultCount: number; childCount: number; infantCount: number };

/** fixedDeparture/search. Seats change all the time: every visit asks again. */
export function useFdSearch(request: FdSearchRequest, enabled = true) {
  return useQuery({
    queryKey: fdKeys.search(request),
    queryFn: async () => (await unwrap(http.call(fdSearchCall, request))).data.departures,
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

/** fixedDeparture/getDeparture: one departure priced for the party; `total` is what its order will charge. */
export function useFdDeparture(id: string, party: FdParty) {
  return useQuery({
    queryKey: fdKeys.departure(id, party),
    queryFn: async () => (await unwrap(http.call(fdGetDepartureCall, { id, ...party }))).data,
    staleTime: 0,
  });
}

/** fixedDeparture/createOrder: reserves the seats until the order is paid or runs out of time. */
export function useFdCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // Quiet: a refusal (sold out, too few seats) is shown on the page itself, plainly.
    mutationFn: async (request: FdCreateOrderRequest) =>
      (await unwrap(http.call(fdCreateOrderCall, request, { quiet: true }))).data,
    // Refused: someone was faster, so what is left has changed and the page should say so.
    onError: () => queryClient.invalidateQueries({ queryKey: fdKeys.all }),
  });
}

export function useFdBookings(request: FdBookingsRequest) {
  return useQuery({
    queryKey: fdKeys.bookings(request),
    queryFn: async () => (await unwrap(http.call(fdGetBookingsCall, request))).data,
    placeholderData: keepPreviousData,
  });
}

/** fixedDeparture/cancelBooking: what the policy leaves goes back; seats and lists change. */
export function useFdCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bookingId: string) =>
      (await unwrap(http.call(fdCancelBookingCall, { bookingId }))).data,
    // What the policy leaves goes back the way it was paid: to the wallet, often.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fdKeys.all }),
        invalidateWalletFunds(queryClient),
      ]),
  });
}

/** fixedDeparture/updatePassengers: quiet, since a refused name is shown under its field. */
export function useFdRename() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: { bookingId: string; names: FdPassengerName[] }) =>
      (await unwrap(http.call(fdUpdatePassengersCall, request, { quiet: true }))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fdKeys.all }),
  });
}

/** /flight/fixedDeparture/print/:slug: open to whoever holds the link (the price only to its buyer and staff). */
export function useFdPrint(slug: string) {
  return useQuery({
    queryKey: fdKeys.print(slug),
    queryFn: async () => (await unwrap(http.call(fdPrintCall, undefined, { params: { slug } }))).data,
  });
}

/** fixedDeparture/ticketMarkup: the selling agent's markup, and so the price its ticket shows. */
export function useFdTicketMarkup(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: { bookingId: string; markup: number }) =>
      (await unwrap(http.call(fdTicketMarkupCall, request))).data,
    onSuccess: ({ amount, markup, message }) => {
      queryClient.setQueryData<FdPrintView>(fdKeys.print(slug), (old) =>
        old ? { ...old, amount, markup } : old,
      );
      notify.success(message);
    },
  });
}

export const FD_BOOKINGS_FILE_NAME = 'fixed-departure-bookings.xlsx';

/** Staff's export of the queue, with the list's filters, every page. */
export const downloadFdBookings = (filters: z.input<typeof fdBookingFilters>) =>
  http.download(
    fdExportBookingsCall.path,
    filters,
    FD_BOOKINGS_FILE_NAME,
    'The fixed departure bookings could not be exported',
  );
