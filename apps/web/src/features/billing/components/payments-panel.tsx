import { useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import {
  PAGE_SIZES,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_TARGET_LABELS,
  formatCents,
  type Payment,
  type PaymentMethod,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { TableOrCards, type Column } from '@/components/ui/table-or-cards';
import { useAccess } from '@/lib/auth/access';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/format-day';
import { downloadPaymentsCsv } from '../api/download-payments-csv';
import { usePayments } from '../api/get-payments';

const COLUMNS: Column<Payment>[] = [
  { heading: 'Fecha', nowrap: true, cell: (payment) => formatDay(payment.paidOn) },
  { heading: 'Cliente', cell: (payment) => payment.clientName ?? '—' },
  {
    heading: 'Concepto',
    cell: (payment) => (
      <>
        <span className="sr-only">{PAYMENT_TARGET_LABELS[payment.target]}: </span>
        {payment.concept}
        {payment.note ? (
          <span className="block text-xs text-gray-600 dark:text-gray-400">{payment.note}</span>
        ) : null}
      </>
    ),
  },
  { heading: 'Método', cell: (payment) => PAYMENT_METHOD_LABELS[payment.method] },
  {
    heading: 'Importe',
    amount: true,
    cell: (payment) =>
      `${payment.amountCents < 0 ? 'Devolución ' : ''}${formatCents(payment.amountCents)}`,
  },
];

interface Filters {
  from: string;
  to: string;
  method: PaymentMethod | '';
}

/**
 * The ledger: filtered by dates and method, its total, and the gestor's CSV of the same rows.
 * `invoiceCell` adds the "Factura" column (issue 30), given by the screen that composes the
 * invoices feature; it receives the page's payment ids so a page costs one request.
 */
export function PaymentsPanel({
  invoiceCell,
}: {
  invoiceCell?: (payment: Payment, pageIds: readonly string[]) => ReactNode;
}) {
  const [filters, setFilters] = useState<Filters>({ from: '', to: '', method: '' });
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const { toast } = useToast();
  const can = useAccess();
  const query = {
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.method ? { method: filters.method } : {}),
  };
  const payments = usePayments({ ...query, page, limit: PAGE_SIZES.payments });
  const change = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  async function exportCsv() {
    setDownloading(true);
    try {
      const stamp = new Date().toISOString().slice(0, 10);
      await downloadPaymentsCsv(query, `pagos-${stamp}.csv`);
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'No se pudo descargar el CSV') });
    }
    setDownloading(false);
  }

  const data = payments.data;
  const pageIds = data?.payments.map((payment) => payment.id) ?? [];
  return (
    <div className="space-y-4">
      <Card className="grid gap-4 p-4 sm:grid-cols-4 sm:items-end">
        <Input
          label="Desde"
          type="date"
          value={filters.from}
          onChange={(e) => change({ from: e.target.value })}
        />
        <Input
          label="Hasta"
          type="date"
          value={filters.to}
          onChange={(e) => change({ to: e.target.value })}
        />
        <Select
          label="Método"
          value={filters.method}
          onChange={(e) => change({ method: e.target.value as Filters['method'] })}
        >
          <option value="">Todos</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </Select>
        {can('export') ? (
          <Button
            variant="secondary"
            onClick={() => void exportCsv()}
            isLoading={downloading}
            icon={<Download aria-hidden="true" className="size-4" />}
          >
            Exportar CSV
          </Button>
        ) : null}
      </Card>
      <Card>
        {payments.isPending ? (
          <div className="space-y-3 p-5">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : payments.isError || !data ? (
          <div className="p-5">
            <Alert variant="error">No se pudieron cargar los pagos.</Alert>
          </div>
        ) : data.payments.length === 0 ? (
          <EmptyState
            title="Sin pagos"
            description="Registra un pago desde la ficha de un cliente (sus bonos)."
          />
        ) : (
          <>
            <p className="border-b border-gray-200 px-5 py-3 text-sm text-gray-700 dark:border-gray-800 dark:text-gray-300">
              Total:{' '}
              <strong className="text-gray-900 tabular-nums dark:text-gray-50">
                {formatCents(data.totalCents)}
              </strong>{' '}
              ·{' '}
              {data.pagination.total === 1
                ? '1 movimiento'
                : `${data.pagination.total} movimientos`}
            </p>
            <TableOrCards
              caption="Pagos y devoluciones"
              regionLabel="Tabla de pagos"
              rows={data.payments}
              rowKey={(payment) => payment.id}
              columns={[
                ...COLUMNS,
                ...(invoiceCell
                  ? [
                      {
                        heading: 'Factura',
                        nowrap: true,
                        cell: (payment: Payment) => invoiceCell(payment, pageIds),
                      },
                    ]
                  : []),
              ]}
            />
          </>
        )}
      </Card>
      {data && data.pagination.totalPages > 1 ? (
        <Pagination
          page={data.pagination.page}
          totalPages={data.pagination.totalPages}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}
