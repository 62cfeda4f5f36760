import type { TelemetrySummary } from '@adiestra/shared';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { BarChart, type ChartSeries } from './bar-chart';
import { daysBetween, formatDay, numberFormat } from './chart-math';
import { DailyTable } from './daily-table';
import { DataTable } from './data-table';
import { countOf } from '@/lib/plural';
import { routeLabel } from './route-labels';

/** Distinct colours for the busiest routes, light and dark; the rest share the grey. */
const PALETTE = [
  { fill: 'fill-brand-600 dark:fill-brand-400', swatch: 'bg-brand-600 dark:bg-brand-400' },
  { fill: 'fill-emerald-600 dark:fill-emerald-400', swatch: 'bg-emerald-600 dark:bg-emerald-400' },
  { fill: 'fill-amber-500 dark:fill-amber-300', swatch: 'bg-amber-500 dark:bg-amber-300' },
  { fill: 'fill-rose-600 dark:fill-rose-400', swatch: 'bg-rose-600 dark:bg-rose-400' },
  { fill: 'fill-sky-600 dark:fill-sky-400', swatch: 'bg-sky-600 dark:bg-sky-400' },
];
const OTHERS = { fill: 'fill-gray-400 dark:fill-gray-500', swatch: 'bg-gray-400 dark:bg-gray-500' };

function routeTotals(pageViews: TelemetrySummary['pageViews']) {
  const totals = new Map<string, number>();
  for (const row of pageViews) totals.set(row.route, (totals.get(row.route) ?? 0) + row.count);
  return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

function buildSeries(summary: TelemetrySummary, days: string[], ranked: [string, number][]) {
  const shown = ranked.slice(0, PALETTE.length).map(([route]) => route);
  const index = new Map(days.map((day, i) => [day, i]));
  const series: ChartSeries[] = shown.map((route, i) => ({
    key: route,
    label: routeLabel(route),
    ...PALETTE[i]!,
    values: days.map(() => 0),
  }));
  const others: ChartSeries = {
    key: '*',
    label: 'Otras rutas',
    ...OTHERS,
    values: days.map(() => 0),
  };
  for (const row of summary.pageViews) {
    const day = index.get(row.date);
    if (day === undefined) continue;
    const target = series[shown.indexOf(row.route)] ?? others;
    target.values[day] = (target.values[day] ?? 0) + row.count;
  }
  return others.values.some(Boolean) ? [...series, others] : series;
}

export function PageViewsCard({ summary }: { summary: TelemetrySummary }) {
  const days = daysBetween(summary.from, summary.to);
  const ranked = routeTotals(summary.pageViews);
  const total = ranked.reduce((sum, [, n]) => sum + n, 0);
  const series = buildSeries(summary, days, ranked);
  const description = `Del ${formatDay(summary.from)} al ${formatDay(summary.to)}, por ruta.`;
  return (
    <Card>
      <CardHeader title="Vistas de página por día" description={description} />
      <CardContent className="space-y-4">
        {total === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">
            Sin vistas de página en este periodo.
          </p>
        ) : (
          <>
            <BarChart
              days={days}
              series={series}
              summary={`Gráfico de barras: ${countOf(total, 'vista de página', 'vistas de página')} en ${countOf(days.length, 'día', 'días')}, repartidas en ${countOf(ranked.length, 'ruta', 'rutas')}. Los datos están en la tabla siguiente.`}
            />
            <DataTable
              caption="Vistas de página por ruta"
              columns={['Ruta', 'Vistas']}
              rows={ranked.map(([route, count]) => [routeLabel(route), numberFormat.format(count)])}
            />
            <DailyTable
              summary="Ver vistas por día"
              caption="Vistas de página por día"
              valueLabel="Vistas"
              days={days}
              values={days.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0))}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
