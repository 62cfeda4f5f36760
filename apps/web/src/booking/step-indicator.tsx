import clsx from 'clsx';
import { Check } from 'lucide-react';
import { STEP_TITLES } from './booking-values';

/** "Paso 2 de 4" for everyone, and the four steps drawn for those who can see them. */
export function StepIndicator({ step }: { step: number }) {
  return (
    <div>
      <p className="text-sm font-medium text-brand-700 dark:text-brand-300">
        Paso {step + 1} de {STEP_TITLES.length}
      </p>
      <ol aria-hidden="true" className="mt-3 grid grid-cols-4 gap-2">
        {STEP_TITLES.map((title, i) => (
          <li key={title} className="space-y-1.5">
            <span
              className={clsx(
                'block h-1.5 rounded-full',
                i <= step ? 'bg-brand-600 dark:bg-brand-400' : 'bg-gray-200 dark:bg-gray-800',
              )}
            />
            <span
              className={clsx(
                'hidden items-center gap-1 text-xs sm:flex',
                i === step
                  ? 'font-medium text-gray-900 dark:text-gray-50'
                  : 'text-gray-600 dark:text-gray-400',
              )}
            >
              {i < step ? <Check className="size-3.5" /> : null}
              {title}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
