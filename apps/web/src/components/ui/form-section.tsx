import type { ReactNode } from 'react';

/** A titled group of fields inside a form card (a fieldset, so its legend labels the group). */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-4 border-t border-gray-200 pt-6 first:border-t-0 first:pt-0 dark:border-gray-800">
      <div>
        <legend className="text-base font-semibold text-gray-900 dark:text-gray-50">{title}</legend>
        {description ? (
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{description}</p>
        ) : null}
      </div>
      {children}
    </fieldset>
  );
}
