import { useState } from 'react';
import { Link } from 'react-router';
import { Download } from 'lucide-react';
import {
  CancelInvoiceInputSchema,
  INVOICE_TYPE_LABELS,
  TAX_EXEMPTION_MENTIONS,
  TAX_REGIME_TAX,
  formatCents,
  type Invoice,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { linkClass } from '@/components/ui/link-class';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/format-day';
import { paths } from '@/lib/paths';
import { useCancelInvoice } from '../api/cancel-invoice';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';
import { useInvoice } from '../api/get-invoice';
import { AeatStatusBadge } from './aeat-status-badge';
import { RectifyInvoiceDialog } from './rectify-invoice-dialog';

/** One invoice: its parties, lines and totals, its PDF, and its corrections (issue 30.4). */
export function InvoiceDetail({ id }: { id: string }) {
  const invoice = useInvoice(id);
  if (invoice.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only">Cargando factura…</span>
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  if (invoice.isError)
    return (
      <Alert variant="error">
        {getErrorMessage(invoice.error, 'No se pudo cargar la factura')}
      </Alert>
    );
  return <InvoiceView invoice={invoice.data} />;
}

function InvoiceView({ invoice }: { invoice: Invoice }) {
  const { toast } = useToast();
  const [downloading, setDownloading] = useState(false);
  const [dialog, setDialog] = useState<'rectify' | 'cancel' | null>(null);
  const tax = TAX_REGIME_TAX[invoice.regime];
  // An original may be rectified again; a wrong rectificativa is corrected by rectifying its
  // original once more or by annulling it, and annulments go last-first (decision 0146).
  const rectifiable = !invoice.cancelledAt && !invoice.rectifies;

  async function pdf() {
    setDownloading(true);
    try {
      await downloadInvoicePdf(invoice.id, invoice.number);
    } catch (caught) {
      toast({
        variant: 'error',
        title: getErrorMessage(caught, 'No se pudo descargar la factura'),
      });
    }
    setDownloading(false);
  }

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title={
            <span className="flex flex-wrap items-center gap-2">
              Factura {invoice.number}
              {invoice.cancelledAt ? <Badge tone="red">Anulada</Badge> : null}
            </span>
          }
          description={`${INVOICE_TYPE_LABELS[invoice.type]} · expedida el ${formatDay(invoice.issuedOn)}`}
          actions={
            <>
              <Button
                variant="secondary"
                onClick={() => void pdf()}
                isLoading={downloading}
                icon={<Download aria-hidden="true" className="size-4" />}
              >
                Descargar PDF
              </Button>
              {rectifiable ? (
                <Button variant="secondary" onClick={() => setDialog('rectify')}>
                  {invoice.rectifiedBy.some((fix) => !fix.cancelled)
                    ? 'Rectificar de nuevo'
                    : 'Rectificar'}
                </Button>
              ) : null}
              {invoice.cancellable ? (
                <Button variant="danger" onClick={() => setDialog('cancel')}>
                  Anular
                </Button>
              ) : null}
            </>
          }
        />
        <CardContent className="space-y-5">
          {invoice.rectifies ? (
            <Alert variant="info">
              Rectifica la factura{' '}
              <Link to={paths.invoices.detail.getHref(invoice.rectifies.id)} className={linkClass}>
                {invoice.rectifies.number}
              </Link>{' '}
              ({invoice.rectifies.method === 'S' ? 'por sustitución' : 'por diferencias'}).
              {invoice.cancelledAt ? null : (
                <>
                  {' '}
                  Si es errónea, anúlala o{' '}
                  <Link
                    to={paths.invoices.detail.getHref(invoice.rectifies.id)}
                    className={linkClass}
                  >
                    rectifica de nuevo la factura {invoice.rectifies.number}
                  </Link>
                  .
                </>
              )}
            </Alert>
          ) : null}
          {invoice.rectifiedBy.map((fix) => (
            <Alert key={fix.id} variant="info">
              Rectificada por la factura{' '}
              <Link to={paths.invoices.detail.getHref(fix.id)} className={linkClass}>
                {fix.number}
              </Link>
              {fix.cancelled ? ', anulada después' : ''}.
            </Alert>
          ))}
          {invoice.correctedTotalCents !== invoice.totalCents ? (
            <p className="text-sm text-gray-700 dark:text-gray-300">
              Total tras sus rectificativas:{' '}
              <span className="font-semibold tabular-nums">
                {formatCents(invoice.correctedTotalCents)}
              </span>
            </p>
          ) : null}
          {invoice.cancelledAt ? (
            <Alert variant="error" title="Factura anulada">
              {invoice.cancelReason}
            </Alert>
          ) : null}
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-semibold text-gray-900 dark:text-gray-50">Emisor</dt>
              <dd className="text-gray-700 dark:text-gray-300">
                {invoice.issuer.name}
                <br />
                NIF {invoice.issuer.taxId}
                <br />
                {invoice.issuer.address}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-gray-900 dark:text-gray-50">Destinatario</dt>
              <dd className="text-gray-700 dark:text-gray-300">
                {invoice.recipient ? (
                  <>
                    {invoice.recipient.name}
                    <br />
                    NIF {invoice.recipient.taxId}
                    <br />
                    {invoice.recipient.address}
                  </>
                ) : (
                  'Factura simplificada, sin datos del destinatario'
                )}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-gray-900 dark:text-gray-50">Envío a la AEAT</dt>
              <dd className="mt-1">
                <AeatStatusBadge aeat={invoice.aeat} />
              </dd>
            </div>
            {invoice.operationOn ? (
              <div>
                <dt className="font-semibold text-gray-900 dark:text-gray-50">
                  Fecha de la operación
                </dt>
                <dd className="text-gray-700 dark:text-gray-300">
                  {formatDay(invoice.operationOn)}
                </dd>
              </div>
            ) : null}
          </dl>
          <div
            className="overflow-x-auto"
            tabIndex={0}
            role="region"
            aria-label="Líneas de la factura"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Líneas de la factura</caption>
              <thead className="text-xs text-gray-600 uppercase dark:text-gray-400">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Concepto
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    Base
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    {tax}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Importe
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
                {invoice.lines.map((line, i) => (
                  <tr key={i}>
                    <td className="py-2 pr-4">{line.description}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">
                      {formatCents(line.baseCents)}
                    </td>
                    <td className="py-2 pr-4 text-right whitespace-nowrap tabular-nums">
                      {line.taxRate} % · {formatCents(line.taxCents)}
                    </td>
                    <td className="py-2 text-right tabular-nums">{formatCents(line.totalCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="ml-auto max-w-xs space-y-1 text-sm">
            <div className="flex justify-between gap-4">
              <dt>Base imponible</dt>
              <dd className="tabular-nums">{formatCents(invoice.baseCents)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>
                {tax} {invoice.taxRate} %
              </dt>
              <dd className="tabular-nums">{formatCents(invoice.taxCents)}</dd>
            </div>
            <div className="flex justify-between gap-4 font-semibold">
              <dt>Total</dt>
              <dd className="tabular-nums">{formatCents(invoice.totalCents)}</dd>
            </div>
            {invoice.irpfCents ? (
              <>
                <div className="flex justify-between gap-4">
                  <dt>Retención IRPF {invoice.irpfRate} %</dt>
                  <dd className="tabular-nums">−{formatCents(invoice.irpfCents)}</dd>
                </div>
                <div className="flex justify-between gap-4 font-semibold">
                  <dt>Total a pagar</dt>
                  <dd className="tabular-nums">{formatCents(invoice.payableCents)}</dd>
                </div>
              </>
            ) : null}
          </dl>
          {TAX_EXEMPTION_MENTIONS[invoice.regime] ? (
            <p className="text-sm text-gray-600 dark:text-gray-400">
              {TAX_EXEMPTION_MENTIONS[invoice.regime]}
            </p>
          ) : null}
          <p className="text-xs break-all text-gray-600 dark:text-gray-400">
            Huella del registro: <span className="font-mono">{invoice.huella}</span>
          </p>
        </CardContent>
      </Card>
      {dialog === 'rectify' ? (
        <RectifyInvoiceDialog invoice={invoice} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'cancel' ? (
        <CancelInvoiceDialog invoice={invoice} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}

/** The anulación, confirmed with its reason: the invoice stays, marked cancelled. */
function CancelInvoiceDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const cancel = useCancelInvoice(invoice.id);
  const { toast } = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: React.SyntheticEvent) {
    event.preventDefault();
    const parsed = CancelInvoiceInputSchema.safeParse({ description: reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await cancel.mutateAsync(parsed.data.description);
      toast({ variant: 'success', title: `Factura ${invoice.number} anulada` });
      onClose();
    } catch (caught) {
      setError(getErrorMessage(caught, 'No se pudo anular la factura'));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!cancel.isPending}
      title={`Anular la factura ${invoice.number}`}
      description="Solo para una factura expedida por error. Queda registrada como anulada y no se borra; sus pagos se pueden volver a facturar. Para corregir importes o datos, rectifícala."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <Textarea
          label="Motivo de la anulación"
          required
          data-autofocus
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <FormActions
          onCancel={onClose}
          submitting={cancel.isPending}
          submitLabel="Anular factura"
          submitVariant="danger"
          inDialog
        />
      </form>
    </Dialog>
  );
}
