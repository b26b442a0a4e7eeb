import {
  type MarkupRuleInput,
  markupRulesResponse,
  messageResponse,
  RULE_PATHS,
  type RuleKind,
  saveRuleResponse,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { markupKeys } from './keys';

export function useMarkupRules(kind: RuleKind) {
  return useQuery({
    queryKey: markupKeys.rules(kind),
    queryFn: async () =>
      (await unwrap(http.get(RULE_PATHS[kind].list, {}, { schema: markupRulesResponse }))).data,
  });
}

export function useSaveRule(kind: RuleKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: MarkupRuleInput) =>
      unwrap(http.post(RULE_PATHS[kind].save, rule, { schema: saveRuleResponse })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: markupKeys.rules(kind) }),
  });
}

export function useDeleteRule(kind: RuleKind) {
  const queryClient = useQueryClient();
  return useMutation({
    // Activity rules are deleted by a path segment (spec §7), the others by body.
    mutationFn: (markupId: string) =>
      unwrap(
        kind === 'activity'
          ? http.post(`${RULE_PATHS.activity.remove}/${markupId}`, {}, { schema: messageResponse })
          : http.post(RULE_PATHS[kind].remove, { markupId }, { schema: messageResponse }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: markupKeys.rules(kind) }),
  });
}
