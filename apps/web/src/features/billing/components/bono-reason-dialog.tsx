import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BonoAdjustSchema, type BonoAdjustInput, type BonoChange } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-error';
import { useReturnBonoUnit } from '../api/return-bono-unit';
import { useUseBonoUnit } from '../api/use-bono-unit';

/** Uses or returns one unit by hand; the ledger keeps the reason. */
export function BonoReasonDialog({
  bonoId,
  mode,
  onClose,
  onDone,
}: {
  bonoId: string;
  mode: 'use' | 'return';
  onClose: () => void;
  onDone: (change: BonoChange) => void;
}) {
  const use = useUseBonoUnit();
  const giveBack = useReturnBonoUnit();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<BonoAdjustInput>({
    resolver: zodResolver(BonoAdjustSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit({ reason }: BonoAdjustInput) {
    setFailure(null);
    try {
      const mutation = mode === 'use' ? use : giveBack;
      onDone(await mutation.mutateAsync({ bonoId, reason }));
      onClose();
    } catch (caught) {
      setFailure(getErrorMessage(caught, 'No se pudo cambiar el bono'));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={mode === 'use' ? 'Usar una sesión del bono' : 'Devolver una sesión al bono'}
      dismissible={!isSubmitting}
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <Input
          label="Motivo"
          required
          data-autofocus
          placeholder={mode === 'use' ? 'Clase del martes' : 'Clase cancelada por lluvia'}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <FormActions
          onCancel={onClose}
          submitting={isSubmitting}
          submitLabel={mode === 'use' ? 'Usar sesión' : 'Devolver sesión'}
          inDialog
        />
      </form>
    </Dialog>
  );
}
