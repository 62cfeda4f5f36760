import { CalendarPlus } from 'lucide-react';
import type { OwnerBookAgain } from '@adiestra/shared';
import { buttonClass } from '@/components/ui/button';
import { saveBookingPrefill } from '@/lib/booking-prefill';

/**
 * Issue 27: "Pedir otra cita" opens the trainer's booking page with the owner's name, contact and
 * dog already filled in (from their latest booking); the owner only picks service and date.
 */
export function BookAgainButton({
  trainerId,
  bookAgain,
}: {
  trainerId: string;
  bookAgain: OwnerBookAgain;
}) {
  function remember() {
    saveBookingPrefill(trainerId, {
      clientName: bookAgain.clientName,
      clientEmail: bookAgain.clientEmail,
      clientPhone: bookAgain.clientPhone,
      dogName: bookAgain.dogName,
      dogBreed: bookAgain.dogBreed ?? '',
      dogAge: bookAgain.dogAge === null ? '' : String(bookAgain.dogAge),
    });
  }
  return (
    <a
      href={bookAgain.path}
      onClick={remember}
      aria-label={`Pedir otra cita para ${bookAgain.dogName}`}
      className={buttonClass('primary', 'sm')}
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      Pedir otra cita
    </a>
  );
}
