import { useState } from 'react';
import { FileText } from 'lucide-react';
import type { InvoiceSourceInput } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { IssueInvoiceDialog } from './issue-invoice-dialog';

/**
 * "Emitir factura" for one source — a payment, a completed visit, a bono sale, a client's month —
 * composed by the screen that shows it (issue 30.2). The dialog says when it already has one.
 */
export function IssueInvoiceButton({
  source,
  label,
  children = 'Emitir factura',
  size = 'sm',
}: {
  source: InvoiceSourceInput;
  /** The accessible name where several stand on one screen (a list's rows). */
  label?: string;
  children?: string;
  size?: 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size={size}
        variant="secondary"
        aria-label={label}
        icon={<FileText aria-hidden="true" className="size-4" />}
        onClick={() => setOpen(true)}
      >
        {children}
      </Button>
      {open ? <IssueInvoiceDialog source={source} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
