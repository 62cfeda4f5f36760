import { useQuery } from '@tanstack/react-query';
import { OwnerClassesSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/owner/classes: the upcoming classes of the owner's trainers (the owner's cookie). */
export function getOwnerClasses(signal?: AbortSignal) {
  return api.get('/owner/classes', {
    schema: OwnerClassesSchema,
    anonymous: true,
    ...(signal ? { signal } : {}),
  });
}

export function useOwnerClasses() {
  return useQuery({
    queryKey: queryKeys.classes.owner,
    queryFn: ({ signal }) => getOwnerClasses(signal),
    retry: false,
  });
}
