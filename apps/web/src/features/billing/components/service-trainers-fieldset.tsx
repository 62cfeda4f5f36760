import { useId } from 'react';
import clsx from 'clsx';
import { AlertCircle } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import type { TrainerChoice } from '../hooks/use-trainer-choice';

const HINT = 'Los clientes solo podrán reservarlo con quien marques';

/**
 * The titular's boxes for who gives the service (issue 39). The boxes stand from the start, only
 * disabled while the service's list loads, and one line below says the hint, the load or its
 * failure, so nothing moves when it arrives.
 */
export function ServiceTrainersFieldset({ choice }: { choice: TrainerChoice }) {
  const id = useId();
  if (choice.teamFailed)
    return (
      <Alert variant="error">
        No se pudo cargar el equipo: el servicio se guarda sin cambiar quién lo da.
      </Alert>
    );
  if (!choice.shown) return null;
  const status = choice.loadFailed
    ? 'No se pudo cargar quién lo da: el servicio se guarda sin cambiarlo.'
    : choice.loading
      ? 'Cargando quién lo da…'
      : HINT;
  return (
    <fieldset
      aria-describedby={choice.error ? `${id}-error ${id}-status` : `${id}-status`}
      aria-busy={choice.loading || undefined}
      className="space-y-2 rounded-md border border-gray-200 p-3 dark:border-gray-800"
    >
      <legend className="px-1 text-sm font-medium text-gray-800 dark:text-gray-200">
        Quién lo da
      </legend>
      {choice.team.map((trainer) => (
        <Checkbox
          key={trainer.trainerId}
          label={trainer.name}
          checked={choice.checked?.has(trainer.trainerId) ?? false}
          disabled={!choice.checked}
          onChange={() => choice.toggle(trainer.trainerId)}
        />
      ))}
      <p
        id={`${id}-status`}
        className={clsx(
          'text-xs',
          choice.loadFailed ? 'text-red-700 dark:text-red-400' : 'text-gray-600 dark:text-gray-400',
        )}
      >
        {status}
      </p>
      {choice.error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="flex items-center gap-1 text-sm text-red-700 dark:text-red-400"
        >
          <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
          {choice.error}
        </p>
      ) : null}
    </fieldset>
  );
}
