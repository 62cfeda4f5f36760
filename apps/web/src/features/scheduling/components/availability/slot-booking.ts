import { timeToMinutes, type AvailabilitySlot } from '@adiestra/shared';

const hours = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

/**
 * How much of a slot is booked, from the minutes the server counts (`bookedMinutes`): free,
 * full, or "1,5 de 4 h reservadas" — never the whole slot marked taken for one hour of it.
 */
export function slotBooking(
  slot: Pick<AvailabilitySlot, 'startTime' | 'endTime' | 'bookedMinutes'>,
): {
  tone: 'green' | 'yellow' | 'red';
  label: string;
} {
  const length = timeToMinutes(slot.endTime) - timeToMinutes(slot.startTime);
  if (slot.bookedMinutes <= 0) return { tone: 'green', label: 'Disponible' };
  if (slot.bookedMinutes >= length) return { tone: 'red', label: 'Completo' };
  const part = `${hours.format(slot.bookedMinutes / 60)} de ${hours.format(length / 60)} h`;
  return { tone: 'yellow', label: `${part} reservadas` };
}
