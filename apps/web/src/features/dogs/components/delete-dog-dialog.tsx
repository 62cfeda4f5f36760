import type { Dog } from '@adiestra/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast/toast-context';
import { useDeleteDog } from '../api/delete-dog';

/** 'Eliminar perro' confirmation (SPEC §2); success calls `onDeleted`, failure is a toast. */
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
        dog
          ? `¿Estás seguro de que quieres eliminar a ${dog.name}? Esta acción no se puede deshacer.`
          : ''
      }
      confirmText="Eliminar"
      cancelText="Cancelar"
      isLoading={deleteDog.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
