import { Link } from 'react-router';
import { Link2 } from 'lucide-react';
import type { Appointment } from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { linkClass } from '@/components/ui/link-class';
import { paths } from '@/lib/paths';

/** Ver cliente · Ver perro: the pages of the client and the dog a booking is linked to. */
export function PartyLinks({ clientId, dogId }: { clientId: string; dogId: string }) {
  return (
    <span className="mt-1 flex flex-wrap gap-x-3 text-xs">
      <Link to={paths.clients.detail.getHref(clientId)} className={linkClass}>
        Ver cliente
      </Link>
      <Link to={paths.dogs.detail.getHref(dogId)} className={linkClass}>
        Ver perro
      </Link>
    </span>
  );
}

/**
 * Who an appointment belongs to, as links to the client's and the dog's pages; 'Sin vincular'
 * (an appointment from before issue 13 that matched nobody, or whose client or dog was deleted)
 * with the way to link it.
 */
export function LinkStatus({
  appointment,
  onLink,
}: {
  appointment: Appointment;
  onLink: (appointment: Appointment) => void;
}) {
  const { clientId, dogId } = appointment;
  if (clientId && dogId) return <PartyLinks clientId={clientId} dogId={dogId} />;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-2">
      <Badge tone="yellow">Sin vincular</Badge>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onLink(appointment)}
        icon={<Link2 aria-hidden="true" className="size-4" />}
        aria-label={`Vincular la cita de ${appointment.clientName} (${appointment.dogName}) a un cliente y un perro`}
      >
        Vincular
      </Button>
    </span>
  );
}
