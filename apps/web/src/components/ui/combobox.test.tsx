import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption } from './combobox';

const all: ComboboxOption[] = [
  { id: 'a', label: 'Ana García' },
  { id: 'b', label: 'Bruno Díaz' },
  { id: 'c', label: 'Carmen Ruiz' },
];

function Harness(props: {
  initial?: string;
  emptyLabel?: string;
  onChange?: (id: string) => void;
}) {
  const [value, setValue] = useState(props.initial ?? '');
  const [search, setSearch] = useState('');
  const options = all.filter((o) => o.label.toLowerCase().includes(search.toLowerCase()));
  return (
    <Combobox
      label="Propietario"
      placeholder="Selecciona un propietario"
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onChange?.(id);
      }}
      options={options}
      onSearch={setSearch}
      emptyLabel={props.emptyLabel}
      selectedLabel={value === 'z' ? 'Zoe Fuera' : undefined}
    />
  );
}

describe('Combobox', () => {
  it('follows the ARIA combobox pattern: labelled, collapsed, listbox controlled', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: /Propietario/ });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const listbox = document.getElementById(input.getAttribute('aria-controls')!);
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(input).toHaveAttribute('placeholder', 'Selecciona un propietario');
  });

  it('opens with ArrowDown, moves the active option, chooses with Enter', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    const first = screen.getByRole('option', { name: 'Ana García' });
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Wraps around from the last option to the first.
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{End}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Carmen Ruiz' }).id,
    );
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('c');
    expect(input).toHaveValue('Carmen Ruiz');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches as the user types, announces the count, and picks with the mouse', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'bru');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bruno Díaz']);
    expect(screen.getByRole('status')).toHaveTextContent('1 resultado');
    await userEvent.click(screen.getByRole('option', { name: 'Bruno Díaz' }));
    expect(onChange).toHaveBeenCalledWith('b');
    expect(input).toHaveValue('Bruno Díaz');
    await userEvent.clear(input);
    await userEvent.type(input, 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('Sin resultados');
  });

  it('Escape drops the typed text and keeps the chosen value', async () => {
    render(<Harness initial="a" />);
    const input = screen.getByRole('combobox');
    expect(input).toHaveValue('Ana García');
    await userEvent.clear(input);
    await userEvent.type(input, 'car');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('Ana García');
    expect(screen.getByRole('option', { name: 'Ana García', hidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('offers the "none" option first, and shows a known label for a value not listed', async () => {
    const onChange = vi.fn();
    const { unmount } = render(
      <Harness initial="b" emptyLabel="Todos los propietarios" onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('combobox'));
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Todos los propietarios');
    await userEvent.click(screen.getByRole('option', { name: 'Todos los propietarios' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect(screen.getByRole('combobox')).toHaveValue('Todos los propietarios');
    unmount();
    render(<Harness initial="z" />);
    expect(screen.getByRole('combobox')).toHaveValue('Zoe Fuera');
  });
});
