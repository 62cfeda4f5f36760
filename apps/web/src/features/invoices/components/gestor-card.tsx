import { useState } from 'react';
import { Download } from 'lucide-react';
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
import { useTaxSummary } from '../api/get-tax-summary';

/** The quarter a day falls in (1–4). */
export const quarterOf = (day: string) => Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1;

/**
 * Para tu gestor (issue 30.8): the libro registro de facturas expedidas of a quarter or a year,
 * as CSV or XLSX, and the totals modelo 303 (420 in Canarias) asks for.
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
        description="Libro registro de facturas expedidas, todas las facturas en PDF y totales del trimestre."
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
        </div>
        {summary.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : summary.isError ? (
          <Alert variant="error">No se pudieron calcular los totales.</Alert>
        ) : (
          <div>
            <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-50">
              Modelo {summary.data.model}
              {quarter ? ` · ${quarter}.º trimestre de ${year}` : ` · ${year}`}
            </h3>
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              {summary.data.rows.map((row) => (
                <div key={row.taxRate} className="flex justify-between gap-4">
                  <dt className="text-gray-600 dark:text-gray-400">
                    Base al {row.taxRate} % · cuota
                  </dt>
                  <dd className="tabular-nums">
                    {formatCents(row.baseCents)} · {formatCents(row.taxCents)}
                  </dd>
                </div>
              ))}
              {summary.data.exemptBaseCents ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-gray-600 dark:text-gray-400">Operaciones exentas</dt>
                  <dd className="tabular-nums">{formatCents(summary.data.exemptBaseCents)}</dd>
                </div>
              ) : null}
              <div className="flex justify-between gap-4 font-semibold">
                <dt>Cuota devengada</dt>
                <dd className="tabular-nums">{formatCents(summary.data.taxCents)}</dd>
              </div>
              {summary.data.irpfCents ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-gray-600 dark:text-gray-400">Retenciones de IRPF</dt>
                  <dd className="tabular-nums">{formatCents(summary.data.irpfCents)}</dd>
                </div>
              ) : null}
            </dl>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
