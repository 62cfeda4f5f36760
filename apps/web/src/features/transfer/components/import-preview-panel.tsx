import {
  IMPORT_FIELDS,
  importFieldLabel,
  mappingProblem,
  type DuplicateAction,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
} from '@adiestra/shared';
import { AlertTriangle, Copy, Upload, Users } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { countOf } from '@/lib/plural';

const number = (n: number) => n.toLocaleString('es-ES');

/** How many rows a confirm under these choices would import. */
export function importableRows(preview: ImportPreview, duplicates: DuplicateAction) {
  return preview.validRows + (duplicates === 'merge' ? preview.duplicateRows : 0);
}

/** Why the trainer cannot confirm yet, or null when they can. */
export function confirmBlocker(
  preview: ImportPreview,
  mapping: ImportMapping,
  duplicates: DuplicateAction,
  skipInvalid: boolean,
): string | null {
  const problem = mappingProblem(mapping) ?? preview.mappingProblem;
  if (problem) return problem;
  if (preview.invalidRows > 0 && !skipInvalid)
    return 'Corrige las filas con errores en tu archivo y vuelve a subirlo, u omítelas.';
  if (importableRows(preview, duplicates) === 0) return 'No hay ninguna fila que importar.';
  return null;
}

export interface ImportPreviewPanelProps {
  preview: ImportPreview;
  mapping: ImportMapping;
  duplicates: DuplicateAction;
  skipInvalid: boolean;
  /** A new preview is being asked for (the mapping changed). */
  busy: boolean;
  confirming: boolean;
  onMappingChange: (mapping: ImportMapping) => void;
  onDuplicatesChange: (action: DuplicateAction) => void;
  onSkipInvalidChange: (skip: boolean) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The import's preview (issue 20): each column's field (guessed, changeable), the counts, each
 * bad row with its Spanish messages, the duplicates and what to do with them. Nothing is imported
 * until "Importar".
 */
export function ImportPreviewPanel({
  preview,
  mapping,
  duplicates,
  skipInvalid,
  busy,
  confirming,
  onMappingChange,
  onDuplicatesChange,
  onSkipInvalidChange,
  onConfirm,
  onCancel,
}: ImportPreviewPanelProps) {
  const blocker = confirmBlocker(preview, mapping, duplicates, skipInvalid);
  const setColumn = (column: number, value: string) =>
    onMappingChange(
      mapping.map((field, i) => (i === column ? ((value || null) as ImportField | null) : field)),
    );
  const importable = importableRows(preview, duplicates);
  return (
    <div className="space-y-6" aria-busy={busy}>
      <Card>
        <CardHeader
          title="Columnas"
          description="Hemos adivinado qué es cada columna por su encabezado. Cámbialo si no acierta."
        />
        <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {preview.headers.map((header, column) => (
            <Select
              key={`${String(column)}-${header}`}
              label={`Columna «${header || String(column + 1)}»`}
              value={mapping[column] ?? ''}
              disabled={busy || confirming}
              onChange={(event) => setColumn(column, event.target.value)}
            >
              <option value="">No importar</option>
              {IMPORT_FIELDS.map((field) => (
                <option key={field.key} value={field.key}>
                  {field.label}
                </option>
              ))}
            </Select>
          ))}
        </CardContent>
      </Card>

      {(mappingProblem(mapping) ?? preview.mappingProblem) ? (
        <Alert variant="info">{mappingProblem(mapping) ?? preview.mappingProblem}</Alert>
      ) : (
        <Card>
          <CardHeader title="Resumen" />
          <CardContent>
            <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
              {[
                ['Filas', preview.totalRows],
                ['Correctas', preview.validRows],
                ['Con errores', preview.invalidRows],
                ['Duplicadas', preview.duplicateRows],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="text-gray-600 dark:text-gray-400">{label}</dt>
                  <dd className="text-lg font-semibold text-gray-900 tabular-nums dark:text-gray-50">
                    {number(value as number)}
                  </dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      )}

      {preview.errors.length > 0 && !preview.mappingProblem ? (
        <Card>
          <CardHeader
            title={`Filas con errores (${number(preview.invalidRows)})`}
            description="Corrígelas en tu archivo y vuelve a subirlo, o impórtalo sin ellas."
          />
          <CardContent className="space-y-4">
            <ul
              className="max-h-72 space-y-2 overflow-y-auto text-sm"
              aria-label="Filas con errores"
            >
              {preview.errors.map((error) => (
                <li key={error.row} className="flex gap-2">
                  <AlertTriangle
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
                  />
                  <span>
                    <strong>Fila {error.row}:</strong>{' '}
                    {error.problems
                      .map((p) => `${importFieldLabel(p.field)}: ${p.message}`)
                      .join('; ')}
                  </span>
                </li>
              ))}
            </ul>
            {preview.invalidRows > preview.errors.length ? (
              <p className="text-sm text-gray-600 dark:text-gray-400">
                Y {countOf(preview.invalidRows - preview.errors.length, 'fila más', 'filas más')}.
              </p>
            ) : null}
            <Checkbox
              label="Omitir las filas con errores"
              checked={skipInvalid}
              onChange={(event) => onSkipInvalidChange(event.target.checked)}
            />
          </CardContent>
        </Card>
      ) : null}

      {preview.duplicates.length > 0 && !preview.mappingProblem ? (
        <Card>
          <CardHeader
            title={`Duplicados (${number(preview.duplicateRows)})`}
            description="Filas con el mismo email que un cliente que ya tienes o que una fila anterior, o con el mismo teléfono y el mismo nombre. Al combinar, un perro que ese cliente ya tiene no se añade de nuevo."
          />
          <CardContent className="space-y-4">
            <ul className="max-h-72 space-y-2 overflow-y-auto text-sm" aria-label="Duplicados">
              {preview.duplicates.map((duplicate) => (
                <li key={duplicate.row} className="flex gap-2">
                  <Copy aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
                  <span>
                    <strong>Fila {duplicate.row}:</strong> {duplicate.name} (
                    {[duplicate.email, duplicate.phone].filter(Boolean).join(', ')}) —{' '}
                    {duplicate.matches === 'client'
                      ? `ya es tu cliente ${duplicate.matchLabel}`
                      : `repite la ${duplicate.matchLabel.toLowerCase()}`}{' '}
                    {duplicate.matchedBy === 'email'
                      ? '(mismo email)'
                      : '(mismo teléfono y mismo nombre)'}
                    {duplicate.dogExists ? '; su perro ya está, no se añade de nuevo' : ''}
                  </span>
                </li>
              ))}
            </ul>
            <fieldset className="space-y-2 text-sm">
              <legend className="font-medium text-gray-800 dark:text-gray-200">
                ¿Qué hacemos con los duplicados?
              </legend>
              {(
                [
                  ['merge', 'Combinar: añadir sus perros al cliente que ya existe'],
                  ['skip', 'Omitir: no importar esas filas'],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="duplicates"
                    value={value}
                    checked={duplicates === value}
                    onChange={() => onDuplicatesChange(value)}
                    className="size-4 accent-brand-600 dark:accent-brand-400"
                  />
                  {label}
                </label>
              ))}
            </fieldset>
          </CardContent>
        </Card>
      ) : null}

      {preview.phoneMismatches.length > 0 && !preview.mappingProblem ? (
        <Card>
          <CardHeader
            title={`Mismo teléfono, otro nombre (${number(preview.phoneMismatches.length)})`}
            description="Un teléfono compartido (una familia, un trabajo) no basta para saber que es la misma persona: estas filas se importarán como clientes nuevos."
          />
          <CardContent>
            <ul
              className="max-h-72 space-y-2 overflow-y-auto text-sm"
              aria-label="Mismo teléfono, otro nombre"
            >
              {preview.phoneMismatches.map((mismatch) => (
                <li key={mismatch.row} className="flex gap-2">
                  <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
                  <span>
                    <strong>Fila {mismatch.row}:</strong> {mismatch.name} ({mismatch.phone}) — el
                    teléfono es el de{' '}
                    {mismatch.matchLabel.startsWith('Fila ')
                      ? `la ${mismatch.matchLabel.toLowerCase()}`
                      : mismatch.matchLabel}
                    ; será un cliente nuevo
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      {blocker ? <p className="text-sm text-gray-700 dark:text-gray-300">{blocker}</p> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={confirming}>
          Elegir otro archivo
        </Button>
        <Button
          onClick={onConfirm}
          disabled={Boolean(blocker) || busy}
          isLoading={confirming}
          icon={<Upload aria-hidden="true" className="size-4" />}
        >
          {blocker ? 'Importar' : `Importar ${countOf(importable, 'fila', 'filas')}`}
        </Button>
      </div>
    </div>
  );
}
