import { useId } from 'react';
import clsx from 'clsx';
import { Star } from 'lucide-react';
import { SESSION_LIMITS, ratingText } from '@adiestra/shared';
import { countOf } from '@/lib/plural';

const CHOICES = Array.from({ length: SESSION_LIMITS.ratingMax }, (_, i) => i + 1);

/**
 * 1 to 5 stars or 'Sin calificar', as native radio buttons: arrow keys move between them and a
 * screen reader announces "3 estrellas, 3 de 6". The stars are the radios' visible labels.
 */
export function StarRatingInput({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | undefined;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  const label = (n: number) => countOf(n, 'estrella', 'estrellas');
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">Calificación</legend>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center">
          {CHOICES.map((n) => (
            <label key={n} className="relative cursor-pointer p-0.5" title={label(n)}>
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="peer sr-only"
              />
              <span className="sr-only">{label(n)}</span>
              <Star
                aria-hidden="true"
                className={clsx(
                  'size-7 rounded-sm transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 dark:peer-focus-visible:outline-brand-400',
                  value !== null && n <= value
                    ? 'fill-amber-400 text-amber-500'
                    : 'fill-transparent text-gray-400 hover:text-amber-500 dark:text-gray-500',
                )}
              />
            </label>
          ))}
        </div>
        <label className="flex cursor-pointer items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
          <input
            type="radio"
            name={name}
            value=""
            checked={value === null}
            onChange={() => onChange(null)}
            className="size-4 accent-brand-600"
          />
          Sin calificar
        </label>
      </div>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
        {value === null ? 'La sesión aún no tiene calificación' : ratingText(value)}
      </p>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
