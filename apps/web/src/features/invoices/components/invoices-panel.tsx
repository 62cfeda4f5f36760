import { useState } from 'react';
import { Link } from 'react-router';
import {
  INVOICE_TYPES,
  INVOICE_TYPE_LABELS,
  PAGE_SIZES,
  formatCents,
  type Invoice,
  type InvoiceType,
} from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { linkClass } from '@/components/ui/link-class';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { TableOrCards, type Column } from '@/components/ui/table-or-cards';
import { formatDay } from '@/lib/format-day';
import { paths } from '@/lib/paths';
import { useInvoices } from '../api/get-invoices';
import { AeatSendingNotice } from './aeat-sending-notice';
import { AeatStatusBadge } from './aeat-status-badge';

const COLUMNS: Column<Invoice>[] = [
  {
    heading: 'Número',
    nowrap: true,
    cell: (invoice) => (
      <>
        <Link to={paths.invoices.detail.getHref(invoice.id)} className={linkClass}>
          {invoice.number}
        </Link>
        {invoice.cancelledAt ? (
          <Badge tone="red" className="ml-2">
            Anulada
          </Badge>
        ) : null}
      </>
    ),
  },
  { heading: 'Fecha', nowrap: true, cell: (invoice) => formatDay(invoice.issuedOn) },
  {
    heading: 'Destinatario',
    cell: (invoice) =>
      invoice.recipient?.name ?? (
        <span className="text-gray-600 dark:text-gray-400">Sin destinatario</span>
      ),
  },
  {
    heading: 'Tipo',
    cell: (invoice) => (
      <abbr title={INVOICE_TYPE_LABELS[invoice.type]} className="no-underline">
        {invoice.type}
      </abbr>
    ),
  },
  { heading: 'AEAT', cell: (invoice) => <AeatStatusBadge aeat={invoice.aeat} /> },
  { heading: 'Total', amount: true, cell: (invoice) => formatCents(invoice.totalCents) },
];

interface Filters {
  from: string;
  to: string;
  type: InvoiceType | '';
}

/**
 * Facturas: every invoice issued, newest first, filtered by dates and type, each with the AEAT's
 * answer; cards on a phone.
 */
export function InvoicesPanel() {
  const [filters, setFilters] = useState<Filters>({ from: '', to: '', type: '' });
  const [page, setPage] = useState(1);
  const invoices = useInvoices({
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    page,
    limit: PAGE_SIZES.invoices,
  });
  const change = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const data = invoices.data;
  return (
    <div className="space-y-4">
      <AeatSendingNotice />
      <Card className="grid gap-4 p-4 sm:grid-cols-3 sm:items-end">
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
          label="Tipo"
          value={filters.type}
          onChange={(e) => change({ type: e.target.value as Filters['type'] })}
        >
          <option value="">Todas</option>
          {INVOICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type} · {INVOICE_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </Card>
      <Card>
        {invoices.isPending ? (
          <div className="space-y-3 p-5" aria-busy="true">
            <span className="sr-only">Cargando facturas…</span>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : invoices.isError || !data ? (
          <div className="p-5">
            <Alert variant="error">No se pudieron cargar las facturas.</Alert>
          </div>
        ) : data.invoices.length === 0 ? (
          <EmptyState
            title="Sin facturas"
            description="Emite la factura de un pago (Pagos), de una cita completada (Citas) o de un bono (la ficha del cliente)."
          />
        ) : (
          <TableOrCards
            caption="Facturas emitidas"
            regionLabel="Tabla de facturas"
            rows={data.invoices}
            rowKey={(invoice) => invoice.id}
            columns={COLUMNS}
          />
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
