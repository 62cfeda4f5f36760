/**
 * The health module's public surface.
 * No other module calls it: its routes are mounted by the composition root (modules/index.ts).
 */
export {};
