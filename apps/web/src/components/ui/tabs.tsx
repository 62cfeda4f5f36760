import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  /** Rendered only while the tab is selected. */
  content: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, the arrow keys (and Home, End) move
 * between tabs and select them, and the panel follows in the tab order. The selection is the
 * caller's (`selected`, `onSelect`), so a page can keep it in its address.
 */
export function Tabs<Id extends string>({
  label,
  items,
  selected,
  onSelect,
}: {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}) {
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = items.find((item) => item.id === selected) ?? items[0];
  const index = Math.max(
    0,
    items.findIndex((item) => item.id === current?.id),
  );

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(items[next]!.id);
    tabs.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={move}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-gray-200 px-4 sm:mx-0 sm:px-0 dark:border-gray-800"
      >
        {items.map((item, i) => {
          const active = item.id === current?.id;
          return (
            <button
              key={item.id}
              ref={(node) => {
                tabs.current[i] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(item.id)}
              className={clsx(
                'shrink-0 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors outline-none',
                'focus-visible:rounded-t-md focus-visible:ring-2 focus-visible:ring-brand-600/40',
                active
                  ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300'
                  : 'border-transparent text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          tabIndex={0}
          className="space-y-6 pt-5 outline-none [&>*:first-child]:mt-0 focus-visible:ring-2 focus-visible:ring-brand-600/40"
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
