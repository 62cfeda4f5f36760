/**
 * The calendar feed module's public surface: other modules import only from here.
 * No other module calls it: its routes are mounted by the composition root (modules/index.ts).
 */
export {};
