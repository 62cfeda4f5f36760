import clsx from 'clsx';
import { progressLevel, type ProgressTone } from '@adiestra/shared';

/** Bar fills and text colours per tone, chosen for contrast on white and on gray-900. */
const bar: Record<ProgressTone, string> = {
  green: 'bg-green-500',
  yellow: 'bg-yellow-400',
  orange: 'bg-orange-500',
  red: 'bg-red-500',
};
const text: Record<ProgressTone, string> = {
  green: 'text-green-700 dark:text-green-400',
  yellow: 'text-yellow-800 dark:text-yellow-300',
  orange: 'text-orange-700 dark:text-orange-300',
  red: 'text-red-700 dark:text-red-400',
};

/**
 * Progress as a coloured bar with its percent and the spec's text (SPEC §4). The bar is
 * decoration: the percent and the text are real text for every reader.
 */
export function SessionProgress({
  progress,
  size = 'md',
  showText = true,
}: {
  progress: number | null;
  size?: 'sm' | 'md';
  showText?: boolean;
}) {
  if (progress === null) {
    return <p className="text-sm text-gray-600 dark:text-gray-400">Progreso sin registrar</p>;
  }
  const level = progressLevel(progress);
  return (
    <div data-tone={level.tone}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-gray-700 dark:text-gray-300">Progreso</span>
        <span className="font-semibold text-gray-900 tabular-nums dark:text-gray-50">
          {progress}%
        </span>
      </div>
      <div
        aria-hidden="true"
        className={clsx(
          'mt-1 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700',
          size === 'sm' ? 'h-1.5' : 'h-2.5',
        )}
      >
        <div
          className={clsx('h-full rounded-full', bar[level.tone])}
          style={{ width: `${progress}%` }}
        />
      </div>
      {showText ? (
        <p className={clsx('mt-1 text-xs font-medium', text[level.tone])}>{level.text}</p>
      ) : null}
    </div>
  );
}
