import { useState } from 'react';
import { Send } from 'lucide-react';
import { homeworkFrequencyText, type TrainingSession } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { formatLongDay } from '@/lib/format-day';
import { useSessionHomework } from '../api/get-session-homework';
import { useSendSessionReport } from '../api/send-session-report';

/**
 * The session's homework, its private notes (for the trainer only) and "Enviar informe al
 * propietario": the owner receives the report by e-mail with a link to their practice log.
 */
export function SessionReportCard({ session }: { session: TrainingSession }) {
  const homework = useSessionHomework(session.id);
  const send = useSendSessionReport();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const report = homework.data?.report ?? null;
  const ownerEmail = homework.data?.ownerEmail ?? null;

  function onSend() {
    send.mutate(session.id, {
      onSuccess: (message) => {
        setConfirming(false);
        toast({ title: message, variant: 'success' });
      },
      onError: (error) => {
        setConfirming(false);
        toast({ title: getErrorMessage(error, 'No se pudo enviar el informe'), variant: 'error' });
      },
    });
  }

  return (
    <Card>
      <CardHeader
        title="Deberes e informe"
        description="Lo que el propietario practica en casa y el informe que recibe."
        actions={
          <Button
            icon={<Send className="size-4" aria-hidden="true" />}
            disabled={!ownerEmail}
            onClick={() => setConfirming(true)}
          >
            Enviar informe al propietario
          </Button>
        }
      />
      <CardContent className="space-y-4">
        {homework.isPending ? <Skeleton className="h-20 w-full" /> : null}
        {homework.isError ? (
          <Alert variant="error">
            {getErrorMessage(homework.error, 'Error al cargar los deberes')}
          </Alert>
        ) : null}
        {homework.data ? (
          <>
            <p className="text-sm text-gray-700 dark:text-gray-300" role="status">
              {report
                ? `Informe enviado ${report.sendCount === 1 ? 'el' : `${report.sendCount} veces; la última el`} ${formatDateTime(report.lastSentAt)}.`
                : 'El informe aún no se ha enviado.'}
              {ownerEmail
                ? ` Se envía a ${ownerEmail}.`
                : ' El propietario no tiene un email válido.'}
            </p>
            {homework.data.items.length === 0 ? (
              <p className="text-sm text-gray-600 dark:text-gray-400">
                Sin deberes. Puedes añadirlos editando la sesión.
              </p>
            ) : (
              <ul className="space-y-2">
                {homework.data.items.map((item) => (
                  <li key={item.id} className="text-sm">
                    <span className="font-medium text-gray-900 dark:text-gray-50">{item.name}</span>
                    <span className="text-gray-700 dark:text-gray-300">
                      {' · '}
                      {homeworkFrequencyText(item, formatLongDay)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
        {session.privateNotes ? (
          <section className="rounded-lg bg-gray-50 p-3 dark:bg-gray-900">
            <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-50">
              Notas privadas
            </h3>
            <p className="mt-1 text-sm whitespace-pre-line text-gray-800 dark:text-gray-200">
              {session.privateNotes}
            </p>
            <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">
              Solo para ti: no aparecen en el informe.
            </p>
          </section>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={report ? 'Enviar el informe actualizado' : 'Enviar informe al propietario'}
        message={
          report
            ? `El propietario recibirá el informe con los cambios, indicando que se ha actualizado. Se envía a ${ownerEmail ?? ''}.`
            : `El propietario recibirá el informe y los deberes por email, con un enlace para marcar su práctica. Se envía a ${ownerEmail ?? ''}.`
        }
        confirmText={report ? 'Enviar actualizado' : 'Enviar informe'}
        variant="primary"
        isLoading={send.isPending}
        onConfirm={onSend}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
