/**
 * The commissions module's public surface (issue 39, decision 0143).
 * No other module calls it: its routes are mounted by the composition root (modules/index.ts).
 */
export {};
