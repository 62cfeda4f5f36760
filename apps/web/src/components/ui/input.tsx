import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';
import { fieldControlProps, FieldWrapper } from './field-wrapper';

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
  return (
    <FieldWrapper id={inputId} label={label} required={required} hint={hint} error={error}>
      <div className="relative">
        <input
          ref={ref}
          {...fieldControlProps(inputId, { required, hint, error })}
          className={inputClass(Boolean(error), clsx(trailing ? 'pr-11' : undefined, className))}
          {...props}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        ) : null}
      </div>
    </FieldWrapper>
  );
}
