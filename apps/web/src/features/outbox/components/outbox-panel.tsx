import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { OUTBOX_LIST_LIMIT, type OutgoingMessage } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useOutgoingMessages, useRetryMessage } from '../api/outbox';
import { DataTable } from '@/components/ui/data-table';

/**
 * Administración › Correo no enviado (issue 26): the messages the outbox gave up on after its
 * retries, with the mail server's last answer, and a way to queue one again.
 */
export function OutboxPanel() {
  const failed = useOutgoingMessages('failed');
  return (
    <>
      <PageHeader
        title="Correo no enviado"
        description="Mensajes que no se pudieron entregar tras todos los reintentos. Solo destinatario, asunto y motivo; nunca el contenido."
        actions={<RefreshButton query={failed} />}
      />
      {failed.isError ? (
        <Alert variant="error" className="mb-4" title="No se pudo cargar el correo no enviado">
          {getErrorMessage(failed.error, 'Error al cargar el correo no enviado')}
        </Alert>
      ) : null}
      <Card className="overflow-hidden">
        {failed.isPending ? (
          <div className="space-y-2 p-4" aria-busy="true">
            <span className="sr-only">Cargando el correo no enviado…</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : null}
        {failed.data?.length === 0 ? (
          <EmptyState
            title="Todo el correo se ha entregado"
            description="No hay ningún mensaje fallido."
            icon={<MailCheck aria-hidden="true" className="size-6" />}
          />
        ) : null}
        {failed.data?.length ? <FailedTable messages={failed.data} /> : null}
      </Card>
      {failed.data?.length === OUTBOX_LIST_LIMIT ? (
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
          Se muestran los {OUTBOX_LIST_LIMIT} más recientes.
        </p>
      ) : null}
    </>
  );
}

function FailedTable({ messages }: { messages: OutgoingMessage[] }) {
  return (
    <DataTable
      caption="Mensajes fallidos, lo más reciente primero"
      headings={['Creado', 'Para', 'Asunto', 'Intentos', 'Motivo', 'Acción']}
    >
      {messages.map((message) => (
        <tr key={message.id}>
          <td className="px-4 py-3 whitespace-nowrap text-gray-700 tabular-nums dark:text-gray-300">
            {formatDateTime(message.createdAt)}
          </td>
          <td className="px-4 py-3 text-gray-900 dark:text-gray-100">{message.recipient}</td>
          <td className="px-4 py-3 text-gray-900 dark:text-gray-100">{message.subject}</td>
          <td className="px-4 py-3 text-gray-700 tabular-nums dark:text-gray-300">
            {message.attempts}
          </td>
          <td className="px-4 py-3 text-gray-700 dark:text-gray-300">{message.lastError ?? '—'}</td>
          <td className="px-4 py-3">
            <RetryButton message={message} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function RetryButton({ message }: { message: OutgoingMessage }) {
  const retry = useRetryMessage();
  const { toast } = useToast();
  const [done, setDone] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      isLoading={retry.isPending}
      disabled={done}
      aria-label={`Reintentar el envío a ${message.recipient}`}
      onClick={() =>
        retry.mutate(message.id, {
          onSuccess: () => {
            setDone(true);
            toast({ variant: 'success', title: 'Mensaje puesto de nuevo en cola' });
          },
          onError: (error) =>
            toast({
              variant: 'error',
              title: getErrorMessage(error, 'No se pudo reintentar el envío'),
            }),
        })
      }
    >
      Reintentar
    </Button>
  );
}
