import { Link } from 'react-router';
import { AEAT_SUBMISSION_LABELS, type AeatStatus } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { linkClass } from '@/components/ui/link-class';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useAeatStatus } from '../api/get-aeat-status';
import { useResubmitInvoice } from '../api/resubmit-invoice';

/** "45 minutos", "3 horas", "2 días": how long the oldest record has waited. */
export function waitedFor(minutes: number) {
  if (minutes < 60) return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return hours === 1 ? '1 hora' : `${hours} horas`;
  return `${Math.floor(hours / 24)} días`;
}

function RejectedList({ rejected }: { rejected: AeatStatus['rejected'] }) {
  const resubmit = useResubmitInvoice();
  const { toast } = useToast();
  async function send(id: string) {
    try {
      await resubmit.mutateAsync(id);
      toast({ variant: 'success', title: 'Registro enviado de nuevo a la AEAT' });
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'No se pudo reenviar') });
    }
  }
  return (
    <Alert
      variant="error"
      title={
        rejected.length === 1
          ? '1 registro no aceptado por la AEAT'
          : `${rejected.length} registros no aceptados por la AEAT`
      }
    >
      <ul className="mt-2 space-y-3" aria-label="Registros no aceptados por la AEAT">
        {rejected.map((item) => (
          <li key={item.invoiceId} className="space-y-1">
            <p className="font-medium">
              <Link
                to={paths.invoices.detail.getHref(item.invoiceId)}
                className={`${linkClass} underline`}
              >
                {item.number}
              </Link>
              {item.kind === 'anulacion' ? ' (anulación)' : ''} ·{' '}
              {AEAT_SUBMISSION_LABELS[item.status]}
            </p>
            {item.errorDescription ? (
              <p>
                La AEAT dice: «{item.errorDescription}»
                {item.errorCode ? ` (código ${item.errorCode})` : ''}
              </p>
            ) : null}
            <p>{item.advice}</p>
            <Button
              size="sm"
              variant="secondary"
              disabled={resubmit.isPending}
              onClick={() => void send(item.invoiceId)}
            >
              {item.status === 'fallo' ? 'Reenviar' : 'Subsanar y reenviar'}
            </Button>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * What the Facturas screen must say about sending before the list: the declaración responsable
 * not signed, no certificate, how long records have waited, and each record the AEAT did not
 * take, with its words and what to do.
 */
export function AeatSendingNotice() {
  const status = useAeatStatus();
  const data = status.data;
  if (!data) return null;
  const pending = data.counts.pendiente;
  return (
    <div className="space-y-3">
      {data.declaration.signed ? null : (
        <Alert variant="error" title="Declaración responsable sin firmar">
          El productor de este programa aún no ha firmado la declaración responsable de esta versión
          (faltan: {data.declaration.missing.join(', ')}). Hasta que la firme, el sistema no cumple
          todavía el Reglamento VERI*FACTU.{' '}
          <Link to={paths.invoices.declaration.getHref()} className={`${linkClass} underline`}>
            Ver la declaración
          </Link>
        </Alert>
      )}
      {data.certificate ? null : (
        <Alert variant="error" title="Sin certificado: las facturas no llegan a la AEAT">
          Tus facturas se registran y encadenan, pero no se envían a la AEAT hasta que subas tu
          certificado electrónico en «Envío a la AEAT», más abajo.
        </Alert>
      )}
      {pending > 0 && data.waitingLong ? (
        <Alert
          variant="error"
          title={`${pending === 1 ? '1 registro espera' : `${pending} registros esperan`} desde hace ${waitedFor(data.waitingMinutes)}`}
        >
          {data.lastError ? `Último intento: ${data.lastError}. ` : ''}
          Se siguen reintentando solos; cuando lleguen, la AEAT sabrá que se enviaron tarde por una
          incidencia.
        </Alert>
      ) : pending > 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {pending === 1 ? '1 registro pendiente' : `${pending} registros pendientes`} de envío
          desde hace {waitedFor(data.waitingMinutes)}.
        </p>
      ) : null}
      {data.rejected.length > 0 ? <RejectedList rejected={data.rejected} /> : null}
    </div>
  );
}
