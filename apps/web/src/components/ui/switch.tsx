import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';
import { focusRing } from './focus-ring';

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off setting that applies at once: a native checkbox with `role="switch"`, so Space
 * toggles it and screen readers say "activado"/"desactivado"; the whole label is the target.
 */
export function Switch({ label, description, id, className, ref, ...props }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  return (
    <div className={clsx('flex items-start justify-between gap-3', className)}>
      <div className="min-w-0 text-sm">
        <label htmlFor={switchId} className="font-medium text-gray-800 dark:text-gray-200">
          {label}
        </label>
        {description ? (
          <p id={`${switchId}-description`} className="text-gray-600 dark:text-gray-400">
            {description}
          </p>
        ) : null}
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          ref={ref}
          id={switchId}
          type="checkbox"
          role="switch"
          aria-describedby={description ? `${switchId}-description` : undefined}
          className={clsx(
            'peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-gray-500 transition-colors',
            'checked:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
            'dark:bg-gray-500 dark:checked:bg-brand-500',
            focusRing,
          )}
          {...props}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}
