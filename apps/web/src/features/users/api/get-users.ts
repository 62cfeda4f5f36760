import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  PAGE_SIZES,
  PaginationSchema,
  UserSchema,
  type Pagination,
  type User,
} from '@adiestra/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const UsersPageSchema = z.object({ users: z.array(UserSchema), pagination: PaginationSchema });
export interface UsersPage {
  users: User[];
  pagination: Pagination;
}

/** GET /api/admin/users?page&limit. */
export function getUsers(page: number, signal?: AbortSignal): Promise<UsersPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZES.users) });
  return api.get(`/admin/users?${query.toString()}`, {
    schema: UsersPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const usersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.users.page(page),
    queryFn: ({ signal }) => getUsers(page, signal),
    // Keep the current page on screen while the next one loads (no blank table between pages).
    placeholderData: keepPreviousData,
  });

export function useUsers(page: number) {
  return useQuery(usersQueryOptions(page));
}

/** Puts the server's updated user into every cached page; used only after a successful update. */
export function replaceUserInCache(queryClient: QueryClient, updated: User): void {
  queryClient.setQueriesData<UsersPage>({ queryKey: queryKeys.users.all }, (page) =>
    page ? { ...page, users: page.users.map((u) => (u.id === updated.id ? updated : u)) } : page,
  );
}
