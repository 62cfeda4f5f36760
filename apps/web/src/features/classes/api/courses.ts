import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CourseDetailSchema,
  CourseSchema,
  type CourseEnrolInput,
  type CoursePayload,
} from '@adiestra/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { invalidateClasses } from './invalidate';

// Courses (issue 29, decision 0081) under the classes' query keys: a course's change (a dog
// enrolled in each of its classes) refreshes its classes' lists, rosters and the calendar too.
const courseKeys = {
  list: [...queryKeys.classes.all, 'courses'] as const,
  detail: (id: string) => [...queryKeys.classes.all, 'courses', id] as const,
};

/** GET /api/courses: the trainer's courses, latest first. */
export function useCourses() {
  return useQuery({
    queryKey: courseKeys.list,
    queryFn: async ({ signal }) =>
      (await api.get('/courses', { schema: z.object({ courses: z.array(CourseSchema) }), signal }))
        .courses,
  });
}

/** GET /api/courses/:id: a course with its classes, enrolments, waiting list and make-ups. */
export function useCourse(id: string) {
  return useQuery({
    queryKey: courseKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(`/courses/${encodeURIComponent(id)}`, { schema: CourseDetailSchema, signal }),
  });
}

/** POST /api/courses: a course and its weekly classes. */
export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CoursePayload) =>
      api.post('/courses', input, { schema: CourseDetailSchema }),
    onSuccess: () => invalidateClasses(queryClient),
  });
}

/** POST /api/courses/:id/enrolments/:enrolmentId/cancel: every place to come freed once. */
export function useCancelCourseEnrolment(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enrolmentId: string) =>
      api.post(
        `/courses/${encodeURIComponent(courseId)}/enrolments/${encodeURIComponent(enrolmentId)}/cancel`,
        {},
        { schema: CourseDetailSchema },
      ),
    onSuccess: () => invalidateClasses(queryClient),
  });
}

/** POST /api/courses/:id/enrolments: the trainer enrols a client's dog in every class left. */
export function useEnrolInCourse(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CourseEnrolInput) =>
      api.post(`/courses/${encodeURIComponent(courseId)}/enrolments`, input, {
        schema: CourseDetailSchema,
      }),
    onSuccess: () => invalidateClasses(queryClient),
  });
}
