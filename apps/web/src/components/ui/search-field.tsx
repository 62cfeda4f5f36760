import { useEffect, useId, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { inputClass } from './input';

const DEBOUNCE_MS = 300;

/**
 * A search box that reports its text once typing pauses (one request per pause, not per key).
 * The label is visually hidden: the magnifier and placeholder show what it is; the label tells
 * screen readers. A new `value` from outside (back button, reset) replaces the text.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <div className="relative min-w-0 flex-1">
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500 dark:text-gray-400"
      />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => onSearch(next.trim()), DEBOUNCE_MS);
        }}
        placeholder={placeholder}
        className={inputClass(false, 'pl-9')}
      />
    </div>
  );
}
