import type { UseFormRegisterReturn } from 'react-hook-form';
import { isRealDate } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useAvailableSlots } from '../../api/get-available-slots';

/**
 * The internal form's time (SPEC §5): with no date, a free time input; with a date, the
 * trainer's free start times for that date and duration. When none is free the form says so
 * and still lets the trainer type a time outside their availability.
 */
export function TimeChoice({
  date,
  duration,
  field,
  error,
}: {
  date: string;
  duration: number;
  field: UseFormRegisterReturn<'requestedTime'>;
  error: string | undefined;
}) {
  const hasDate = isRealDate(date);
  const slots = useAvailableSlots(hasDate ? date : '', duration);
  const freeInput = (hint?: string) => (
    <Input label="Hora" type="time" required error={error} hint={hint} {...field} />
  );

  if (!hasDate) return freeInput('Elige una fecha para ver tus horarios libres.');
  if (slots.isPending) {
    return (
      <Select label="Hora" required disabled value="" aria-busy="true">
        <option value="">Cargando horarios disponibles…</option>
      </Select>
    );
  }
  if (slots.isError) {
    return (
      <div className="space-y-3">
        <Alert variant="error">Error al cargar los horarios disponibles</Alert>
        {freeInput()}
      </div>
    );
  }
  if (slots.data.length === 0) {
    return freeInput('No hay horarios disponibles para esta fecha. Puedes indicar otra hora.');
  }
  return (
    <Select
      label="Hora"
      required
      error={error}
      hint={`${slots.data.length} horarios libres`}
      {...field}
    >
      <option value="">Selecciona una hora</option>
      {slots.data.map((slot) => (
        <option key={slot.time} value={slot.time}>
          {slot.time} – {slot.endTime}
        </option>
      ))}
    </Select>
  );
}
