import {
  gatewaySettingsCall,
  type SaveGatewaySettingsRequest,
  saveGatewaySettingsCall,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { SESSION_SCOPE } from '../../../api/query-client';
import { activeGatewayKey } from '../../payments/api/active-gateway';

const settingsKey = [...SESSION_SCOPE, 'gatewaySettings'] as const;

/** whitelabel/paymentGateway: the site's gateway settings, the salt key only as a hint. */
export function useGatewaySettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async () => (await unwrap(http.call(gatewaySettingsCall, undefined))).data,
  });
}

/** Quiet: a refused field is shown under it. The site's active gateway is read again after a save. */
export function useSaveGatewaySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveGatewaySettingsRequest) =>
      unwrap(http.call(saveGatewaySettingsCall, input, { quiet: true })),
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKey, answer.data);
      return queryClient.invalidateQueries({ queryKey: activeGatewayKey });
    },
  });
}
