/**
 * The owners' rights (issue 20): erasure and the retention sweep.
 * No other module calls it: its routes are mounted by the composition root (modules/index.ts).
 */
export {};
