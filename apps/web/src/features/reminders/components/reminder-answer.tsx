import type { ReminderPage } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { useAnswerReminder, type ReminderAnswer } from '../api/answer-reminder';
import { useReminderLink } from '../api/get-reminder-link';

const longDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'full', timeZone: 'UTC' });
const when = (page: ReminderPage) =>
  `${longDate.format(new Date(`${page.scheduledDate}T00:00:00Z`))}, a las ${page.scheduledTime}`;

/**
 * The owner's answer to a reminder. Opening the link (or a mail scanner opening it) only shows
 * the appointment; the buttons act. `wanted` is the button pressed in the e-mail.
 */
export function ReminderAnswer({ token, wanted }: { token: string; wanted: ReminderAnswer }) {
  const link = useReminderLink(token);
  const answer = useAnswerReminder(token);
  if (link.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only">Cargando la cita…</span>
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (link.isError) {
    return <Alert variant="error">{getErrorMessage(link.error, 'El enlace no es válido')}</Alert>;
  }
  const page = link.data;
  return (
    <div className="space-y-5">
      <p className="text-gray-800 dark:text-gray-200">
        Cita de <strong>{page.dogName}</strong> con {page.trainerName}: {when(page)}.
      </p>
      {page.cancelled ? (
        <Alert variant="info" title="Cita cancelada">
          {page.trainerName} ya sabe que no podrás venir.
        </Alert>
      ) : null}
      {!page.cancelled && !page.completed && page.confirmedAt ? (
        <Alert variant="success" title="Asistencia confirmada">
          ¡Gracias! {page.trainerName} ya sabe que vendrás.
        </Alert>
      ) : null}
      {page.completed ? (
        <Alert variant="success" title="Cita realizada">
          Esta cita ya se ha realizado: no hace falta confirmar nada.
        </Alert>
      ) : null}
      {!page.open && !page.cancelled && !page.completed ? (
        <Alert variant="info">
          Esta cita ha cambiado: usa el enlace del último email que te hayamos enviado.
        </Alert>
      ) : null}
      {answer.isError ? (
        <Alert variant="error">
          {getErrorMessage(answer.error, 'No se pudo guardar tu respuesta')}
        </Alert>
      ) : null}
      {page.open && !page.confirmedAt && wanted === 'confirm' ? (
        <Button
          className="w-full"
          isLoading={answer.isPending}
          onClick={() => answer.mutate('confirm')}
        >
          Confirmo asistencia
        </Button>
      ) : null}
      {page.open && wanted === 'cancel' ? (
        <Button
          className="w-full"
          variant="danger"
          isLoading={answer.isPending}
          onClick={() => answer.mutate('cancel')}
        >
          Sí, cancelar la cita
        </Button>
      ) : null}
    </div>
  );
}
