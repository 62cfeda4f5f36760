import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserSchema, type User } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/auth/profile: the signed-in user's own record. */
export function getProfile(signal?: AbortSignal): Promise<User> {
  return api.get('/auth/profile', { schema: UserSchema, ...(signal ? { signal } : {}) });
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
