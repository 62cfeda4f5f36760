import { CalendarCheck, Filter, Star, Timer } from 'lucide-react';
import { formatDuration, type SessionFilters } from '@adiestra/shared';
import { StatCard } from '@/components/ui/stat-card';
import { useSessionStats } from '../api/get-session-stats';

const oneDecimal = new Intl.NumberFormat('es-ES', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const integer = new Intl.NumberFormat('es-ES');

/**
 * Total (every session), filtered results, mean rating to one decimal and total time as
 * 'Xh Ym' — the last three over the filtered sessions, counted by the server.
 */
export function SessionListStats({
  filters,
  filteredTotal,
}: {
  filters: SessionFilters;
  filteredTotal: number | undefined;
}) {
  const all = useSessionStats();
  const filtered = useSessionStats(filters);
  const failed = (query: { isError: boolean; data: unknown }) => query.isError && !query.data;
  const average = filtered.data?.averageRating;
  return (
    <section
      aria-label="Resumen de sesiones"
      className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4"
    >
      <StatCard
        label="Total de sesiones"
        value={failed(all) ? '—' : integer.format(all.data?.totalSessions ?? 0)}
        subtitle="Registradas"
        compact
        isLoading={all.isPending}
        icon={<CalendarCheck aria-hidden="true" className="size-5" />}
      />
      <StatCard
        label="Resultados filtrados"
        value={filteredTotal === undefined ? '—' : integer.format(filteredTotal)}
        subtitle="Según los filtros"
        compact
        isLoading={filteredTotal === undefined && filtered.isPending}
        icon={<Filter aria-hidden="true" className="size-5" />}
      />
      <StatCard
        label="Calificación media"
        value={average == null ? '—' : oneDecimal.format(average)}
        subtitle={average == null ? 'Sin calificaciones' : 'Sobre 5 estrellas'}
        compact
        isLoading={filtered.isPending}
        icon={<Star aria-hidden="true" className="size-5" />}
      />
      <StatCard
        label="Tiempo total"
        value={failed(filtered) ? '—' : formatDuration(filtered.data?.totalDuration ?? 0)}
        subtitle="De los resultados"
        compact
        isLoading={filtered.isPending}
        icon={<Timer aria-hidden="true" className="size-5" />}
      />
    </section>
  );
}
