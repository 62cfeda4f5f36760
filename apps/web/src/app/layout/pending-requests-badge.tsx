import { useQuery } from '@tanstack/react-query';
import { countOf } from '@/lib/plural';
import { appointmentStatsQueryOptions } from '@/lib/stats-queries';

/** New public requests arrive without the trainer doing anything: the count is re-read this often. */
const REFRESH_MS = 60_000;

/** The requests waiting for a decision (0 until known), for the badge beside 'Solicitudes'. */
export function usePendingRequests(): number {
  const stats = useQuery({ ...appointmentStatsQueryOptions(), refetchInterval: REFRESH_MS });
  return stats.data?.pendingRequests ?? 0;
}

/** The link's name with the count: "Solicitudes, 3 pendientes" (the digits alone are hidden). */
export const withPending = (label: string, pending: number) =>
  pending > 0 ? `${label}, ${countOf(pending, 'pendiente', 'pendientes')}` : undefined;

/** The count for the eye; nothing when none wait. */
export function PendingRequestsBadge({ pending }: { pending: number }) {
  if (pending === 0) return null;
  return (
    <span
      aria-hidden="true"
      className="ml-auto min-w-6 rounded-full bg-brand-600 px-2 py-0.5 text-center text-xs font-semibold text-white tabular-nums dark:bg-brand-500 dark:text-gray-950"
    >
      {pending > 99 ? '99+' : pending}
    </span>
  );
}
