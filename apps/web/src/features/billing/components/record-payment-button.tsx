import { useState } from 'react';
import { Euro } from 'lucide-react';
import type { PaymentTarget } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { useServices } from '@/lib/services-query';
import { RecordPaymentDialog } from './record-payment-dialog';

/**
 * "Registrar pago" (or a refund) for one record — a session, an appointment, a class place, a
 * course enrolment — composed by its screen.
 */
export function RecordPaymentButton({
  target,
  targetId,
  concept,
  serviceId,
  suggestedCents,
  size = 'md',
  label,
}: {
  target: PaymentTarget;
  targetId: string;
  concept: string;
  /** The record's service: its price is the amount the dialog starts with (issue 27). */
  serviceId?: string | null | undefined;
  /** What is still owed, when the screen knows it: the amount the dialog starts with. */
  suggestedCents?: number | null | undefined;
  size?: 'sm' | 'md';
  /** The button's accessible name where several stand on one screen (a list's rows). */
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const services = useServices();
  const price =
    suggestedCents ??
    services.data?.find((service) => service.id === serviceId)?.priceCents ??
    null;
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
          suggestedCents={price}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
