/**
 * CSV / formula injection (issue 28, OWASP "CSV Injection"): a spreadsheet runs a cell that
 * begins with `=`, `+`, `-` or `@` (or a tab or carriage return before one) as a formula, so a
 * client's name or a payment note typed as `=HYPERLINK(…)` would run on the gestor's computer.
 * Every CSV and XLSX the product writes passes its text cells through here: such a cell gets a
 * leading single quote, which spreadsheets show as text. A plain number ("-12,50", "+34") is no
 * formula and stays as it is, so amounts remain numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d[\d.,]*$/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}
