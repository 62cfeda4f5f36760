import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { BOOKING_RULE_MESSAGES, isRealDate } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useAvailableSlots } from '../../api/get-available-slots';
import { countOf } from '@/lib/plural';
import type { SlotsTrainer } from '@/lib/query-keys';

/**
 * The internal form's time (SPEC §5): with no date, a free time input; with a date, the
 * trainer's free start times for that date and duration. When none is free the form says so
 * and still lets the trainer type a time outside their availability. The trainer's own booking
 * may take a time the public page would not offer ("Otra hora"), with a visible warning (issue 19).
 */
export function TimeChoice({
  date,
  duration,
  value,
  field,
  error,
  trainer,
}: {
  date: string;
  duration: number;
  /** Whose free times (Nueva Cita's "Adiestrador"). */
  trainer: SlotsTrainer;
  /** The field's current value (a prefilled time may be one the page does not offer). */
  value: string;
  field: UseFormRegisterReturn<'requestedTime'>;
  error: string | undefined;
}) {
  const hasDate = isRealDate(date);
  const slots = useAvailableSlots(hasDate ? date : '', duration, trainer);
  const [other, setOther] = useState(false);
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
  const offTheList = value !== '' && !slots.data.some((slot) => slot.time === value);
  if (other || offTheList) {
    return (
      <div className="space-y-2">
        <Input
          label="Hora"
          type="time"
          required
          error={error}
          {...field}
          onChange={(event) => {
            setOther(true);
            return field.onChange(event);
          }}
        />
        {offTheList ? <Alert variant="info">{BOOKING_RULE_MESSAGES.overrideWarning}</Alert> : null}
      </div>
    );
  }
  return (
    <div className="space-y-1">
      <Select
        label="Hora"
        required
        error={error}
        hint={countOf(slots.data.length, 'horario libre', 'horarios libres')}
        {...field}
      >
        <option value="">Selecciona una hora</option>
        {slots.data.map((slot) => (
          <option key={slot.time} value={slot.time}>
            {slot.time} – {slot.endTime}
          </option>
        ))}
      </Select>
      <Button variant="ghost" size="sm" onClick={() => setOther(true)}>
        Indicar otra hora
      </Button>
    </div>
  );
}
