import type { ReactNode } from 'react';

/** A compact table whose last column holds figures (right-aligned). */
export function DataTable({
  caption,
  columns,
  rows,
  captionHidden = false,
}: {
  caption: string;
  columns: string[];
  rows: ReactNode[][];
  captionHidden?: boolean;
}) {
  const last = columns.length - 1;
  const align = (i: number) => (i === last ? 'text-right tabular-nums' : 'text-left');
  return (
    <table className="w-full text-sm">
      <caption
        className={
          captionHidden
            ? 'sr-only'
            : 'pb-2 text-left text-sm font-medium text-gray-800 dark:text-gray-200'
        }
      >
        {caption}
      </caption>
      <thead>
        <tr className="border-b border-gray-200 dark:border-gray-800">
          {columns.map((column, i) => (
            <th
              key={column}
              scope="col"
              className={`px-2 py-2 font-medium text-gray-600 dark:text-gray-400 ${align(i)}`}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
        {rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, i) => (
              <td
                key={i}
                className={`px-2 py-2 [overflow-wrap:anywhere] text-gray-900 dark:text-gray-100 ${align(i)}`}
              >
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
