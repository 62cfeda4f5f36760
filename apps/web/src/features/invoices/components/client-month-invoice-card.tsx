import { useId, useState } from 'react';
import {
  INVOICE_BATCH_SOURCES,
  addMonths,
  todayIn,
  type InvoiceBatchSource,
} from '@adiestra/shared';
import { Card, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTrainerTimeZone } from '@/lib/auth/auth-context';
import { IssueInvoiceButton } from './issue-invoice-button';

const SOURCE_LABELS: Record<InvoiceBatchSource, string> = {
  appointments: 'Citas completadas sin facturar',
  payments: 'Pagos sin facturar',
};

/** The month a batch starts on: the previous one, the month a trainer usually bills at its end. */
export const previousMonth = (today: string) =>
  addMonths(`${today.slice(0, 7)}-01`, -1).slice(0, 7);

/**
 * Issue 30.2, in batches: one invoice for a client's month — one line per completed visit not
 * invoiced yet, or per payment not invoiced yet. The dialog shows what it bills before issuing.
 */
export function ClientMonthInvoiceCard({ clientId }: { clientId: string }) {
  const timeZone = useTrainerTimeZone();
  const [month, setMonth] = useState(() => previousMonth(todayIn(timeZone)));
  const [source, setSource] = useState<InvoiceBatchSource>('appointments');
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader
        id={headingId}
        title="Facturar un mes"
        description="Una factura con una línea por cita completada o por pago del mes que aún no tenga factura."
      />
      <div className="flex flex-wrap items-end gap-3 px-5 py-4">
        <div className="w-full sm:w-44">
          <Input
            label="Mes"
            type="month"
            value={month}
            onChange={(e) => {
              if (/^\d{4}-\d{2}$/.test(e.target.value)) setMonth(e.target.value);
            }}
          />
        </div>
        <div className="w-full sm:w-64">
          <Select
            label="Qué facturar"
            value={source}
            onChange={(e) => setSource(e.target.value as InvoiceBatchSource)}
          >
            {INVOICE_BATCH_SOURCES.map((value) => (
              <option key={value} value={value}>
                {SOURCE_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        <IssueInvoiceButton
          key={`${month}-${source}`}
          size="md"
          source={{ clientId, month, source }}
        >
          Facturar el mes
        </IssueInvoiceButton>
      </div>
    </Card>
  );
}
