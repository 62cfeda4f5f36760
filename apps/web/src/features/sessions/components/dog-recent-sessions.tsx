import { useId } from 'react';
import { Link } from 'react-router';
import { CalendarPlus, ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import { buttonClass } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { linkClass } from '@/components/ui/link-class';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { useSessions } from '../api/get-sessions';
import { SessionProgress } from '@/components/session-report/session-progress';
import { useTrainerTimeZone } from '@/lib/auth/auth-context';

/** Dog detail shows at most 3 sessions (SPEC §9). */
const SHOWN = 3;

/** A dog's latest sessions, 'Nueva sesión' and, past three, the link to all of them (SPEC §2). */
export function DogRecentSessions({ dogId }: { dogId: string }) {
  const timeZone = useTrainerTimeZone();
  const query = useSessions({ dogId }, 1, SHOWN);
  const total = query.data?.pagination.total ?? 0;
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <CardHeader
          id={titleId}
          title="Sesiones recientes"
          actions={
            <Link to={paths.sessions.new.getHref(dogId)} className={buttonClass('primary', 'sm')}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              Nueva sesión
            </Link>
          }
        />
        <CardContent className="space-y-4">
          {query.isPending ? (
            <div className="space-y-3">
              {Array.from({ length: SHOWN }, (_, i) => (
                <Skeleton key={i} className="h-24 w-full" />
              ))}
            </div>
          ) : null}
          {query.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              Error al cargar las sesiones
            </p>
          ) : null}
          {query.data?.sessions.length === 0 ? (
            <p className="py-4 text-center text-sm text-gray-600 dark:text-gray-400">
              No hay sesiones registradas
            </p>
          ) : null}
          {query.data && query.data.sessions.length > 0 ? (
            <ul className="space-y-3">
              {query.data.sessions.map((session) => (
                <li key={session.id}>
                  <Link
                    to={paths.sessions.detail.getHref(session.id)}
                    className={clsx(
                      'group block rounded-lg border border-gray-200 p-3 transition hover:border-brand-300 hover:bg-gray-50 dark:border-gray-800 dark:hover:border-brand-700 dark:hover:bg-gray-800/50',
                      focusRing,
                    )}
                  >
                    <span className="flex items-center justify-between gap-2 text-sm">
                      <span className="font-semibold text-gray-900 dark:text-gray-50">
                        {formatDate(session.date, undefined, timeZone)}
                      </span>
                      <span className="flex items-center gap-1 text-gray-700 dark:text-gray-300">
                        {session.duration} min
                        <ChevronRight
                          aria-hidden="true"
                          className="size-4 text-gray-400 group-hover:text-brand-600"
                        />
                      </span>
                    </span>
                    <span className="mt-1 line-clamp-2 block text-sm text-gray-700 dark:text-gray-300">
                      {session.objectives}
                    </span>
                    <div className="mt-2">
                      <SessionProgress progress={session.progress} size="sm" showText={false} />
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {total > SHOWN ? (
            <Link to={paths.sessions.list.getHref({ dogId })} className={linkClass}>
              Ver todas las sesiones ({total})
            </Link>
          ) : null}
        </CardContent>
      </section>
    </Card>
  );
}
