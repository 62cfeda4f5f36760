import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDuration, type TrainingSession } from '@adiestra/shared';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { linkClass } from '@/components/ui/link-class';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { formatTime } from './format-time';
import { RatingStars } from './rating-stars';
import { SessionProgress } from '@/components/session-report/session-progress';
import { useTrainerTimeZone } from '@/lib/auth/auth-context';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2 text-sm">
      <dt className="text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="font-medium text-gray-900 dark:text-gray-50">{children}</dd>
    </div>
  );
}

function Block({ title, text }: { title: string; text: string }) {
  return (
    <section>
      <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-50">{title}</h3>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-gray-800 dark:text-gray-200">
        {text}
      </p>
    </section>
  );
}

/** Every field of a session (SPEC §2 Session detail); `dogAge` comes already worded. */
export function SessionDetailView({
  session,
  dogAge,
}: {
  session: TrainingSession;
  dogAge: string;
}) {
  const timeZone = useTrainerTimeZone();
  const { dog } = session;
  const divided = 'divide-y divide-gray-200 dark:divide-gray-800';
  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader title="Contenido de la sesión" />
        <CardContent className="space-y-5">
          <Block title="Objetivos" text={session.objectives} />
          <Block title="Actividades" text={session.activities} />
          {session.observations ? (
            <Block title="Observaciones" text={session.observations} />
          ) : null}
          {session.nextSteps ? <Block title="Próximos pasos" text={session.nextSteps} /> : null}
        </CardContent>
      </Card>
      <div className="space-y-6">
        <Card>
          <CardHeader title="Perro" />
          <CardContent className="py-2">
            <dl className={divided}>
              <Field label="Nombre">
                <Link to={paths.dogs.detail.getHref(dog.id)} className={linkClass}>
                  {dog.name}
                </Link>
              </Field>
              <Field label="Propietario">
                <Link to={paths.clients.detail.getHref(dog.client.id)} className={linkClass}>
                  {`${dog.client.firstName} ${dog.client.lastName}`.trim()}
                </Link>
              </Field>
              <Field label="Raza">{dog.breed}</Field>
              <Field label="Edad">{dogAge}</Field>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader title="Detalles" />
          <CardContent className="py-2">
            <dl className={divided}>
              <Field label="Fecha">{formatDate(session.date, undefined, timeZone)}</Field>
              <Field label="Hora">{formatTime(session.date, timeZone)}</Field>
              <Field label="Duración">{formatDuration(session.duration)}</Field>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader title="Evaluación" />
          <CardContent className="space-y-4">
            <SessionProgress progress={session.progress} />
            <div>
              <p className="mb-1 text-sm text-gray-700 dark:text-gray-300">Calificación</p>
              <RatingStars rating={session.rating} showText />
            </div>
          </CardContent>
        </Card>
        <p className="text-xs text-gray-600 dark:text-gray-400">
          Creada el {formatDateTime(session.createdAt)}
          <br />
          Actualizada el {formatDateTime(session.updatedAt)}
        </p>
      </div>
    </div>
  );
}
