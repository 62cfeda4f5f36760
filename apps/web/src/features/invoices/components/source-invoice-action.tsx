import { Link } from 'react-router';
import type { InvoiceSourceInput, InvoiceSourceKind } from '@adiestra/shared';
import { linkClass } from '@/components/ui/link-class';
import { paths } from '@/lib/paths';
import { useSourceInvoiceLinks } from '../api/get-source-invoice-links';
import { IssueInvoiceButton } from './issue-invoice-button';

const SOURCE_OF: Record<InvoiceSourceKind, (id: string) => InvoiceSourceInput> = {
  appointment: (id) => ({ appointmentId: id }),
  bono: (id) => ({ bonoId: id }),
  class_enrolment: (id) => ({ classEnrolmentId: id }),
  course_enrolment: (id) => ({ courseEnrolmentId: id }),
};

/**
 * What a chargeable item offers of its invoice (issue 45): once a live invoice bills it, directly
 * or through its payment, that invoice's number as a link ("Factura F-2026-0007"); until then,
 * "Emitir factura". The server refuses a second invoice either way.
 */
export function SourceInvoiceAction({
  kind,
  id,
  label,
}: {
  kind: InvoiceSourceKind;
  id: string;
  /** The button's accessible name where several stand on one screen. */
  label: string;
}) {
  const links = useSourceInvoiceLinks(kind, [id]);
  if (links.isPending) return <span className="sr-only">Cargando…</span>;
  const link = links.data?.find((l) => l.sourceId === id);
  if (link)
    return (
      <Link
        to={paths.invoices.detail.getHref(link.invoiceId)}
        className={`text-sm ${linkClass}`}
        aria-label={`Factura ${link.number}`}
      >
        Factura {link.number}
      </Link>
    );
  return <IssueInvoiceButton source={SOURCE_OF[kind](id)} label={label} />;
}
