import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const ITEMS = [
  { id: 'citas', label: 'Citas', content: <p>Tus citas</p> },
  { id: 'clases', label: 'Clases y cursos', content: <p>Tus clases</p> },
  { id: 'documentos', label: 'Documentos', content: <p>Tus documentos</p> },
] as const;

function Harness({ start = 'citas' }: { start?: string }) {
  const [selected, setSelected] = useState(start);
  return (
    <Tabs label="Secciones de Mi área" items={ITEMS} selected={selected} onSelect={setSelected} />
  );
}

describe('Tabs', () => {
  it('shows only the selected panel, named by its tab, with one tab stop', () => {
    render(<Harness start="documentos" />);
    const list = screen.getByRole('tablist', { name: 'Secciones de Mi área' });
    expect(list).toBeVisible();
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected).toHaveTextContent('Documentos');
    expect(selected).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Citas' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Documentos' })).toHaveTextContent(
      'Tus documentos',
    );
    expect(screen.queryByText('Tus citas')).toBeNull();
  });

  it('falls back to the first tab for an unknown section', () => {
    render(<Harness start="facturas-de-nadie" />);
    expect(screen.getByRole('tabpanel', { name: 'Citas' })).toHaveTextContent('Tus citas');
  });

  it('moves with the arrow keys, Home and End, and by click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Citas' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Clases y cursos' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Clases y cursos' })).toHaveTextContent(
      'Tus clases',
    );
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Documentos' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Citas', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Documentos', selected: true })).toHaveFocus();
    // The panel is the next stop after the tab list.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Documentos' })).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: 'Citas' }));
    expect(screen.getByRole('tabpanel', { name: 'Citas' })).toHaveTextContent('Tus citas');
  });
});
