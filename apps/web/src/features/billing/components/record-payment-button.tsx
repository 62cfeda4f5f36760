import { useState } from 'react';
import { Euro } from 'lucide-react';
import type { PaymentTarget } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { RecordPaymentDialog } from './record-payment-dialog';

/** "Registrar pago" for one record (a session, an appointment), composed by its screen. */
export function RecordPaymentButton({
  target,
  targetId,
  concept,
}: {
  target: PaymentTarget;
  targetId: string;
  concept: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
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
