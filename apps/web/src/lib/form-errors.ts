import type { FieldValues, Path, UseFormClearErrors, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * Puts the server's per-field messages (`errors: { field: message }`) on the matching form
 * fields. Returns true when at least one field received a message, so the caller can skip a
 * redundant banner.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/**
 * `register` options for forms whose errors are re-checked only on the next submit: editing a
 * field clears its own error at once, and `alsoClear` drops whatever banner the form shows.
 */
export function clearOnEdit<T extends FieldValues>(
  clearErrors: UseFormClearErrors<T>,
  alsoClear: () => void,
) {
  return (field: Path<T>) => ({
    onChange: () => {
      clearErrors(field);
      alsoClear();
    },
  });
}
