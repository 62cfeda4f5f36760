import type { ReactNode } from 'react';

const th =
  'px-3 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-gray-600 uppercase dark:text-gray-400';

/** Where the table takes over from the cards (literal classes, so Tailwind sees them). */
const shownFrom = {
  md: 'hidden overflow-x-auto md:block',
  lg: 'hidden overflow-x-auto lg:block',
} as const;

/**
 * The wide-screen table of a list whose narrow screens show cards: its hidden caption, a header
 * of `columns` and Acciones, and `children` as the rows.
 */
export function ListTable({
  caption,
  columns,
  from = 'lg',
  children,
}: {
  caption: string;
  columns: string[];
  from?: keyof typeof shownFrom;
  children: ReactNode;
}) {
  return (
    <div className={shownFrom[from]}>
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
