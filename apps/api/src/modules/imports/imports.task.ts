/** The imports module's tasks for the work pool's workers (src/work-tasks.ts). */
export { readSpreadsheetNow } from './read-spreadsheet.ts';
