import { useState } from 'react';
import { Send } from 'lucide-react';
import { todayIn, type ClassDetail, type ClassReportInput } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { formatDateTime } from '@/lib/format-date';
import { useClassReport, useSaveClassReport } from '../api/class-report';
import { ClassReportForm } from './class-report-form';

/**
 * "Informe de la clase" (issue 29, decision 0087): once the class is held, one report for it and
 * a line per dog marked as attending; "Enviar a los dueños" mails each owner their dog's line
 * once. Shown from the class's day on, for a class not cancelled.
 */
export function ClassReportCard({ detail }: { detail: ClassDetail }) {
  const { timeZone } = useCurrentUser();
  const held = detail.status === 'scheduled' && detail.date <= todayIn(timeZone);
  const attending = detail.roster.filter((place) => place.attended).length;
  const report = useClassReport(detail.id, held);
  const { save, send } = useSaveClassReport(detail.id);
  const { toast } = useToast();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!held) return null;

  async function onSave(input: ClassReportInput) {
    try {
      await save.mutateAsync(input);
      setServerErrors({});
      toast({ variant: 'success', title: 'Informe de la clase guardado' });
      return true;
    } catch (caught) {
      if (isApiError(caught)) setServerErrors(caught.fieldErrors);
      toast({ variant: 'error', title: getErrorMessage(caught, 'No se pudo guardar el informe') });
      return false;
    }
  }

  async function onSend() {
    try {
      const { message } = await send.mutateAsync();
      toast({ variant: 'success', title: message ?? 'Informe enviado a los dueños' });
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'No se pudo enviar el informe') });
    }
    setConfirming(false);
  }

  const data = report.data;
  const pending = data?.lines.filter((l) => l.sessionId && !l.sentAt && l.ownerReachable) ?? [];
  const sentAt = data?.report?.sentAt;

  return (
    <Card>
      <CardHeader
        title="Informe de la clase"
        description={
          sentAt
            ? `Enviado a los dueños el ${formatDateTime(sentAt, '—', timeZone)}`
            : 'Qué se ha trabajado y una línea por perro, con sus deberes'
        }
      />
      <CardContent className="space-y-4 pt-4">
        {report.isPending ? (
          <div className="space-y-3" aria-busy="true" aria-label="Cargando el informe">
            <Skeleton className="h-20" />
            <Skeleton className="h-32" />
          </div>
        ) : report.isError ? (
          <Alert variant="error">
            {getErrorMessage(report.error, 'No se pudo cargar el informe de la clase')}
          </Alert>
        ) : attending === 0 || data!.lines.length === 0 ? (
          <EmptyState
            title="Nadie marcado como asistente"
            description="Marca la asistencia de los perros para escribir su línea del informe."
          />
        ) : (
          <>
            <ClassReportForm
              // A new version from the server (saved or sent) starts the form again from it; a
              // dog marked as attending only adds its line to the draft (the form merges it).
              key={data!.report?.updatedAt ?? 'nuevo'}
              report={data!}
              timeZone={timeZone}
              saving={save.isPending}
              serverErrors={serverErrors}
              onSave={onSave}
              onDirtyChange={setDirty}
            />
            <div className="space-y-2 border-t border-gray-200 pt-4 dark:border-gray-800">
              {data!.report === null ? (
                <p className="text-sm text-gray-600 dark:text-gray-400">
                  Guarda el informe para poder enviarlo a los dueños.
                </p>
              ) : dirty ? (
                <p className="text-sm text-gray-600 dark:text-gray-400">
                  Guarda los cambios antes de enviar.
                </p>
              ) : pending.length === 0 ? (
                <p className="text-sm text-gray-600 dark:text-gray-400">
                  Cada dueño ya ha recibido su informe. Los cambios que guardes se ven en su Mi
                  área.
                </p>
              ) : null}
              <Button
                variant="primary"
                className="w-full sm:w-auto"
                disabled={data!.report === null || dirty || pending.length === 0}
                onClick={() => setConfirming(true)}
              >
                <Send aria-hidden="true" className="size-4" />
                Enviar a los dueños
              </Button>
            </div>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title="¿Enviar el informe a los dueños?"
        message={`Cada dueño recibirá por email la línea de su perro con sus deberes (${pending.length === 1 ? '1 dueño' : `${pending.length} dueños`}). A quien ya lo recibió no se le vuelve a enviar.`}
        confirmText="Enviar"
        isLoading={send.isPending}
        onConfirm={() => void onSend()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
