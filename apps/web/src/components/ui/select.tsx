import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import clsx from 'clsx';
import { fieldControlProps, FieldWrapper } from './field-wrapper';

/** Like the input's style, minus its read-only look: a select always matches :read-only in CSS. */
const selectClass = (invalid: boolean, className?: string) =>
  clsx(
    'block h-10 w-full rounded-lg border bg-white pr-8 pl-3 text-sm text-gray-900 shadow-sm transition-colors outline-none',
    'focus:ring-2 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-gray-900 dark:text-gray-100',
    invalid
      ? 'border-red-600 focus:border-red-600 focus:ring-red-600/30 dark:border-red-400'
      : 'border-gray-300 focus:border-brand-600 focus:ring-brand-600/30 dark:border-gray-700 dark:focus:border-brand-400',
    className,
  );

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (the most accessible picker on phones and with screen readers). */
export function Select({
  label,
  error,
  hint,
  id,
  className,
  required,
  ref,
  children,
  ...props
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldWrapper id={selectId} label={label} required={required} hint={hint} error={error}>
      <select
        ref={ref}
        {...fieldControlProps(selectId, { required, hint, error })}
        className={selectClass(Boolean(error), className)}
        {...props}
      >
        {children}
      </select>
    </FieldWrapper>
  );
}
