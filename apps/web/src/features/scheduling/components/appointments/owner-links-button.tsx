import { useState } from 'react';
import { Link2 } from 'lucide-react';
import type { Appointment } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useOwnerLinks, useRevokeOwnerLink } from '../../api/owner-links';

/**
 * Issue 28: the links the owner holds to this appointment (mailed, or shared by WhatsApp) open it
 * without signing in. The trainer sees which still work, until when, and can revoke any of them.
 */
export function OwnerLinksButton({ appointment, who }: { appointment: Appointment; who: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setOpen(true)}
        icon={<Link2 aria-hidden="true" className="size-4" />}
        aria-label={`Enlaces del cliente a la cita de ${who}`}
      >
        Enlaces
      </Button>
      {open ? <OwnerLinksDialog appointment={appointment} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function OwnerLinksDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment;
  onClose: () => void;
}) {
  const links = useOwnerLinks(appointment.id);
  const revoke = useRevokeOwnerLink(appointment.id);
  const { toast } = useToast();

  async function onRevoke(id: string) {
    try {
      await revoke.mutateAsync(id);
      toast({ variant: 'success', title: 'Enlace revocado: ya no abre la cita' });
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'No se pudo revocar el enlace') });
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Enlaces a la cita"
      description="Cada enlace enviado al cliente (por email o WhatsApp) abre esta cita sin iniciar sesión hasta que caduca, se revoca o se cancela la cita."
    >
      {links.isError ? (
        <Alert variant="error">
          {getErrorMessage(links.error, 'No se pudieron cargar los enlaces')}
        </Alert>
      ) : !links.data ? (
        <p className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
          <Spinner /> Cargando enlaces…
        </p>
      ) : links.data.links.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">No hay enlaces activos.</p>
      ) : (
        <ul className="divide-y divide-gray-200 dark:divide-gray-700">
          {links.data.links.map((link) => (
            <li key={link.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>
                Creado el {formatDateTime(link.createdAt)} · caduca el{' '}
                {formatDateTime(link.expiresAt)}
              </span>
              <Button
                size="sm"
                variant="secondary"
                isLoading={revoke.isPending && revoke.variables === link.id}
                onClick={() => void onRevoke(link.id)}
                aria-label={`Revocar el enlace creado el ${formatDateTime(link.createdAt)}`}
              >
                Revocar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
