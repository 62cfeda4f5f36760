import type { AppointmentRequest } from '@adiestra/shared';
import { Badge } from '@/components/ui/badge';
import { PartyLinks } from './link-status';

/**
 * A decided request's client and dog: links to their pages, or 'Sin vincular' (approved before
 * bookings were linked, or its client or dog deleted; its appointment is linked from Citas
 * Confirmadas). A pending request is linked when approved, so nothing is shown for it.
 */
export function RequestLinkStatus({ request }: { request: AppointmentRequest }) {
  if (request.status === 'PENDING') return null;
  const { clientId, dogId } = request;
  if (!clientId || !dogId) {
    return request.status === 'APPROVED' ? (
      <span className="mt-1 block">
        <Badge tone="yellow">Sin vincular</Badge>
      </span>
    ) : null;
  }
  return <PartyLinks clientId={clientId} dogId={dogId} />;
}
