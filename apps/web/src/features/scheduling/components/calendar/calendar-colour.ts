import { useMemo } from 'react';
import { serviceColours, type Appointment } from '@adiestra/shared';
import { useServices } from '@/lib/services-query';

/**
 * The one place that decides a calendar block's colours: the fill by status (each pair keeps text
 * at AA contrast in both themes), the left edge by service (`useServiceColours`).
 */
export function appointmentColour(appointment: Pick<Appointment, 'status'>): string {
  switch (appointment.status) {
    case 'SCHEDULED':
      return 'border-brand-700 bg-brand-100 text-brand-950 dark:border-brand-300 dark:bg-brand-900 dark:text-brand-50';
    case 'COMPLETED':
      return 'border-green-700 bg-green-100 text-green-950 dark:border-green-400 dark:bg-green-900 dark:text-green-50';
    case 'CANCELLED':
      return 'border-gray-500 bg-gray-100 text-gray-800 line-through dark:border-gray-500 dark:bg-gray-800 dark:text-gray-200';
  }
}

/** A pending request: tentative, so dashed and striped, never a solid block. */
export const REQUEST_COLOUR =
  'border-dashed border-amber-700 bg-amber-50/90 text-amber-950 dark:border-amber-400 dark:bg-amber-950/80 dark:text-amber-50';

/** The catalogue's colour of each service, by id (issue 27): a block's left edge. */
export function useServiceColours(): Map<string, string> {
  const services = useServices();
  return useMemo(() => serviceColours(services.data ?? []), [services.data]);
}
