import type { Dog } from '@adiestra/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast/toast-context';
import { countOf } from '@/lib/plural';
import { useDeleteDog } from '../api/delete-dog';
import { useDogSessionCount } from '../api/get-dog-session-count';

/**
 * 'Eliminar perro' confirmation (SPEC §2), naming how many sessions go with the dog, as the
 * client dialog names its dogs; success calls `onDeleted`, failure is a toast.
 */
export function DeleteDogDialog({
  dog,
  onClose,
  onDeleted,
}: {
  dog: Dog | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const deleteDog = useDeleteDog();
  const { toast } = useToast();
  const sessions = useDogSessionCount(dog?.id);

  async function confirm() {
    if (!dog) return;
    try {
      await deleteDog.mutateAsync(dog.id);
      toast({ variant: 'success', title: `Perro "${dog.name}" eliminado` });
      onClose();
      onDeleted?.();
    } catch {
      toast({ variant: 'error', title: 'Error al eliminar el perro' });
    }
  }

  return (
    <ConfirmDialog
      open={dog !== null}
      title="Eliminar perro"
      message={
        dog ? (
          <>
            <p>
              ¿Estás seguro de que quieres eliminar a {dog.name}? Esta acción no se puede deshacer.
            </p>
            <p className="mt-2 font-medium text-red-700 dark:text-red-400">
              {sessions.isPending
                ? 'Comprobando sus sesiones…'
                : sessions.isError
                  ? 'También se eliminarán todas sus sesiones.'
                  : sessions.data === 0
                    ? 'No tiene sesiones registradas.'
                    : sessions.data === 1
                      ? 'También se eliminará su única sesión.'
                      : `También se eliminarán sus ${countOf(sessions.data, 'sesión', 'sesiones')}.`}
            </p>
          </>
        ) : (
          ''
        )
      }
      confirmText="Eliminar"
      cancelText="Cancelar"
      isLoading={deleteDog.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
