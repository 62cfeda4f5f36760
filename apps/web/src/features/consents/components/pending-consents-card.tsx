import { CONSENT_LABELS } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { usePendingConsents } from '../api/get-pending-consents';

/** Who has not accepted the current version of what (issue 31.6), per client and dog. */
export function PendingConsentsCard() {
  const pending = usePendingConsents();
  const rows = pending.data?.pending ?? [];
  return (
    <Card>
      <CardHeader
        title="Consentimientos sin aceptar"
        description="Clientes y perros que aún no han aceptado la versión vigente de cada documento."
      />
      <CardContent>
        {pending.isPending ? (
          <div aria-busy="true">
            <span className="sr-only">Cargando…</span>
            <Skeleton className="h-16 w-full" />
          </div>
        ) : null}
        {pending.isError ? (
          <Alert variant="error">
            {getErrorMessage(pending.error, 'No se pudo cargar la lista')}
          </Alert>
        ) : null}
        {pending.isSuccess && rows.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">
            Todos tus clientes han aceptado la versión vigente de tus documentos.
          </p>
        ) : null}
        {rows.length > 0 ? (
          <ul className="divide-y divide-gray-200 text-sm dark:divide-gray-800">
            {rows.map((row) => (
              <li
                key={`${row.kind}:${row.clientId}:${row.dogId ?? '-'}`}
                className="flex flex-wrap justify-between gap-x-4 py-2"
              >
                <span className="font-medium text-gray-900 dark:text-gray-50">
                  {row.clientName}
                  {row.dogName ? ` · ${row.dogName}` : ''}
                </span>
                <span className="text-gray-600 dark:text-gray-400">
                  {CONSENT_LABELS[row.kind]} (versión {row.version})
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
