import { Link } from 'react-router';
import type { Payment } from '@adiestra/shared';
import { linkClass } from '@/components/ui/link-class';
import { paths } from '@/lib/paths';
import { usePaymentInvoiceLinks } from '../api/get-payment-invoice-links';
import { IssueInvoiceButton } from './issue-invoice-button';

/**
 * The payments table's "Factura" cell: the invoice's number, or "Emitir factura" (issue 30.2).
 * Every row of a page reads the same query, so the page costs one request.
 */
export function PaymentInvoiceCell({
  payment,
  pageIds,
}: {
  payment: Payment;
  pageIds: readonly string[];
}) {
  const links = usePaymentInvoiceLinks(pageIds);
  if (payment.amountCents < 0) return <span className="text-gray-500">—</span>;
  if (links.isPending) return <span className="sr-only">Cargando…</span>;
  const link = links.data?.find((l) => l.paymentId === payment.id);
  if (link)
    return (
      <Link
        to={paths.invoices.detail.getHref(link.invoiceId)}
        className={linkClass}
        aria-label={`Factura ${link.number}`}
      >
        {link.number}
      </Link>
    );
  return (
    <IssueInvoiceButton
      source={{ paymentId: payment.id }}
      label={`Emitir factura: ${payment.concept}`}
    />
  );
}
