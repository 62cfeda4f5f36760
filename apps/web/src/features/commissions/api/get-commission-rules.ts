import { queryOptions, useQuery } from '@tanstack/react-query';
import { CommissionRuleListSchema, type CommissionRule } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/commissions/rules: every service with its commission rule, or none. */
export async function getCommissionRules(signal?: AbortSignal): Promise<CommissionRule[]> {
  const { rules } = await api.get('/commissions/rules', {
    schema: CommissionRuleListSchema,
    ...(signal ? { signal } : {}),
  });
  return rules;
}

export const commissionRulesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.commissions.rules,
    queryFn: ({ signal }) => getCommissionRules(signal),
  });

export function useCommissionRules() {
  return useQuery(commissionRulesQueryOptions());
}
