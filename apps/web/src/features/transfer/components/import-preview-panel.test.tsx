import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  guessMapping,
  type DuplicateAction,
  type ImportMapping,
  type ImportPreview,
} from '@adiestra/shared';
import { ImportPreviewPanel } from './import-preview-panel';

const headers = ['Nombre', 'Correo', 'Móvil', 'Mascota', 'Raza', 'Color'];
const preview: ImportPreview = {
  headers,
  mapping: guessMapping(headers),
  mappingProblem: null,
  totalRows: 7,
  validRows: 2,
  invalidRows: 2,
  duplicateRows: 2,
  errors: [
    { row: 3, problems: [{ field: 'email', message: 'El email no es válido' }] },
    {
      row: 5,
      problems: [
        { field: 'phone', message: 'El teléfono es requerido' },
        { field: 'breed', message: 'La raza es obligatoria' },
      ],
    },
  ],
  duplicates: [
    {
      row: 4,
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      phone: '600111222',
      matches: 'client',
      matchLabel: 'Ana Ruiz',
      matchedBy: 'email',
      dogExists: true,
    },
    {
      row: 6,
      name: 'Ana Ruiz',
      email: '',
      phone: '600111222',
      matches: 'row',
      matchLabel: 'Fila 2',
      matchedBy: 'phone',
      dogExists: false,
    },
  ],
  phoneMismatches: [{ row: 7, name: 'Pedro Ruiz', phone: '600111222', matchLabel: 'Ana Ruiz' }],
  sample: [],
};

/** The panel with its state held as the wizard holds it. */
function Harness({
  onMappingChange,
  onConfirm,
}: {
  onMappingChange: (m: ImportMapping) => void;
  onConfirm: () => void;
}) {
  const [mapping, setMapping] = useState<ImportMapping>(preview.mapping);
  const [duplicates, setDuplicates] = useState<DuplicateAction>('merge');
  const [skipInvalid, setSkipInvalid] = useState(false);
  return (
    <ImportPreviewPanel
      preview={preview}
      mapping={mapping}
      duplicates={duplicates}
      skipInvalid={skipInvalid}
      busy={false}
      confirming={false}
      onMappingChange={(next) => {
        setMapping(next);
        onMappingChange(next);
      }}
      onDuplicatesChange={setDuplicates}
      onSkipInvalidChange={setSkipInvalid}
      onConfirm={onConfirm}
      onCancel={() => undefined}
    />
  );
}

function setup() {
  const onMappingChange = vi.fn();
  const onConfirm = vi.fn();
  render(<Harness onMappingChange={onMappingChange} onConfirm={onConfirm} />);
  return { onMappingChange, onConfirm, user: userEvent.setup() };
}

describe('ImportPreviewPanel', () => {
  it('shows the guessed field of each column, and "No importar" for an unknown one', () => {
    setup();
    expect(screen.getByLabelText('Columna «Nombre»')).toHaveValue('name');
    expect(screen.getByLabelText('Columna «Correo»')).toHaveValue('email');
    expect(screen.getByLabelText('Columna «Móvil»')).toHaveValue('phone');
    expect(screen.getByLabelText('Columna «Mascota»')).toHaveValue('dogName');
    expect(screen.getByLabelText('Columna «Color»')).toHaveValue('');
  });

  it('lists each bad row with its Spanish messages under the column names', () => {
    setup();
    const list = screen.getByRole('list', { name: 'Filas con errores' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Fila 3: Email: El email no es válido',
      'Fila 5: Teléfono: El teléfono es requerido; Raza: La raza es obligatoria',
    ]);
    const duplicates = within(screen.getByRole('list', { name: 'Duplicados' })).getAllByRole(
      'listitem',
    );
    expect(duplicates.map((item) => item.textContent)).toEqual([
      'Fila 4: Ana Ruiz (ana@example.com, 600111222) — ya es tu cliente Ana Ruiz (mismo email); su perro ya está, no se añade de nuevo',
      'Fila 6: Ana Ruiz (600111222) — repite la fila 2 (mismo teléfono y mismo nombre)',
    ]);
  });

  it('says which rows share a phone under another name and will be new clients', () => {
    setup();
    expect(screen.getByRole('list', { name: 'Mismo teléfono, otro nombre' })).toHaveTextContent(
      'Fila 7: Pedro Ruiz (600111222) — el teléfono es el de Ana Ruiz; será un cliente nuevo',
    );
  });

  it('cannot import until the bad rows are skipped; then counts what the duplicate choice keeps', async () => {
    const { user, onConfirm } = setup();
    const button = screen.getByRole('button', { name: 'Importar' });
    expect(button).toBeDisabled();
    expect(screen.getByText(/Corrige las filas con errores/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Omitir las filas con errores'));
    // Two good rows plus the two duplicates merged into their client.
    expect(screen.getByRole('button', { name: 'Importar 4 filas' })).toBeEnabled();
    await user.click(screen.getByLabelText('Omitir: no importar esas filas'));
    await user.click(screen.getByRole('button', { name: 'Importar 2 filas' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('changing a column sends the new mapping, and a field chosen twice blocks the import', async () => {
    const { user, onMappingChange } = setup();
    await user.click(screen.getByLabelText('Omitir las filas con errores'));
    await user.selectOptions(screen.getByLabelText('Columna «Color»'), 'notes');
    expect(onMappingChange).toHaveBeenLastCalledWith([
      'name',
      'email',
      'phone',
      'dogName',
      'breed',
      'notes',
    ]);
    await user.selectOptions(screen.getByLabelText('Columna «Color»'), 'email');
    expect(
      screen.getAllByText('La columna «Email» está asignada dos veces').length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Columna «Móvil»'), '');
    expect(onMappingChange).toHaveBeenLastCalledWith([
      'name',
      'email',
      null,
      'dogName',
      'breed',
      'email',
    ]);
  });
});
