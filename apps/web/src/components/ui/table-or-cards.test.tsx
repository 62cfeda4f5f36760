import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableOrCards, type Column } from './table-or-cards';

interface Row {
  id: string;
  name: string;
  day: string;
  cents: string;
}
const COLUMNS: Column<Row>[] = [
  { heading: 'Número', cell: (row) => row.name },
  { heading: 'Fecha', cell: (row) => row.day },
  { heading: 'Total', amount: true, cell: (row) => row.cents },
];
const ROWS: Row[] = [
  { id: '1', name: 'F-0001', day: '01/11/2026', cents: '45,50 €' },
  { id: '2', name: 'F-0002', day: '02/11/2026', cents: '200,00 €' },
];

describe('TableOrCards', () => {
  it('one description gives the table and the phone cards the same rows', () => {
    render(
      <TableOrCards
        caption="Facturas emitidas"
        regionLabel="Tabla de facturas"
        rows={ROWS}
        rowKey={(row) => row.id}
        columns={COLUMNS}
      />,
    );
    const table = screen.getByRole('table', { name: 'Facturas emitidas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Número', 'Fecha', 'Total']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const cards = within(screen.getByRole('list', { name: 'Facturas emitidas' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    // The first column is the card's title, the amount stands beside it, the rest are labelled.
    expect(cards[1]).toHaveTextContent(/^F-0002Total: 200,00 €Fecha02\/11\/2026$/);
    expect(within(cards[0]!).getByText('Fecha').tagName).toBe('DT');
  });
});
