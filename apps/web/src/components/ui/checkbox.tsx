import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';
import { focusRing } from './focus-ring';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label (the whole label is the click target). */
export function Checkbox({ label, description, id, className, ref, ...props }: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  return (
    <div className={clsx('flex items-start gap-2.5', className)}>
      <input
        ref={ref}
        id={boxId}
        type="checkbox"
        aria-describedby={description ? `${boxId}-description` : undefined}
        className={clsx(
          'mt-0.5 size-4 shrink-0 rounded border-gray-400 accent-brand-600 dark:accent-brand-400',
          focusRing,
        )}
        {...props}
      />
      <div className="text-sm">
        <label htmlFor={boxId} className="font-medium text-gray-800 dark:text-gray-200">
          {label}
        </label>
        {description ? (
          <p id={`${boxId}-description`} className="text-gray-600 dark:text-gray-400">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
