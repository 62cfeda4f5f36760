import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';
import { AlertCircle } from 'lucide-react';

export const inputClass = (invalid: boolean, className?: string) =>
  clsx(
    'block h-10 w-full rounded-lg border bg-white px-3 text-sm text-gray-900 shadow-sm transition-colors outline-none',
    'placeholder:text-gray-500 focus:ring-2 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400',
    'read-only:bg-gray-100 read-only:text-gray-700 dark:read-only:bg-gray-800 dark:read-only:text-gray-300',
    invalid
      ? 'border-red-600 focus:border-red-600 focus:ring-red-600/30 dark:border-red-400'
      : 'border-gray-300 focus:border-brand-600 focus:ring-brand-600/30 dark:border-gray-700 dark:focus:border-brand-400',
    className,
  );

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  error?: string | undefined;
  /** Helper text under the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** Content rendered inside the field on the right (e.g. the show-password button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error and hint wired for screen readers. */
export function Input({
  label,
  error,
  hint,
  trailing,
  id,
  className,
  required,
  ref,
  ...props
}: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;

  return (
    <div className="space-y-1.5">
      <label
        htmlFor={inputId}
        className="block text-sm font-medium text-gray-800 dark:text-gray-200"
      >
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
            *
          </span>
        ) : null}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={clsx(errorId, hintId) || undefined}
          className={inputClass(Boolean(error), clsx(trailing ? 'pr-11' : undefined, className))}
          {...props}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-gray-600 dark:text-gray-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-center gap-1 text-sm text-red-700 dark:text-red-400">
          <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
