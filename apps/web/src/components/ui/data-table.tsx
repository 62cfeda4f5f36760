import type { ReactNode } from 'react';

/**
 * A plain table with a caption for screen readers and a header row: the rows are the caller's.
 * Scrolls sideways on a narrow screen instead of squeezing its columns.
 */
export function DataTable({
  caption,
  headings,
  children,
}: {
  caption: string;
  headings: string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-gray-200 text-sm dark:divide-gray-800">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-left dark:bg-gray-900">
          <tr>
            {headings.map((heading) => (
              <th
                key={heading}
                scope="col"
                className="px-4 py-3 font-semibold text-gray-700 dark:text-gray-300"
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">{children}</tbody>
      </table>
    </div>
  );
}
