import { LoaderCircle } from 'lucide-react';
import clsx from 'clsx';

/** Decorative by default; pass `label` when the spinner is the only sign of progress. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <>
      <LoaderCircle aria-hidden="true" className={clsx('animate-spin', className ?? 'size-5')} />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}
