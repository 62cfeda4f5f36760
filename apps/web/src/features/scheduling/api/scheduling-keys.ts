import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the scheduling screens. Requests, appointments, availability and the offered
 * times all depend on each other (an approval books a slot), so any change refreshes them all.
 */
export const schedulingKeys = {
  all: ['scheduling'] as const,
  appointments: (params: Record<string, unknown>) =>
    ['scheduling', 'appointments', params] as const,
  appointmentStats: ['scheduling', 'appointment-stats'] as const,
  requests: (params: Record<string, unknown>) => ['scheduling', 'requests', params] as const,
  availability: (params: Record<string, unknown>) =>
    ['scheduling', 'availability', params] as const,
  availableSlots: (date: string, duration: number) =>
    ['scheduling', 'available-slots', date, duration] as const,
};

export function invalidateScheduling(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: schedulingKeys.all });
}

/** The defined values as query parameters. */
export function toSearch(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}
