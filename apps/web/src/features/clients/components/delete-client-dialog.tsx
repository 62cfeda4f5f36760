import type { Client } from '@adiestra/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast/toast-context';
import { useDeleteClient } from '../api/delete-client';

/**
 * 'Eliminar Cliente' with the spec's question; the detail screen adds that the client's dogs go
 * too. Failures are a toast with the spec's text; success calls `onDeleted`.
 */
export function DeleteClientDialog({
  client,
  onClose,
  onDeleted,
  warnDogs = false,
}: {
  client: Client | null;
  onClose: () => void;
  onDeleted?: (client: Client) => void;
  warnDogs?: boolean;
}) {
  const deleteClient = useDeleteClient();
  const { toast } = useToast();

  async function confirm() {
    if (!client) return;
    try {
      await deleteClient.mutateAsync(client.id);
      toast({ variant: 'success', title: `Cliente "${client.name}" eliminado` });
      onClose();
      onDeleted?.(client);
    } catch {
      toast({
        variant: 'error',
        title: 'Error al eliminar el cliente. Por favor, intenta de nuevo.',
      });
    }
  }

  return (
    <ConfirmDialog
      open={client !== null}
      title="Eliminar Cliente"
      message={
        client ? (
          <>
            <p>
              ¿Estás seguro de que quieres eliminar a {client.name}? Esta acción no se puede
              deshacer.
            </p>
            {warnDogs || client.dogs.length > 0 ? (
              <p className="mt-2 font-medium text-red-700 dark:text-red-400">
                También se eliminarán todos sus perros
                {client.dogs.length > 0 ? ` (${client.dogs.length})` : ''} y sus sesiones.
              </p>
            ) : null}
          </>
        ) : null
      }
      confirmText="Eliminar"
      isLoading={deleteClient.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
