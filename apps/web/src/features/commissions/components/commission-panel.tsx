import { useState } from 'react';
import { Download } from 'lucide-react';
import { COMMISSION_MESSAGES, CommissionMonthQuerySchema, todayIn } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { downloadCommissionReport } from '../api/download-commission-report';
import { useCommissionReport } from '../api/get-commission-report';
import { useCommissionRules } from '../api/get-commission-rules';
import { CommissionReportTable } from './commission-report-table';
import { CommissionRuleForm } from './commission-rule-form';

function ReportCard({ month }: { month: string }) {
  const report = useCommissionReport(month);
  const { toast } = useToast();
  const [downloading, setDownloading] = useState<'csv' | 'xlsx' | null>(null);

  async function download(format: 'csv' | 'xlsx') {
    setDownloading(format);
    try {
      await downloadCommissionReport(format, month);
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'No se pudo descargar') });
    }
    setDownloading(null);
  }

  if (report.isPending) return <Skeleton className="h-40" />;
  if (report.isError)
    return <Alert variant="error">{getErrorMessage(report.error, 'Error del servidor')}</Alert>;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            isLoading={downloading === format}
            disabled={downloading !== null}
            onClick={() => void download(format)}
          >
            <Download aria-hidden className="size-4" />
            Descargar {format.toUpperCase()}
          </Button>
        ))}
      </div>
      <CommissionReportTable report={report.data} />
    </div>
  );
}

function RulesCard() {
  const rules = useCommissionRules();
  if (rules.isPending) return <Skeleton className="h-32" />;
  if (rules.isError)
    return <Alert variant="error">{getErrorMessage(rules.error, 'Error del servidor')}</Alert>;
  if (rules.data.length === 0)
    return (
      <EmptyState
        title="Aún no hay servicios"
        description="Crea tus servicios en Servicios para fijar la comisión de cada uno."
      />
    );
  return (
    <div className="divide-y divide-gray-200 dark:divide-gray-800">
      {rules.data.map((rule) => (
        <CommissionRuleForm key={rule.serviceId} rule={rule} />
      ))}
    </div>
  );
}

/** /team/comisiones: the titular's commissions per trainer and month (decision 0143). */
export function CommissionPanel() {
  const { timeZone } = useCurrentUser();
  const [month, setMonth] = useState(todayIn(timeZone).slice(0, 7));
  const valid = CommissionMonthQuerySchema.safeParse({ mes: month }).success;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Comisiones"
        description="Por adiestrador y mes: las visitas y clases que ha dado, su precio de lista, lo cobrado y su comisión."
      />
      <Card>
        <CardHeader title="Informe del mes" />
        <CardContent className="space-y-4">
          <div className="max-w-xs">
            <Input
              label="Mes"
              type="month"
              value={month}
              error={valid ? undefined : COMMISSION_MESSAGES.month}
              onChange={(event) => setMonth(event.target.value)}
            />
          </div>
          {valid ? <ReportCard month={month} /> : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title="Comisión por servicio"
          description="Un porcentaje de lo cobrado, o un importe fijo por cada visita o clase dada (una clase cuenta una vez, tenga los perros que tenga)."
        />
        <CardContent>
          <RulesCard />
        </CardContent>
      </Card>
    </div>
  );
}
