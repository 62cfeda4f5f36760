import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ClassCancelFormSchema, type ClassCancelFormValues } from '@adiestra/shared';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast/toast-context';
import { getErrorMessage } from '@/lib/api-error';
import { useCancelClass } from '../api/cancel-class';

/**
 * "Cancelar clase", asked first: the one cancel of a class (issue 45), with an optional reason
 * that every owner's mail quotes.
 */
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
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<ClassCancelFormValues>({
    resolver: zodResolver(ClassCancelFormSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = formState;

  function close() {
    setFailure(null);
    reset();
    onClose();
  }

  async function onSubmit(values: ClassCancelFormValues) {
    setFailure(null);
    try {
      await cancel.mutateAsync({ reason: values.reason ?? null });
      toast({ variant: 'success', title: 'Clase cancelada' });
      close();
    } catch (caught) {
      setFailure(getErrorMessage(caught, 'No se pudo cancelar la clase'));
    }
  }

  return (
    <Dialog open={open} onClose={close} title="Cancelar clase" dismissible={!isSubmitting}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        <p className="text-sm text-gray-700 dark:text-gray-200">
          Se cancelará la clase y las plazas de todos los perros apuntados, y se avisará a sus
          propietarios por correo.
        </p>
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <Input
          label="Motivo (opcional)"
          data-autofocus
          placeholder="Lluvia, enfermedad…"
          error={errors.reason?.message}
          {...register('reason')}
        />
        <div className="flex flex-col-reverse gap-2 border-t border-gray-200 pt-4 sm:flex-row sm:justify-end dark:border-gray-800">
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            Volver
          </Button>
          <Button type="submit" variant="danger" isLoading={isSubmitting}>
            Cancelar clase
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
