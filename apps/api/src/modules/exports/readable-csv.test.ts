import { describe, expect, it } from 'vitest';
import { EXPORT_SOURCES } from '../../read-models/export-sources.ts';
import { sourceColumns } from './exports.repository.ts';
import {
  CODED_COLUMNS,
  COLUMN_TITLES,
  columnTitle,
  enumLabels,
  readableValue,
} from './readable-csv.ts';

/**
 * Issue 45 ("Tax id", "Is ppp", "rabies", "APPROVED" in a client's ZIP), as a class: every column of
 * every table an export writes has a Spanish title, and every column that stores a code has the
 * Spanish word for each code it allows. A column added to any exported table fails here until it
 * has both.
 */
const columns = EXPORT_SOURCES.flatMap((source) =>
  Object.entries(sourceColumns(source)).map(([key, column]) => ({
    source: source.name,
    key,
    column,
  })),
);

describe('the export’s CSVs speak Spanish', () => {
  it('gives every exported column a Spanish title', () => {
    const untitled = columns
      .filter(({ key }) => !/Cents$/.test(key) && !COLUMN_TITLES[key])
      .map(({ source, key }) => `${source}.${key}`);
    expect(untitled).toEqual([]);
    expect(columnTitle('taxId')).toBe('NIF/DNI');
    expect(columnTitle('irpfCents')).toBe('IRPF (€)');
  });

  it('gives every code a stored column allows its Spanish word', () => {
    const missing = columns.flatMap(({ source, key, column }) => {
      const values = column.enumValues;
      if (!values) return [];
      const labels = enumLabels(values);
      return values.filter((v) => !labels?.[v]).map((v) => `${source}.${key} = ${v}`);
    });
    expect(missing).toEqual([]);
    const lists = columns.filter(({ column }) => column.columnType === 'PgArray');
    expect(lists.map(({ key }) => key).filter((key) => !CODED_COLUMNS[key])).toEqual([]);
  });

  it('writes the words, not the codes', () => {
    const status = columns.find((c) => c.source === 'solicitudes' && c.key === 'status')!;
    expect(
      readableValue('status', 'APPROVED', 'Europe/Madrid', enumLabels(status.column.enumValues!)),
    ).toBe('Aprobada');
    const kind = columns.find((c) => c.source === 'vacunas' && c.key === 'kind')!;
    expect(
      readableValue('kind', 'rabies', 'Europe/Madrid', enumLabels(kind.column.enumValues!)),
    ).toBe('Rabia');
    expect(readableValue('requiredVaccines', ['rabies', 'kennel_cough'], 'Europe/Madrid')).toBe(
      'Rabia, Tos de las perreras',
    );
    expect(readableValue('serviceType', 'basic_training', 'Europe/Madrid')).toBe(
      'Entrenamiento Básico',
    );
    expect(readableValue('isPpp', true, 'Europe/Madrid')).toBe('Sí');
  });
});
