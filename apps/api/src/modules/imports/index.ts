/**
 * The imports module's public surface (issue 20): clients and dogs from a spreadsheet.
 * No other module calls it: its routes are mounted by the composition root (modules/index.ts).
 */
export {};
