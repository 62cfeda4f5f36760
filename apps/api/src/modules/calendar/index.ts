/**
 * The calendar module's public surface: it has no table, and reads through other modules' indexes.
 * No other module calls it: its routes are mounted by the composition root (modules/index.ts).
 */
export {};
