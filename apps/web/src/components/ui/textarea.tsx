import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import clsx from 'clsx';
import { inputClass } from './input';
import { fieldControlProps, FieldWrapper } from './field-wrapper';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text field. */
export function Textarea({
  label,
  error,
  hint,
  id,
  className,
  required,
  ref,
  rows = 4,
  ...props
}: TextareaProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FieldWrapper id={fieldId} label={label} required={required} hint={hint} error={error}>
      <textarea
        ref={ref}
        rows={rows}
        {...fieldControlProps(fieldId, { required, hint, error })}
        className={inputClass(Boolean(error), clsx('h-auto py-2', className))}
        {...props}
      />
    </FieldWrapper>
  );
}
