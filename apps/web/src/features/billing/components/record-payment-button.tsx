import { useState } from 'react';
import { Euro } from 'lucide-react';
import type { PaymentTarget } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { useAccess } from '@/lib/auth/access';
import { useServices } from '@/lib/services-query';
import { RecordPaymentDialog } from './record-payment-dialog';

/**
 * "Registrar pago" (or a refund) for one record — a session, an appointment, a class place, a
 * course enrolment — composed by its screen. Not offered to a member who may not see money: the
 * server would refuse it (decision 0133).
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
  const can = useAccess();
  const [open, setOpen] = useState(false);
  const services = useServices();
  if (!can('money')) return null;
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
