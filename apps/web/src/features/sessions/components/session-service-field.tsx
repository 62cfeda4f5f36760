import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatDuration, formatPrice } from '@adiestra/shared';
import { Select } from '@/components/ui/select';
import { useServices } from '@/lib/services-query';

/**
 * The session's service from the trainer's catalogue (issue 18). With one, a bono of the dog's
 * client for that service gives up one unit when the session is saved.
 */
export function SessionServiceField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'serviceId'>;
  error?: string | undefined;
}) {
  const services = useServices();
  return (
    <Select
      // Mounted again once the catalogue arrives: a select given its value before its options
      // showed 'Sin servicio' while the form held (and sent) the appointment's or session's service.
      key={services.data ? 'loaded' : 'loading'}
      label="Servicio"
      hint="Si el cliente tiene un bono de este servicio, se usará una sesión del bono."
      error={error ?? (services.isError ? 'No se pudieron cargar los servicios' : undefined)}
      disabled={services.isPending}
      {...registration}
    >
      <option value="">Sin servicio</option>
      {services.data?.map((service) => (
        <option key={service.id} value={service.id}>
          {service.name} · {formatDuration(service.duration)} · {formatPrice(service.priceCents)}
        </option>
      ))}
    </Select>
  );
}
