import type { ReactNode } from 'react';
import clsx from 'clsx';

export interface Column<T> {
  heading: string;
  cell: (row: T) => ReactNode;
  /** An amount: right-aligned in the table, beside the title on a card. */
  amount?: boolean;
  /** Kept on one line in the table (dates, numbers). */
  nowrap?: boolean;
}

/**
 * A list as a table on a wide screen and as cards on a phone (below `md`), from one description of
 * its columns, so the two never drift apart. On a card the first column is the title, the amount
 * column stands beside it, and the others are labelled fields. The table scrolls sideways if it
 * must, and its region is focusable so the keyboard can scroll it too.
 */
export function TableOrCards<T>({
  caption,
  regionLabel,
  rows,
  rowKey,
  columns,
}: {
  /** The table's caption and the cards' list name, for screen readers. */
  caption: string;
  regionLabel: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly Column<T>[];
}) {
  const [title, ...rest] = columns;
  const amount = rest.find((column) => column.amount);
  const fields = rest.filter((column) => column !== amount);
  return (
    <>
      <div
        className="hidden overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600 md:block"
        tabIndex={0}
        role="region"
        aria-label={regionLabel}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="text-xs text-gray-600 uppercase dark:text-gray-400">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.heading}
                  scope="col"
                  className={clsx('px-5 py-2 font-medium', column.amount && 'text-right')}
                >
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="text-gray-800 dark:text-gray-200">
                {columns.map((column) => (
                  <td
                    key={column.heading}
                    className={clsx(
                      'px-5 py-3',
                      (column.nowrap || column.amount) && 'whitespace-nowrap',
                      column.amount && 'text-right font-semibold tabular-nums',
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className="divide-y divide-gray-200 md:hidden dark:divide-gray-800">
        {rows.map((row) => (
          <li key={rowKey(row)} className="space-y-2 px-4 py-4 text-gray-800 dark:text-gray-200">
            {title ? (
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0 font-medium">{title.cell(row)}</div>
                {amount ? (
                  <div className="font-semibold whitespace-nowrap tabular-nums">
                    <span className="sr-only">{amount.heading}: </span>
                    {amount.cell(row)}
                  </div>
                ) : null}
              </div>
            ) : null}
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {fields.map((column) => (
                <div key={column.heading} className="min-w-0">
                  <dt className="text-xs text-gray-600 dark:text-gray-400">{column.heading}</dt>
                  <dd className="mt-0.5 break-words">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
