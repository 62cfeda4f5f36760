import { paths } from '@/lib/paths';
import { toSearch } from '../../api/scheduling-keys';

/**
 * 'Nueva Cita' prefilled from the calendar (`?nueva=1&fecha=…&hora=…`, read by the appointments
 * route). Built here, not in lib/paths, which the public booking page also loads.
 */
export const newAppointmentHref = (date: string, time?: string) =>
  `${paths.appointments.getHref()}?${toSearch({ nueva: '1', fecha: date, hora: time })}`;
