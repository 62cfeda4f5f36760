import { useState } from 'react';
import { Euro } from 'lucide-react';
import type { PaymentTarget } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { RecordPaymentDialog } from './record-payment-dialog';

/**
 * "Registrar pago" (or a refund) for one record — a session, an appointment — composed by its
 * screen.
 */
export function RecordPaymentButton({
  target,
  targetId,
  concept,
  size = 'md',
  label,
}: {
  target: PaymentTarget;
  targetId: string;
  concept: string;
  size?: 'sm' | 'md';
  /** The button's accessible name where several stand on one screen (a list's rows). */
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        aria-label={label}
        icon={<Euro aria-hidden="true" className="size-4" />}
        onClick={() => setOpen(true)}
      >
        Registrar pago
      </Button>
      {open ? (
        <RecordPaymentDialog
          target={target}
          targetId={targetId}
          concept={concept}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
