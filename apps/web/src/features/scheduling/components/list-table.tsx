import type { ReactNode } from 'react';

export const th =
  'px-3 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-gray-600 uppercase dark:text-gray-400';
export const td = 'px-3 py-3 align-top';
const muted = 'block text-gray-600 dark:text-gray-400';

/**
 * The wide-screen (lg and up) table of a list of this feature: its hidden caption, a header of
 * `columns` and Acciones, and `children` as the rows.
 */
export function ListTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <div className="hidden overflow-x-auto lg:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-900/60">
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className={th}>
                {label}
              </th>
            ))}
            <th scope="col" className={`${th} text-right`}>
              Acciones
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">{children}</tbody>
      </table>
    </div>
  );
}

/** The row header: the client's name, e-mail and phone. */
export function ClientCell({ name, email, phone }: { name: string; email: string; phone: string }) {
  return (
    <th scope="row" className={`${td} text-left font-normal`}>
      <span className="block font-medium text-gray-900 dark:text-gray-50">{name}</span>
      <span className={muted}>{email}</span>
      <span className={muted}>{phone}</span>
    </th>
  );
}
