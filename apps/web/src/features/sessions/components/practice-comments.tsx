import type { Adherence } from '@adiestra/shared';
import { formatDay } from '@/lib/format-day';

/**
 * Issue 27.4: what the owner wrote with their ticks, newest first, with the day and the homework
 * it was about: shown on the dog's page and in the next session's form, where the trainer plans.
 */
export function PracticeComments({ comments }: { comments: Adherence['comments'] }) {
  if (comments.length === 0) return null;
  return (
    <div className="space-y-1">
      <h3 className="text-sm font-medium text-gray-800 dark:text-gray-200">
        Comentarios del propietario
      </h3>
      <ul className="space-y-1.5 text-sm" aria-label="Comentarios del propietario">
        {comments.map((c) => (
          <li
            key={`${c.day}-${c.homework}-${c.comment}`}
            className="text-gray-700 dark:text-gray-300"
          >
            <span className="font-medium text-gray-900 dark:text-gray-100">
              {formatDay(c.day)} · {c.homework}:
            </span>{' '}
            «{c.comment}»
          </li>
        ))}
      </ul>
    </div>
  );
}
