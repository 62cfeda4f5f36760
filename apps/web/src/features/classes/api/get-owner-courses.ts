import { useQuery } from '@tanstack/react-query';
import { OwnerCoursesSchema } from '@adiestra/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/owner/courses: the courses of the owner's trainers, and their dogs in them. */
export function getOwnerCourses(signal?: AbortSignal) {
  return api.get('/owner/courses', {
    schema: OwnerCoursesSchema,
    anonymous: true,
    ...(signal ? { signal } : {}),
  });
}

export function useOwnerCourses() {
  return useQuery({
    queryKey: queryKeys.classes.ownerCourses,
    queryFn: ({ signal }) => getOwnerCourses(signal),
    retry: false,
  });
}
