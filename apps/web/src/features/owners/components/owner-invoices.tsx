import { Download } from 'lucide-react';
import { INVOICE_TYPE_LABELS, formatCents, type OwnerInvoice } from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';
import { linkClass } from '@/components/ui/link-class';
import { formatDay } from '@/lib/format-day';

/**
 * The owner's invoices with one trainer (issue 30.6), each with its PDF. The link is a plain
 * download: the owner's session cookie goes with it (only a signed-in owner sees invoices).
 */
export function OwnerInvoices({ invoices }: { invoices: readonly OwnerInvoice[] }) {
  if (invoices.length === 0) return null;
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-100">Tus facturas</h3>
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
            <div>
              <p className="font-medium text-gray-900 dark:text-gray-50">
                Factura {invoice.number}{' '}
                {invoice.cancelled ? <Badge tone="red">Anulada</Badge> : null}
              </p>
              <p className="text-sm text-gray-700 dark:text-gray-300">
                {INVOICE_TYPE_LABELS[invoice.type]} · {formatDay(invoice.issuedOn)} ·{' '}
                {formatCents(invoice.totalCents)}
              </p>
            </div>
            <a
              href={`/api/owner/invoices/${encodeURIComponent(invoice.id)}/pdf`}
              download={`factura-${invoice.number}.pdf`}
              className={`inline-flex items-center gap-1.5 ${linkClass}`}
              aria-label={`Descargar la factura ${invoice.number} en PDF`}
            >
              <Download aria-hidden="true" className="size-4" />
              PDF
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
