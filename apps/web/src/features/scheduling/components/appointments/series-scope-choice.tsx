import { useId } from 'react';
import type { AppointmentEditScope } from '@adiestra/shared';
import { focusRing } from '@/components/ui/focus-ring';

const CHOICES: { value: AppointmentEditScope; label: string; hint: string }[] = [
  {
    value: 'one',
    label: 'Solo esta',
    hint: 'Las demás semanas no cambian (para saltar una semana, cancela solo esta).',
  },
  {
    value: 'following',
    label: 'Esta y las siguientes',
    hint: 'Las citas programadas de las semanas siguientes cambian igual.',
  },
];

/** Of a weekly series (issue 29): whether the edit is for this appointment or from it on. */
export function SeriesScopeChoice({
  value,
  onChange,
}: {
  value: AppointmentEditScope;
  onChange: (scope: AppointmentEditScope) => void;
}) {
  const name = useId();
  return (
    <fieldset className="rounded-md border border-gray-200 p-3 dark:border-gray-700">
      <legend className="px-1 text-sm font-medium text-gray-800 dark:text-gray-200">
        Cita semanal: ¿qué citas cambias?
      </legend>
      <div className="space-y-2">
        {CHOICES.map((choice) => (
          <label key={choice.value} className="flex items-start gap-2.5 text-sm">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className={`mt-0.5 size-4 shrink-0 accent-brand-600 dark:accent-brand-400 ${focusRing}`}
            />
            <span>
              <span className="font-medium text-gray-800 dark:text-gray-200">{choice.label}</span>
              <span className="block text-gray-600 dark:text-gray-400">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
