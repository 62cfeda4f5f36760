import clsx from 'clsx';
import { Dog } from 'lucide-react';

/**
 * The dog's photo, or a placeholder when there is none: a dog icon in cards and lists, the dog
 * emoji on the detail screen (SPEC §2). The image is decorative next to the dog's name unless
 * an `alt` is given.
 */
export function DogPhoto({
  src,
  alt = '',
  emoji = false,
  className,
}: {
  src: string | null;
  alt?: string;
  emoji?: boolean;
  className?: string;
}) {
  if (src)
    return (
      <img
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={clsx('object-cover', className)}
      />
    );
  return (
    <div
      role={alt ? 'img' : undefined}
      aria-label={alt ? `${alt} (sin foto)` : undefined}
      aria-hidden={alt ? undefined : true}
      className={clsx(
        'grid place-items-center bg-brand-50 text-brand-700 dark:bg-gray-800 dark:text-brand-300',
        className,
      )}
    >
      {emoji ? (
        <span className="text-[3em] leading-none">🐕</span>
      ) : (
        <Dog aria-hidden="true" className="size-1/2 max-h-16 max-w-16" strokeWidth={1.5} />
      )}
    </div>
  );
}
