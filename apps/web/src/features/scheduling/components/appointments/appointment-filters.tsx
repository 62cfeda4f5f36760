import { APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS } from '@adiestra/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

export interface AppointmentFilterValues {
  status: string;
  date: string;
}

/** Status (Todos, Programada, Completada, Cancelada — SPEC §9) and one day. */
export function AppointmentFilters({
  values,
  onChange,
  onClear,
}: {
  values: AppointmentFilterValues;
  onChange: (key: keyof AppointmentFilterValues, value: string) => void;
  onClear: () => void;
}) {
  const active = Boolean(values.status || values.date);
  return (
    <div className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end dark:border-gray-800 dark:bg-gray-900">
      <Select
        label="Estado"
        value={values.status}
        onChange={(e) => onChange('status', e.target.value)}
      >
        <option value="">Todos</option>
        {APPOINTMENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {APPOINTMENT_STATUS_LABELS[status]}
          </option>
        ))}
      </Select>
      <Input
        label="Fecha"
        type="date"
        value={values.date}
        onChange={(e) => onChange('date', e.target.value)}
      />
      <Button variant="ghost" onClick={onClear} disabled={!active}>
        Limpiar filtros
      </Button>
    </div>
  );
}
