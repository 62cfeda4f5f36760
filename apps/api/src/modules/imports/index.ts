/**
 * The imports module's public surface (issue 20): clients and dogs from a spreadsheet.
 * No other module calls it: its routes are mounted by the composition root (modules/index.ts).
 */
// The spreadsheet reader is also a task of the work pool's workers (src/work-tasks.ts).
export { readSpreadsheetNow } from './read-spreadsheet.ts';
