import { CalendarCheck, CircleCheck, RotateCcw } from 'lucide-react';
import { BOOKING_SENT_TITLE, receiptSentText, type PublicBookingResult } from '@adiestra/shared';
import { Button, buttonClass } from '@/components/ui/button';
import { BookingSummary, bookingItems } from './booking-summary';

/** A stored request, and the e-mail the owner gave ('' with a phone only: no receipt, issue 45). */
export type SentBooking = PublicBookingResult & { clientEmail: string };

/** After the server stored the request: what was asked, and the way to the owner's area. */
export function BookingSuccess({
  result,
  educatorName,
  onAnother,
}: {
  result: SentBooking;
  educatorName: string;
  onAnother: () => void;
}) {
  return (
    <section aria-labelledby="booking-success" className="space-y-6">
      <div className="flex items-start gap-3">
        <CircleCheck
          aria-hidden="true"
          className="mt-1 size-7 shrink-0 text-green-700 dark:text-green-400"
        />
        <div>
          <h2
            id="booking-success"
            tabIndex={-1}
            className="text-xl font-semibold text-gray-900 outline-none dark:text-gray-50"
          >
            {BOOKING_SENT_TITLE}
          </h2>
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            {educatorName} revisará tu solicitud y te escribirá para confirmarla.{' '}
            {receiptSentText(result.clientEmail)}
          </p>
        </div>
      </div>
      <BookingSummary items={bookingItems(result)} />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
        <Button
          variant="secondary"
          onClick={onAnother}
          icon={<RotateCcw aria-hidden="true" className="size-4" />}
        >
          Enviar otra solicitud
        </Button>
        {/* Issue 13 item 7: the owner's way on is their own area, not the trainer login. */}
        <a href="/mi-area" className={buttonClass()}>
          <CalendarCheck aria-hidden="true" className="size-4" />
          Ver mis citas
        </a>
      </div>
    </section>
  );
}
