import { useState } from 'react';
import { Download, Send } from 'lucide-react';
import { formatCents, todayIn } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { downloadInvoiceBook } from '../api/download-invoice-book';
import { downloadInvoicePdfs } from '../api/download-invoice-pdfs';
import { useBonoLiability } from '../api/get-bono-liability';
import { useTaxSummary } from '../api/get-tax-summary';
import { useSendGestorPackage } from '../api/send-gestor-package';

/** The quarter a day falls in (1–4). */
export const quarterOf = (day: string) => Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1;

/**
 * Para tu gestor: the libro registro of a quarter or a year in the AEAT's format (CSV or XLSX),
 * the figures of modelos 303/420 and 130 with where each comes from, what the bonos' sessions
 * left are worth, and one button that mails the gestor the quarter's ZIP.
 */
export function GestorCard() {
  const { timeZone } = useCurrentUser();
  const today = todayIn(timeZone);
  const thisYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [quarter, setQuarter] = useState<number | null>(quarterOf(today));
  const [downloading, setDownloading] = useState<'csv' | 'xlsx' | 'zip' | null>(null);
  const { toast } = useToast();
  const summary = useTaxSummary(year, quarter);
  const liability = useBonoLiability();
  const send = useSendGestorPackage();

  async function sendToGestor() {
    if (!quarter) return;
    try {
      const sent = await send.mutateAsync({ year, quarter });
      toast({ variant: 'success', title: `Trimestre enviado a ${sent.email}` });
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'No se pudo enviar a tu gestor') });
    }
  }

  async function download(format: 'csv' | 'xlsx' | 'zip') {
    setDownloading(format);
    try {
      if (format === 'zip') await downloadInvoicePdfs(year, quarter);
      else await downloadInvoiceBook(format, year, quarter);
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'No se pudo descargar') });
    }
    setDownloading(null);
  }

  return (
    <Card>
      <CardHeader
        title="Para tu gestor"
        description="Libro registro de facturas expedidas e ingresos en el formato de la AEAT, las facturas en PDF y las cifras del trimestre."
      />
      <CardContent className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Select label="Año" value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {[thisYear, thisYear - 1, thisYear - 2, thisYear - 3].map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
          <Select
            label="Periodo"
            value={quarter ?? ''}
            onChange={(e) => setQuarter(e.target.value ? Number(e.target.value) : null)}
          >
            {[1, 2, 3, 4].map((q) => (
              <option key={q} value={q}>
                {q}.º trimestre
              </option>
            ))}
            <option value="">Año completo</option>
          </Select>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => void download('csv')}
            isLoading={downloading === 'csv'}
            icon={<Download aria-hidden="true" className="size-4" />}
          >
            Libro en CSV
          </Button>
          <Button
            variant="secondary"
            onClick={() => void download('xlsx')}
            isLoading={downloading === 'xlsx'}
            icon={<Download aria-hidden="true" className="size-4" />}
          >
            Libro en Excel
          </Button>
          <Button
            variant="secondary"
            onClick={() => void download('zip')}
            isLoading={downloading === 'zip'}
            icon={<Download aria-hidden="true" className="size-4" />}
          >
            Facturas en PDF (ZIP)
          </Button>
          <Button
            onClick={() => void sendToGestor()}
            isLoading={send.isPending}
            disabled={!quarter}
            icon={<Send aria-hidden="true" className="size-4" />}
          >
            Enviar a mi gestor
          </Button>
        </div>
        {quarter ? null : (
          <p className="text-sm text-gray-600 dark:text-gray-400">
            Para enviarlo a tu gestor elige un trimestre.
          </p>
        )}
        {summary.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : summary.isError ? (
          <Alert variant="error">No se pudieron calcular los totales.</Alert>
        ) : (
          <div>
            <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-50">
              Modelos {summary.data.model} y 130
              {quarter ? ` · ${quarter}.º trimestre de ${year}` : ` · ${year}`}
            </h3>
            <dl className="mt-2 space-y-2 text-sm">
              {summary.data.figures.map((figure) => (
                // A definition list allows one div around each term and its descriptions, no more:
                // the amount and where it comes from are both descriptions of the figure.
                <div
                  key={`${figure.model}-${figure.box ?? figure.label}`}
                  className="grid grid-cols-[1fr_auto] gap-x-4"
                >
                  <dt className="text-gray-900 dark:text-gray-50">
                    {`Modelo ${figure.model}${figure.box ? ` · casilla ${figure.box}` : ''} · ${figure.label}`}
                  </dt>
                  <dd className="tabular-nums">{formatCents(figure.cents)}</dd>
                  <dd className="col-span-2 text-xs text-gray-600 dark:text-gray-400">
                    {figure.source}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        {liability.data ? (
          <div>
            <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-50">
              Bonos: sesiones pagadas pendientes de dar
            </h3>
            <p className="mt-1 text-sm">
              {`${formatCents(liability.data.valueCents)} en ${liability.data.sessionsLeft} sesiones de ${liability.data.bonos} bonos (precio del bono ÷ sus sesiones × las que quedan).`}
            </p>
            <ul className="mt-1 text-sm text-gray-600 dark:text-gray-400">
              {liability.data.expiring.map((e) => (
                <li key={e.days}>
                  {`Caducan en ${e.days} días: ${formatCents(e.valueCents)} (${e.sessionsLeft} sesiones)`}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
