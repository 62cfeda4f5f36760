import type { UseFormRegisterReturn } from 'react-hook-form';
import { CLASS_ENROLMENT_MODES, CLASS_ENROLMENT_MODE_LABELS } from '@adiestra/shared';
import { focusRing } from '@/components/ui/focus-ring';

const HINTS = {
  direct: 'Tus clientes con Mi área reservan una plaza libre al momento.',
  request:
    'Cada plaza llega a Solicitudes y la apruebas tú; al aprobar, el perro queda apuntado si aún hay sitio.',
} as const;

/**
 * Ajustes (issue 29, decision 0090): how known clients take a place in a class. Visitors of the
 * booking page always send a request.
 */
export function ClassEnrolmentChoice({
  field,
}: {
  field: UseFormRegisterReturn<'classEnrolment'>;
}) {
  return (
    <fieldset className="rounded-md border border-gray-200 p-3 dark:border-gray-700">
      <legend className="px-1 text-sm font-medium text-gray-800 dark:text-gray-200">
        Clases en grupo: tus clientes…
      </legend>
      <div className="space-y-2">
        {CLASS_ENROLMENT_MODES.map((mode) => (
          <label key={mode} className="flex items-start gap-2.5 text-sm">
            <input
              type="radio"
              value={mode}
              {...field}
              className={`mt-0.5 size-4 shrink-0 accent-brand-600 dark:accent-brand-400 ${focusRing}`}
            />
            <span>
              <span className="font-medium text-gray-800 dark:text-gray-200">
                {CLASS_ENROLMENT_MODE_LABELS[mode]}
              </span>
              <span className="block text-gray-600 dark:text-gray-400">{HINTS[mode]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
