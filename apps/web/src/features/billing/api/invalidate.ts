import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * Services name bonos; bonos and payments make balances and the dashboard's money card; the
 * appointments carry the bono each visit draws on (issue 26), so the scheduling screens refresh;
 * a class's roster and a course's card say what each place has paid (decision 0135).
 */
export async function invalidateBilling(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.services.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.bonos.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.money.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.scheduling.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.classes.all }),
  ]);
}
