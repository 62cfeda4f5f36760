import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './spreadsheet-cell.ts';

describe('neutraliseCell (issue 28, OWASP CSV injection)', () => {
  it('prefixes a quote to every cell a spreadsheet would run as a formula', () => {
    for (const cell of [
      '=HYPERLINK("http://x","y")',
      '+1+cmd|',
      '-2+3',
      '@SUM(A1)',
      '\t=1+1',
      '\r=1+1',
    ])
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  it('leaves text and plain numbers as they are', () => {
    for (const cell of ['Marta Ruiz', '-12,50', '+34612345678', '1.234,50', '', 'a=b'])
      expect(neutraliseCell(cell)).toBe(cell);
  });
});
