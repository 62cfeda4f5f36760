import type { Appointment } from '@adiestra/shared';

/**
 * The one place that decides a calendar block's colours. Today by status; when services carry a
 * colour (issue 19 leaves that to the service catalogue), this function is where it comes in.
 * Each pair keeps text at AA contrast in both themes.
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
