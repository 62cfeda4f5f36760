/**
 * The rows of a raw `db.execute`: postgres-js answers an array, node-postgres style drivers (the
 * legacy PGlite importer, decision 0010) an object with `rows`. Typed by the caller, who wrote
 * the SQL's column list.
 */
export const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);
