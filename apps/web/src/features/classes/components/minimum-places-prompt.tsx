import { useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { countOf } from '@/lib/plural';
import { useConfirmMinimum } from '../api/confirm-minimum';
import { CancelClassDialog } from './cancel-class-dialog';

/**
 * Decision 0079: a class short of its minimum, close to its day. The trainer holds it anyway
 * (recorded, so this stops) or cancels it (owners are told by e-mail).
 */
export function MinimumPlacesPrompt({
  groupClass: c,
  cancelOnPage = false,
}: {
  groupClass: { id: string; enrolled: number; minPlaces: number | null };
  /**
   * Issue 45, one cancel action: where the screen has its own "Cancelar clase" (the class page),
   * the prompt offers no second button and dialog of its own.
   */
  cancelOnPage?: boolean;
}) {
  const confirm = useConfirmMinimum(c.id);
  const { toast } = useToast();
  const [cancelling, setCancelling] = useState(false);

  async function confirmAnyway() {
    try {
      await confirm.mutateAsync();
      toast({ variant: 'success', title: 'Clase confirmada' });
    } catch (caught) {
      toast({ variant: 'error', title: getErrorMessage(caught, 'No se pudo confirmar la clase') });
    }
  }

  return (
    <div
      role="group"
      aria-label="Por debajo del mínimo"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        <span className="font-medium">Por debajo del mínimo: confirma o cancela.</span>{' '}
        {countOf(c.enrolled, 'perro apuntado', 'perros apuntados')} de un mínimo de {c.minPlaces}.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" isLoading={confirm.isPending} onClick={() => void confirmAnyway()}>
          Confirmar igualmente
        </Button>
        {cancelOnPage ? null : (
          <Button size="sm" variant="danger" onClick={() => setCancelling(true)}>
            Cancelar clase
          </Button>
        )}
      </div>
      {cancelOnPage ? null : (
        <CancelClassDialog classId={c.id} open={cancelling} onClose={() => setCancelling(false)} />
      )}
    </div>
  );
}
