import { useState } from 'react';
import { ArrowRight, Check, X } from 'lucide-react';
import type { ChangeRequest } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/format-day';
import { useChangeRequests } from '../api/get-change-requests';
import { useDecideChangeRequest } from '../api/decide-change-request';

const when = (date: string, time: string) => `${formatDay(date)} ${time}`;

function RejectChangeDialog({ change, onClose }: { change: ChangeRequest; onClose: () => void }) {
  const decide = useDecideChangeRequest();
  const { toast } = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.SyntheticEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError('El motivo es requerido');
      return;
    }
    try {
      await decide.mutateAsync({ id: change.id, approve: false, reason });
      toast({ variant: 'success', title: 'Cambio rechazado' });
      onClose();
    } catch (caught) {
      setError(getErrorMessage(caught, 'No se pudo rechazar el cambio'));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Rechazar el cambio"
      description={`${change.clientName} recibirá el motivo por email; la cita sigue el ${when(change.fromDate, change.fromTime)}.`}
      dismissible={!decide.isPending}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Textarea
          label="Motivo"
          required
          rows={3}
          maxLength={500}
          data-autofocus
          value={reason}
          error={error ?? undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        <FormActions
          onCancel={onClose}
          submitting={decide.isPending}
          submitLabel="Rechazar"
          submitVariant="danger"
          inDialog
        />
      </form>
    </Dialog>
  );
}

/**
 * Solicitudes: the changes of time owners asked for from their area. Approving moves the
 * appointment (the owner gets the updated calendar file); nothing moves until then.
 */
export function ChangeRequestsPanel() {
  const changes = useChangeRequests();
  const decide = useDecideChangeRequest();
  const { toast } = useToast();
  const [rejecting, setRejecting] = useState<ChangeRequest | null>(null);
  const list = changes.data?.changes ?? [];
  if (changes.isError) {
    return <Alert variant="error">Error al cargar los cambios de hora pedidos</Alert>;
  }
  if (list.length === 0) return null;

  async function approve(change: ChangeRequest) {
    try {
      await decide.mutateAsync({ id: change.id, approve: true });
      toast({ variant: 'success', title: 'Cambio aprobado: la cita se ha movido' });
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'No se pudo aprobar el cambio') });
    }
  }

  return (
    <Card>
      <CardHeader
        title="Cambios de hora pedidos"
        description="Tus clientes los piden desde Mi área. La cita no se mueve hasta que lo apruebes."
      />
      <CardContent>
        <ul className="divide-y divide-gray-200 dark:divide-gray-800">
          {list.map((change) => (
            <li
              key={change.id}
              className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="text-sm">
                <p className="font-medium text-gray-900 dark:text-gray-50">
                  {change.clientName} · {change.dogName}
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-gray-700 dark:text-gray-300">
                  <span>{when(change.fromDate, change.fromTime)}</span>
                  <ArrowRight aria-label="a" className="size-4" />
                  <span className="font-medium">{when(change.toDate, change.toTime)}</span>
                  <span>({change.duration} min)</span>
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="success"
                  onClick={() => void approve(change)}
                  disabled={decide.isPending}
                  icon={<Check aria-hidden="true" className="size-4" />}
                  aria-label={`Aprobar el cambio de ${change.clientName}`}
                >
                  Aprobar
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setRejecting(change)}
                  disabled={decide.isPending}
                  icon={<X aria-hidden="true" className="size-4" />}
                  aria-label={`Rechazar el cambio de ${change.clientName}`}
                >
                  Rechazar
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
      {rejecting ? (
        <RejectChangeDialog change={rejecting} onClose={() => setRejecting(null)} />
      ) : null}
    </Card>
  );
}
