import { useId } from 'react';
import { Link } from 'react-router';
import { classPlacesLabel, needsMinimumDecision, todayIn, type WeekClass } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { linkClass } from '@/components/ui/link-class';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { paths } from '@/lib/paths';
import { countOf } from '@/lib/plural';
import { useWeekClasses } from '../api/get-week-classes';
import { MinimumPlacesPrompt } from './minimum-places-prompt';

/** "2026-12-02" → "mié, 2 dic": short enough for a phone row; read as UTC so it never shifts. */
const weekDay = new Intl.DateTimeFormat('es-ES', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const formatWeekDay = (day: string) => weekDay.format(new Date(`${day}T00:00:00Z`));

/** Every row is this tall, and so is each loading placeholder: the card does not jump. */
const ROW = 'min-h-16';

/** Panel (issue 29): this week's classes still to come, with free places and dogs waiting. */
export function WeekClassesCard() {
  const week = useWeekClasses();
  const today = todayIn(useCurrentUser().timeZone);
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <CardHeader
          id={titleId}
          title="Clases de esta semana"
          description="De hoy al domingo: plazas ocupadas, plazas libres y lista de espera."
        />
        <CardContent>
          {week.isPending ? (
            <div className="space-y-2" aria-busy="true">
              <span className="sr-only">Cargando las clases de la semana…</span>
              <Skeleton className={`${ROW} w-full`} />
              <Skeleton className={`${ROW} w-full`} />
            </div>
          ) : week.isError ? (
            <Alert variant="error">
              {getErrorMessage(week.error, 'No se pudieron cargar las clases de la semana')}
            </Alert>
          ) : week.data.classes.length === 0 ? (
            <p className="text-sm text-gray-600 dark:text-gray-400">
              No tienes clases programadas el resto de la semana.{' '}
              <Link to={paths.classes.list.getHref()} className={linkClass}>
                Ver clases
              </Link>
            </p>
          ) : (
            <ul
              aria-label="Clases de esta semana"
              className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-800"
            >
              {week.data.classes.map((c) => (
                <WeekClassRow key={c.id} groupClass={c} today={today} />
              ))}
            </ul>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

function WeekClassRow({ groupClass: c, today }: { groupClass: WeekClass; today: string }) {
  return (
    <li>
      <Link
        to={paths.classes.detail.getHref(c.id)}
        className={`${ROW} flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none dark:hover:bg-gray-800`}
      >
        <span className="min-w-0">
          <span className="block font-medium text-gray-900 dark:text-gray-100">
            {c.serviceName}
          </span>
          <span className="block text-sm text-gray-600 tabular-nums first-letter:uppercase dark:text-gray-300">
            {formatWeekDay(c.date)} · {c.time}
          </span>
        </span>
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone="gray">
            <span aria-label={`${c.enrolled} de ${c.places} plazas ocupadas`}>
              {classPlacesLabel(c)}
            </span>
          </Badge>
          {c.free > 0 ? (
            <Badge tone="green">{countOf(c.free, 'plaza libre', 'plazas libres')}</Badge>
          ) : (
            <Badge tone="yellow">Completa</Badge>
          )}
          {c.waiting > 0 ? (
            <Badge tone="brand">{countOf(c.waiting, 'perro en espera', 'perros en espera')}</Badge>
          ) : null}
        </span>
      </Link>
      {needsMinimumDecision(c, today) ? (
        <div className="px-4 pb-3">
          <MinimumPlacesPrompt groupClass={c} />
        </div>
      ) : null}
    </li>
  );
}
