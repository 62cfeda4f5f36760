import { HiddenContact } from '@/components/ui/hidden-contact';

export const td = 'px-3 py-3 align-top';
const muted = 'block text-gray-600 dark:text-gray-400';

/** The row header of a list of this feature: the client's name, e-mail and phone. */
export function ClientCell({
  name,
  email,
  phone,
}: {
  name: string;
  /** Null when the caller may not see contacts (decision 0142). */
  email: string | null;
  phone: string | null;
}) {
  return (
    <th scope="row" className={`${td} text-left font-normal`}>
      <span className="block font-medium text-gray-900 dark:text-gray-50">{name}</span>
      {email === null && phone === null ? (
        <HiddenContact className="block" />
      ) : (
        <>
          <span className={muted}>{email}</span>
          <span className={muted}>{phone}</span>
        </>
      )}
    </th>
  );
}
