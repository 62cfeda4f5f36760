import type { TelemetrySummary } from '@adiestra/shared';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { numberFormat } from './chart-math';
import { DataTable } from './data-table';
import { EVENT_TYPE_LABELS } from './event-labels';

export function TopEventsCard({ events }: { events: TelemetrySummary['topEvents'] }) {
  return (
    <Card>
      <CardHeader
        title="Eventos más frecuentes"
        description="Clics, formularios, búsquedas y otros eventos, sin contar las vistas de página."
      />
      <CardContent>
        {events.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">Sin eventos en este periodo.</p>
        ) : (
          <DataTable
            caption="Eventos más frecuentes"
            captionHidden
            columns={['Evento', 'Veces']}
            rows={events.map((event) => [
              // Name over type in one cell: two columns stay readable on a phone.
              <>
                <span className="block font-medium">{event.name}</span>
                <span className="block text-xs text-gray-600 dark:text-gray-400">
                  {EVENT_TYPE_LABELS[event.type]}
                </span>
              </>,
              numberFormat.format(event.count),
            ])}
          />
        )}
      </CardContent>
    </Card>
  );
}
