import clsx from 'clsx';
import { Star } from 'lucide-react';
import { SESSION_LIMITS, ratingText } from '@adiestra/shared';

const STARS = Array.from({ length: SESSION_LIMITS.ratingMax }, (_, i) => i + 1);

/** Filled and empty stars; the amber tones read on white and on gray-900. */
export function StarIcons({ value, className }: { value: number; className?: string }) {
  return STARS.map((n) => (
    <Star
      key={n}
      aria-hidden="true"
      className={clsx(
        className ?? 'size-4',
        n <= value
          ? 'fill-amber-400 text-amber-500'
          : 'fill-transparent text-gray-400 dark:text-gray-500',
      )}
    />
  ));
}

/** A rating as stars out of 5 with, optionally, its text (SPEC §4); none reads 'Sin calificar'. */
export function RatingStars({
  rating,
  showText = false,
}: {
  rating: number | null;
  showText?: boolean;
}) {
  const text = ratingText(rating);
  // Unrated: the visible text says it all, so the empty stars stay silent.
  const stars =
    rating === null
      ? { 'aria-hidden': true }
      : { role: 'img', 'aria-label': `${rating} de ${SESSION_LIMITS.ratingMax} estrellas` };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span {...stars} className="flex items-center gap-0.5">
        <StarIcons value={rating ?? 0} />
      </span>
      {showText || rating === null ? (
        <span className="text-sm text-gray-700 dark:text-gray-300">{text}</span>
      ) : null}
    </div>
  );
}
