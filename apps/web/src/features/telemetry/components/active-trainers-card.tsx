import type { TelemetrySummary } from '@adiestra/shared';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { BarChart } from './bar-chart';
import { numberFormat } from './chart-math';
import { DailyTable } from './daily-table';

/** Distinct signed-in users per day (anonymous visits do not count). */
export function ActiveTrainersCard({ summary }: { summary: TelemetrySummary }) {
  const days = summary.activeTrainers.map((row) => row.date);
  const values = summary.activeTrainers.map((row) => row.count);
  const peak = Math.max(0, ...values);
  return (
    <Card>
      <CardHeader
        title="Educadores activos por día"
        description="Usuarios con sesión iniciada que usaron la aplicación cada día."
      />
      <CardContent className="space-y-4">
        <BarChart
          days={days}
          series={[
            {
              key: 'active',
              label: 'Educadores activos',
              fill: 'fill-emerald-600 dark:fill-emerald-400',
              swatch: 'bg-emerald-600 dark:bg-emerald-400',
              values,
            },
          ]}
          summary={`Gráfico de barras: educadores activos por día durante ${days.length} días, con un máximo de ${numberFormat.format(peak)}. Los datos están en la tabla siguiente.`}
        />
        <DailyTable
          summary="Ver educadores activos por día"
          caption="Educadores activos por día"
          valueLabel="Educadores"
          days={days}
          values={values}
        />
      </CardContent>
    </Card>
  );
}
