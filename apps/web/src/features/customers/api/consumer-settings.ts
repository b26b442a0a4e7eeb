import {
  getConsumerLEIdGroupMappingWithOwnerLEGroupsCall,
  mapLEIdWithLEGroupIdCall,
  setLERelationConfigCall,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { notify } from '../../../ui/notify';
import { customerKeys } from './keys';

/** The owner's markup groups with this consumer's group and TDS setting. */
export function useConsumerSettings(consumerLEId: string | null) {
  return useQuery({
    queryKey: customerKeys.consumerSettings(consumerLEId ?? ''),
    enabled: consumerLEId !== null,
    queryFn: async () =>
      (
        await unwrap(
          http.call(getConsumerLEIdGroupMappingWithOwnerLEGroupsCall, { consumerLEId: consumerLEId ?? '' }),
        )
      ).data,
  });
}

export type ConsumerChange =
  | { kind: 'group'; LEId: string; groupId: string }
  | { kind: 'tds'; userLEID: string; isTdsDeductable: boolean };

/** Saves a consumer's group or TDS setting; the dialog and the list update once the server confirms. */
export function useChangeConsumer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: ConsumerChange) =>
      unwrap(
        kind === 'group'
          ? http.call(mapLEIdWithLEGroupIdCall, body as { LEId: string; groupId: string })
          : http.call(setLERelationConfigCall, body as { userLEID: string; isTdsDeductable: boolean }),
      ),
    onSuccess: (answer) => {
      notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}
