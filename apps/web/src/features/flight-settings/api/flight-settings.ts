import { type FlightSettingsInput, getFlightSettingsCall, saveFlightSettingsCall } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { SESSION_SCOPE } from '../../../api/query-client';

export const flightSettingsKeys = { all: [...SESSION_SCOPE, 'flightSettings'] as const };

export function useFlightSettings() {
  return useQuery({
    queryKey: flightSettingsKeys.all,
    queryFn: async () => (await unwrap(http.call(getFlightSettingsCall, undefined))).data,
  });
}

/** Quiet: a refused field is shown under it; the success toast is the server's message. */
export function useSaveFlightSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FlightSettingsInput) =>
      unwrap(http.call(saveFlightSettingsCall, input, { quiet: true })),
    onSuccess: (answer) => queryClient.setQueryData(flightSettingsKeys.all, answer.data),
  });
}
