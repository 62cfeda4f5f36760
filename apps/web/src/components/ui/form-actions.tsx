import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';

/**
 * The row that ends a form: Cancelar, then the submit button (stacked on phones, submit on top).
 * `inDialog` tightens the space above it, as the dialogs do.
 */
export function FormActions({
  onCancel,
  submitting,
  submitLabel,
  submitVariant,
  inDialog = false,
}: {
  onCancel: () => void;
  submitting: boolean;
  submitLabel: ReactNode;
  submitVariant?: ButtonVariant;
  inDialog?: boolean;
}) {
  return (
    <div
      className={`flex flex-col-reverse gap-2 border-t border-gray-200 ${inDialog ? 'pt-4' : 'pt-6'} sm:flex-row sm:justify-end dark:border-gray-800`}
    >
      <Button variant="secondary" onClick={onCancel} disabled={submitting}>
        Cancelar
      </Button>
      <Button type="submit" variant={submitVariant} isLoading={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
