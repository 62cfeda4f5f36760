import { AlertTriangle, Eye, Users } from 'lucide-react';
import type { TelemetrySummary } from '@adiestra/shared';
import { StatCard } from '@/components/ui/stat-card';
import { numberFormat } from './chart-math';
import { countOf } from '@/lib/plural';

/** The period's headline figures. */
export function AnalyticsStats({ summary }: { summary: TelemetrySummary }) {
  const views = summary.pageViews.reduce((sum, row) => sum + row.count, 0);
  const errors = summary.errors.reduce((sum, group) => sum + group.count, 0);
  const activeToday = summary.activeTrainers.at(-1)?.count ?? 0;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        label="Vistas de página"
        value={numberFormat.format(views)}
        icon={<Eye aria-hidden="true" className="size-5" />}
      />
      <StatCard
        label="Educadores activos hoy"
        value={numberFormat.format(activeToday)}
        icon={<Users aria-hidden="true" className="size-5" />}
      />
      <StatCard
        label="Errores"
        value={numberFormat.format(errors)}
        subtitle={countOf(summary.errors.length, 'distinto', 'distintos')}
        icon={<AlertTriangle aria-hidden="true" className="size-5" />}
      />
    </div>
  );
}
