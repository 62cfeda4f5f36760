import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast/toast-context';
import { useDeleteSession } from '../api/delete-session';

export const DELETE_SESSION_QUESTION = '¿Estás seguro de que quieres eliminar esta sesión?';
export const DELETE_SESSION_ERROR = 'Error al eliminar la sesión';

/**
 * The spec's browser confirm and alert as an accessible dialog (docs/decisions): the question
 * and, on failure, the error inside the dialog so the user can retry or cancel.
 */
export function DeleteSessionDialog({
  sessionId,
  onClose,
  onDeleted,
}: {
  /** The session to delete; null keeps the dialog closed. */
  sessionId: string | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { toast } = useToast();
  const deletion = useDeleteSession();
  const close = () => {
    deletion.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={sessionId !== null}
      title="Eliminar sesión"
      message={
        <>
          <p>{DELETE_SESSION_QUESTION}</p>
          {deletion.isError ? (
            <Alert variant="error" className="mt-3">
              {DELETE_SESSION_ERROR}
            </Alert>
          ) : null}
        </>
      }
      confirmText="Eliminar"
      isLoading={deletion.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!sessionId) return;
        deletion.mutate(sessionId, {
          onSuccess: () => {
            toast({ title: 'Sesión eliminada', variant: 'success' });
            deletion.reset();
            onClose();
            onDeleted?.();
          },
        });
      }}
    />
  );
}
