import { HIDDEN_CONTACT_LABEL, HIDDEN_CONTACT_TEXT } from '@adiestra/shared';

/**
 * Where a client's contact would be for a member without `seeContacts` (decision 0142): the API
 * answers null there, and the screen says «Oculto» rather than showing nothing, with the reason
 * for a screen reader.
 */
export function HiddenContact({ className = '' }: { className?: string }) {
  return (
    <span className={`text-gray-600 italic dark:text-gray-300 ${className}`}>
      <span aria-hidden="true">{HIDDEN_CONTACT_TEXT}</span>
      <span className="sr-only">{HIDDEN_CONTACT_LABEL}</span>
    </span>
  );
}
