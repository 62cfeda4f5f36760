import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BonoChangeSchema, type AutomaticBonoUse } from '@adiestra/shared';
import { useToast } from '@/components/ui/toast/toast-context';
import { api } from './api-client';
import { getErrorMessage } from './api-error';
import { queryKeys } from './query-keys';

/*
 * "Deshacer" after a bono unit was used (by hand on a client, or automatically by a recorded
 * session or a completed appointment): POST /api/bonos/movements/{id}/undo gives exactly one unit
 * back, once. Shared because the bonos screens, the session form and the appointments offer it.
 */
export function useUndoBonoUse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (movementId: string) =>
      api.post(`/bonos/movements/${encodeURIComponent(movementId)}/undo`, undefined, {
        schema: BonoChangeSchema,
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.bonos.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.money.all });
      // The appointments carry their visit's bono (issue 26): its count changed.
      await queryClient.invalidateQueries({ queryKey: queryKeys.scheduling.all });
    },
  });
}

/** Says that a unit was used automatically (issue 18), with its "Deshacer". */
export function useAnnounceBonoUse() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const undo = useUndoBonoUse();
  return (use: AutomaticBonoUse | null | undefined) => {
    if (!use) return;
    // The balances shown on the appointment, the client and the dashboard have changed.
    void queryClient.invalidateQueries({ queryKey: queryKeys.bonos.all });
    toast({
      title: 'Se ha usado una sesión del bono',
      description: `Quedan ${use.sessionsRemaining}.`,
      variant: 'info',
      action: {
        label: 'Deshacer',
        // The screen may be gone by then (the form navigates away): the promise, not the
        // hook's callbacks, reports the outcome.
        onClick: () =>
          void undo.mutateAsync(use.movementId).then(
            () => toast({ title: 'Uso del bono deshecho', variant: 'success' }),
            (caught: unknown) =>
              toast({
                title: getErrorMessage(caught, 'No se pudo deshacer el uso del bono'),
                variant: 'error',
              }),
          ),
      },
    });
  };
}
