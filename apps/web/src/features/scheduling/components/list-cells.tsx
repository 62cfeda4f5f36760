export const td = 'px-3 py-3 align-top';
const muted = 'block text-gray-600 dark:text-gray-400';

/** The row header of a list of this feature: the client's name, e-mail and phone. */
export function ClientCell({ name, email, phone }: { name: string; email: string; phone: string }) {
  return (
    <th scope="row" className={`${td} text-left font-normal`}>
      <span className="block font-medium text-gray-900 dark:text-gray-50">{name}</span>
      <span className={muted}>{email}</span>
      <span className={muted}>{phone}</span>
    </th>
  );
}
