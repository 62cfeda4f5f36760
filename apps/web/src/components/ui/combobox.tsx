import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { describedBy, FieldWrapper } from './field-wrapper';
import { inputClass } from './input';
import { countOf } from '@/lib/plural';

export interface ComboboxOption {
  id: string;
  label: string;
}

export interface ComboboxProps {
  label: string;
  /** The chosen option's id; '' for none. */
  value: string;
  onChange: (id: string) => void;
  /** Options for the text typed so far (the caller searches, usually on the server). */
  options: ComboboxOption[];
  /** Called with the typed text as it changes; '' when the list opens on the current value. */
  onSearch: (text: string) => void;
  /** The label of `value` when it is not among `options` (an edit form's current owner). */
  selectedLabel?: string | undefined;
  /** An option meaning "none" ('Todos los propietarios'), offered first when given. */
  emptyLabel?: string | undefined;
  placeholder?: string | undefined;
  loading?: boolean | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  name?: string | undefined;
  id?: string | undefined;
  onBlur?: (() => void) | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A searchable select following the WAI-ARIA combobox pattern (editable, list autocomplete):
 * the input is the combobox, the popup a listbox, the active option named by
 * aria-activedescendant. Arrow keys move, Enter chooses, Escape closes and restores the choice,
 * Home/End go to the ends of the list, Alt+ArrowDown opens without moving.
 */
export function Combobox({
  label,
  value,
  onChange,
  options,
  onSearch,
  selectedLabel,
  emptyLabel,
  placeholder,
  loading,
  required,
  disabled,
  error,
  hint,
  name,
  id,
  onBlur,
  ref,
}: ComboboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listId = `${inputId}-listbox`;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(-1);

  const choices: ComboboxOption[] = [
    ...(emptyLabel !== undefined && !text ? [{ id: '', label: emptyLabel }] : []),
    ...options,
  ];
  const chosenLabel =
    value === ''
      ? (emptyLabel ?? '')
      : (options.find((option) => option.id === value)?.label ?? selectedLabel ?? '');
  // While typing, the text typed; otherwise, the chosen option's label.
  const shown = text ?? chosenLabel;
  const activeOption = open ? choices[active] : undefined;

  function openList(index: number) {
    setOpen(true);
    setActive(index);
  }

  function close() {
    setOpen(false);
    setText(null);
    setActive(-1);
    onSearch('');
  }

  function choose(option: ComboboxOption) {
    onChange(option.id);
    close();
  }

  function type(next: string) {
    setText(next);
    onSearch(next.trim());
    setOpen(true);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = choices.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open)
          openList(
            event.altKey
              ? -1
              : Math.max(
                  0,
                  choices.findIndex((o) => o.id === value),
                ),
          );
        else setActive(active >= last ? 0 : active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList(last);
        else setActive(active <= 0 ? last : active - 1);
        break;
      case 'Home':
      case 'End':
        if (!open || choices.length === 0) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : last);
        break;
      case 'Enter':
        if (!open) return;
        // Enter in an open list picks; it never submits the form from here.
        event.preventDefault();
        if (activeOption) choose(activeOption);
        break;
      case 'Escape':
        if (!open && text === null) return;
        event.preventDefault();
        close();
        break;
      case 'Tab':
        if (open) close();
        break;
    }
  }

  const optionId = (index: number) => `${inputId}-option-${index}`;
  const status = loading
    ? 'Cargando...'
    : choices.length === 0
      ? 'Sin resultados'
      : countOf(choices.length, 'resultado', 'resultados');

  return (
    <FieldWrapper id={inputId} label={label} required={required} hint={hint} error={error}>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          aria-required={required ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          disabled={disabled}
          placeholder={placeholder}
          value={shown}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onClick={() => (open ? close() : openList(-1))}
          onBlur={() => {
            if (open) close();
            onBlur?.();
          }}
          className={inputClass(Boolean(error), 'pr-9')}
        />
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-500 dark:text-gray-400"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={`Opciones: ${label}`}
          hidden={!open}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-gray-200 bg-white py-1 text-sm shadow-lg dark:border-gray-700 dark:bg-gray-900"
        >
          {choices.map((option, index) => {
            const selected = option.id === value;
            return (
              <li
                key={option.id || 'none'}
                id={optionId(index)}
                role="option"
                aria-selected={selected}
                // mousedown, not click: the input keeps focus and its blur does not close first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
                onMouseMove={() => setActive(index)}
                className={clsx(
                  'cursor-pointer px-3 py-2 text-gray-900 dark:text-gray-100',
                  index === active && 'bg-brand-50 dark:bg-brand-900/40',
                  selected && 'font-semibold',
                )}
              >
                {option.label}
              </li>
            );
          })}
          {choices.length === 0 ? (
            <li role="presentation" className="px-3 py-2 text-gray-600 dark:text-gray-400">
              {loading ? 'Cargando...' : 'Sin resultados'}
            </li>
          ) : null}
        </ul>
        <span role="status" aria-live="polite" className="sr-only">
          {open ? status : ''}
        </span>
      </div>
    </FieldWrapper>
  );
}
