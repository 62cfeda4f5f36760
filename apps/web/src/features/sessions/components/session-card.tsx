import { useId } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Clock, Eye, Pencil, Timer, Trash2, User } from 'lucide-react';
import { formatDuration, type TrainingSession } from '@adiestra/shared';
import { buttonClass, Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { formatTime } from './format-time';
import { RatingStars } from './rating-stars';
import { SessionProgress } from '@/components/session-report/session-progress';
import { useTrainerTimeZone } from '@/lib/auth/auth-context';

function TextBlock({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">
        {label}
      </dt>
      <dd className="mt-0.5 line-clamp-3 text-sm break-words whitespace-pre-line text-gray-800 dark:text-gray-200">
        {text}
      </dd>
    </div>
  );
}

/** One session in the list grid, with every field the spec names and its three actions. */
export function SessionCard({
  session,
  onDelete,
}: {
  session: TrainingSession;
  onDelete: (session: TrainingSession) => void;
}) {
  const timeZone = useTrainerTimeZone();
  const titleId = useId();
  const { dog } = session;
  const owner = `${dog.client.firstName} ${dog.client.lastName}`.trim();
  const when = formatDate(session.date, undefined, timeZone);
  // Names each action's target for screen readers; the visible word stays first (label in name).
  const context = <span className="sr-only">{`la sesión de ${dog.name} del ${when}`}</span>;
  return (
    // Fits its grid column at any width: nothing inside may set a minimum wider than the column
    // (at 1280 px the footer's actions once pushed each card 42 px over its neighbour).
    <Card className="flex w-full min-w-0 flex-col">
      <article aria-labelledby={titleId} className="flex min-w-0 flex-1 flex-col gap-4 p-5">
        <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <div className="min-w-0 flex-1">
            <h2
              id={titleId}
              className="truncate text-lg font-semibold text-gray-900 dark:text-gray-50"
            >
              {dog.name}
            </h2>
            <p className="flex items-center gap-1.5 truncate text-sm text-gray-700 dark:text-gray-300">
              <User aria-hidden="true" className="size-4 shrink-0" />
              {owner}
            </p>
          </div>
          <RatingStars rating={session.rating} />
        </header>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700 dark:text-gray-300">
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            {when}
          </li>
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {formatTime(session.date, timeZone)}
          </li>
          <li className="flex items-center gap-1.5">
            <Timer aria-hidden="true" className="size-4" />
            <span className="sr-only">Duración:</span>
            {formatDuration(session.duration)}
          </li>
        </ul>
        <SessionProgress progress={session.progress} size="sm" />
        <dl className="space-y-3">
          <TextBlock label="Objetivos" text={session.objectives} />
          <TextBlock label="Actividades" text={session.activities} />
          <TextBlock label="Observaciones" text={session.observations} />
        </dl>
        <footer className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-gray-200 pt-4 dark:border-gray-800">
          <p className="text-xs text-gray-600 dark:text-gray-400">
            Creada el {formatDate(session.createdAt)}
          </p>
          <div className="flex flex-wrap gap-1">
            <Link
              to={paths.sessions.detail.getHref(session.id)}
              className={buttonClass('ghost', 'sm')}
            >
              <Eye aria-hidden="true" className="size-4" />
              Ver {context}
            </Link>
            <Link
              to={paths.sessions.edit.getHref(session.id)}
              className={buttonClass('ghost', 'sm')}
            >
              <Pencil aria-hidden="true" className="size-4" />
              Editar {context}
            </Link>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              onClick={() => onDelete(session)}
            >
              Eliminar {context}
            </Button>
          </div>
        </footer>
      </article>
    </Card>
  );
}
