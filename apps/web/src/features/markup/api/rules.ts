import { type MarkupRuleInput, RULE_CALLS, type RuleKind } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { markupKeys } from './keys';

export function useMarkupRules(kind: RuleKind) {
  return useQuery({
    queryKey: markupKeys.rules(kind),
    queryFn: async () => (await unwrap(http.call(RULE_CALLS[kind].list))).data,
  });
}

export function useSaveRule(kind: RuleKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: MarkupRuleInput) => unwrap(http.call(RULE_CALLS[kind].save, rule)),
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
          ? http.call(RULE_CALLS.activity.remove, {}, { params: { id: markupId } })
          : http.call(RULE_CALLS[kind].remove, { markupId }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: markupKeys.rules(kind) }),
  });
}
