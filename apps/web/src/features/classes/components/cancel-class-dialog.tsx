import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useCancelClass } from '../api/cancel-class';

/** "Cancelar clase", asked first: the one cancel path of the class page and the Panel's prompt. */
export function CancelClassDialog({
  classId,
  open,
  onClose,
}: {
  classId: string;
  open: boolean;
  onClose: () => void;
}) {
  const cancel = useCancelClass(classId);
  const { toast } = useToast();

  async function cancelClass() {
    try {
      await cancel.mutateAsync();
      toast({ variant: 'success', title: 'Clase cancelada' });
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'No se pudo cancelar la clase') });
    }
    onClose();
  }

  return (
    <ConfirmDialog
      open={open}
      title="Cancelar clase"
      message="Se cancelará la clase y las plazas de todos los perros apuntados, y se avisará a sus propietarios por correo."
      confirmText="Cancelar clase"
      cancelText="Volver"
      variant="danger"
      isLoading={cancel.isPending}
      onConfirm={() => void cancelClass()}
      onCancel={onClose}
    />
  );
}
