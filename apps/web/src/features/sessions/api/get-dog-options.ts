import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_LIMIT, PaginationSchema } from '@adiestra/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { fetchAllPages } from '@/lib/fetch-all-pages';

const DogOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  breed: z.string(),
  isActive: z.boolean(),
  client: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
});
export type DogOption = z.infer<typeof DogOptionSchema>;
const DogPageSchema = z.object({ dogs: z.array(DogOptionSchema), pagination: PaginationSchema });

/** Every dog of the trainer (GET /api/dogs, page by page), sorted by name, for the dog and owner selectors. */
export async function getDogOptions(signal?: AbortSignal): Promise<DogOption[]> {
  const dogs = await fetchAllPages(async (page) => {
    const query = new URLSearchParams({ page: String(page), limit: String(MAX_PAGE_LIMIT) });
    const result = await api.get(`/dogs?${query.toString()}`, {
      schema: DogPageSchema,
      ...(signal ? { signal } : {}),
    });
    return { items: result.dogs, totalPages: result.pagination.totalPages };
  });
  return dogs.sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/** Under ['dogs'] so that any change the dogs feature invalidates also refreshes these options. */
export const dogOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['dogs', 'session-options'],
    queryFn: ({ signal }) => getDogOptions(signal),
  });

export function useDogOptions() {
  return useQuery(dogOptionsQueryOptions());
}

export interface OwnerOption {
  id: string;
  name: string;
}

/** The owners of those dogs, once each, sorted: only someone with a dog can have sessions. */
export function ownersOf(dogs: DogOption[]): OwnerOption[] {
  const owners = new Map<string, OwnerOption>();
  for (const { client } of dogs) {
    owners.set(client.id, { id: client.id, name: `${client.firstName} ${client.lastName}`.trim() });
  }
  return [...owners.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
}
