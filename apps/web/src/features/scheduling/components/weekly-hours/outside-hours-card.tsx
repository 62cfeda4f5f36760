import { TriangleAlert } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useOutsideHours } from '../../api/get-outside-hours';
import { appointmentWhen, appointmentService } from '../appointments/appointment-text';

/**
 * Upcoming appointments that the weekly hours and exceptions no longer hold: changing the hours
 * never moves an appointment, so the trainer sees them here and decides (nothing when none).
 */
export function OutsideHoursCard() {
  const outside = useOutsideHours();
  const appointments = outside.data?.appointments ?? [];
  if (appointments.length === 0) return null;
  return (
    <Card>
      <CardHeader
        title="Citas fuera de tu horario"
        description="Siguen programadas: muévelas desde el Calendario o avisa al cliente si hace falta."
      />
      <CardContent>
        <ul aria-label="Citas fuera de tu horario" className="space-y-2">
          {appointments.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-2 text-sm">
              <TriangleAlert
                aria-hidden="true"
                className="size-4 text-amber-600 dark:text-amber-400"
              />
              <span className="font-medium text-gray-900 dark:text-gray-100">
                {appointmentWhen(a)}
              </span>
              <span className="text-gray-700 dark:text-gray-300">
                {a.clientName} · {a.dogName} · {appointmentService(a)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
