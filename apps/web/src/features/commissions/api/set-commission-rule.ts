import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CommissionRuleSchema,
  type CommissionRule,
  type CommissionRuleInput,
} from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface RuleChange {
  serviceId: string;
  rule: CommissionRuleInput;
}

/** PUT /api/commissions/rules/:serviceId: the service's rule as it now is. */
export function setCommissionRule({ serviceId, rule }: RuleChange): Promise<CommissionRule> {
  return api.put(`/commissions/rules/${encodeURIComponent(serviceId)}`, rule, {
    schema: CommissionRuleSchema,
  });
}

/** A new rule changes the rules and every month's commissions. */
export function useSetCommissionRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCommissionRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.commissions.all }),
  });
}
