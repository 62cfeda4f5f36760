import { Pencil, Trash2 } from 'lucide-react';
import type { AvailabilitySlot } from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatLongDay } from '@/lib/format-day';
import { slotBooking } from './slot-booking';

/**
 * Each slot with how much of it is booked (Disponible, "2 de 4 h reservadas", Completo: a slot is
 * never shown taken for part of it, issue 13) and the type 'Único' (SPEC §4).
 */
export function AvailabilityList({
  slots,
  onEdit,
  onDelete,
}: {
  slots: AvailabilitySlot[];
  onEdit: (slot: AvailabilitySlot) => void;
  onDelete: (slot: AvailabilitySlot) => void;
}) {
  return (
    <ul
      aria-label="Horarios de disponibilidad"
      className="divide-y divide-gray-200 dark:divide-gray-800"
    >
      {slots.map((slot) => {
        const when = `${formatLongDay(slot.date)}, ${slot.startTime}–${slot.endTime}`;
        const booking = slotBooking(slot);
        return (
          <li key={slot.id} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-gray-900 first-letter:uppercase dark:text-gray-50">
                {formatLongDay(slot.date)}
              </p>
              <p className="text-sm text-gray-700 tabular-nums dark:text-gray-300">
                {slot.startTime} – {slot.endTime}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <Badge tone={booking.tone}>{booking.label}</Badge>
              <Badge>Único</Badge>
            </div>
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onEdit(slot)}
                icon={<Pencil aria-hidden="true" className="size-4" />}
                aria-label={`Editar el horario del ${when}`}
              >
                Editar
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-red-700 dark:text-red-400"
                onClick={() => onDelete(slot)}
                icon={<Trash2 aria-hidden="true" className="size-4" />}
                aria-label={`Eliminar el horario del ${when}`}
              >
                Eliminar
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
