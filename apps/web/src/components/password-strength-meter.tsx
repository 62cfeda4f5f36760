import clsx from 'clsx';
import { passwordStrength } from '@adiestra/shared';

const MAX_SCORE = 5;

/** Bar colours by score; index = score (0–5). Advisory only: it never blocks a submit (SPEC §5). */
const barColors = [
  'bg-red-600',
  'bg-red-600',
  'bg-orange-500',
  'bg-amber-500',
  'bg-lime-600',
  'bg-green-600',
] as const;

/** Visual + accessible strength of a new password, using the shared 0–5 scale. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { score, label } = passwordStrength(password);
  const color = barColors[score] ?? 'bg-red-600';
  return (
    <div id={id} className="space-y-1.5">
      <div
        role="meter"
        aria-label="Seguridad de la contraseña"
        aria-valuemin={0}
        aria-valuemax={MAX_SCORE}
        aria-valuenow={score}
        aria-valuetext={password ? label : 'Sin contraseña'}
        className="flex gap-1"
      >
        {Array.from({ length: MAX_SCORE }, (_, index) => (
          <span
            key={index}
            className={clsx(
              'h-1.5 flex-1 rounded-full transition-colors',
              password && index < Math.max(score, 1) ? color : 'bg-gray-200 dark:bg-gray-700',
            )}
          />
        ))}
      </div>
      <p className="text-xs text-gray-600 dark:text-gray-400" aria-hidden="true">
        Seguridad:{' '}
        <span className="font-medium text-gray-800 dark:text-gray-200">
          {password ? label : '—'}
        </span>
      </p>
    </div>
  );
}
