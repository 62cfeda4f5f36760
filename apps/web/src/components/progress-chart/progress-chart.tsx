import { useId, useRef } from 'react';
import { ratingText } from '@adiestra/shared';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format-date';
import type { TimelinePoint } from './chart-geometry';
import { ProgressChartSvg } from './progress-chart-svg';
import { useElementWidth } from './use-element-width';
import { countOf } from '@/lib/plural';

const oneDecimal = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/** The chart in one sentence, for screen readers and as the figure's visible caption. */
function summary(points: TimelinePoint[], total: number): string {
  const progress = points.flatMap((p) => (p.progress === null ? [] : [p.progress]));
  const ratings = points.flatMap((p) => (p.rating === null ? [] : [p.rating]));
  const parts = [
    total === points.length
      ? countOf(total, 'sesión', 'sesiones')
      : `Las últimas ${points.length} de ${total} sesiones`,
  ];
  const [first, last] = [progress[0], progress[progress.length - 1]];
  if (progress.length === 1) parts.push(`progreso del ${first}%`);
  if (progress.length > 1) parts.push(`progreso del ${first}% al ${last}%`);
  if (ratings.length)
    parts.push(
      `calificación media ${oneDecimal.format(ratings.reduce((a, b) => a + b, 0) / ratings.length)} de 5`,
    );
  return `${parts.join('; ')}.`;
}

function Legend() {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-gray-700 dark:text-gray-300">
      <li className="flex items-center gap-2">
        <svg aria-hidden="true" width="28" height="10">
          <line
            x1="0"
            x2="28"
            y1="5"
            y2="5"
            strokeWidth="2.5"
            className="stroke-brand-600 dark:stroke-brand-400"
          />
          <circle cx="14" cy="5" r="4" className="fill-brand-600 dark:fill-brand-400" />
        </svg>
        Progreso (%)
      </li>
      <li className="flex items-center gap-2">
        <svg aria-hidden="true" width="28" height="10">
          <line
            x1="0"
            x2="28"
            y1="5"
            y2="5"
            strokeWidth="2"
            strokeDasharray="6 4"
            className="stroke-amber-600 dark:stroke-amber-400"
          />
          <rect
            x="10.5"
            y="1.5"
            width="7"
            height="7"
            className="fill-amber-500 dark:fill-amber-400"
          />
        </svg>
        Calificación (estrellas)
      </li>
    </ul>
  );
}

interface ProgressChartProps {
  /** The sessions, oldest first. */
  points: TimelinePoint[];
  /** All the sessions behind them (more than `points` only past a cap). */
  total: number;
  timeZone: string;
  isPending: boolean;
  isError: boolean;
  emptyText: string;
  description?: string;
}

/**
 * Progress and rating across a dog's sessions, with its data as a table: the trainer's dog detail
 * (every session) and the owner's area (the shared reports) draw this one component.
 */
export function ProgressChart({
  points,
  total,
  timeZone,
  isPending,
  isError,
  emptyText,
  description = 'Progreso y calificación de cada sesión, de la más antigua a la más reciente.',
}: ProgressChartProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frameRef, 600);
  const titleId = useId();
  return (
    <Card>
      <CardHeader id={titleId} title="Evolución del progreso" description={description} />
      <CardContent>
        {/* Always rendered, so the chart can be drawn at the card's real width from the start. */}
        <div ref={frameRef} className="space-y-4">
          {isPending ? <Skeleton className="h-60 w-full" /> : null}
          {isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              Error al cargar las sesiones
            </p>
          ) : null}
          {!isPending && !isError && points.length === 0 ? (
            <p className="text-sm text-gray-600 dark:text-gray-400">{emptyText}</p>
          ) : null}
          {!isPending && !isError && points.length > 0 ? (
            <figure aria-labelledby={titleId} className="space-y-3">
              <figcaption className="text-sm text-gray-700 dark:text-gray-300">
                {summary(points, total)}
              </figcaption>
              <Legend />
              <ProgressChartSvg points={points} width={width} />
              <details className="text-sm">
                <summary
                  className={`cursor-pointer rounded-sm font-medium text-brand-700 dark:text-brand-300 ${focusRing}`}
                >
                  Ver los datos en una tabla
                </summary>
                <div className="mt-2 max-h-72 overflow-auto">
                  <table className="w-full text-left">
                    <caption className="sr-only">Progreso y calificación por sesión</caption>
                    <thead className="text-gray-600 dark:text-gray-400">
                      <tr>
                        <th scope="col" className="py-1 pr-3 font-medium">
                          Fecha
                        </th>
                        <th scope="col" className="py-1 pr-3 font-medium">
                          Progreso
                        </th>
                        <th scope="col" className="py-1 font-medium">
                          Calificación
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-gray-200 text-gray-800 dark:divide-gray-800 dark:text-gray-200">
                      {points.map((p) => (
                        <tr key={p.id}>
                          <td className="py-1 pr-3">{formatDate(p.date, undefined, timeZone)}</td>
                          <td className="py-1 pr-3">
                            {p.progress === null ? 'Sin registrar' : `${p.progress}%`}
                          </td>
                          <td className="py-1">
                            {p.rating === null
                              ? ratingText(null)
                              : `${p.rating} de 5 · ${ratingText(p.rating)}`}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            </figure>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
