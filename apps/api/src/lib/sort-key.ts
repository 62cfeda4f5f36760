import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

const ACCENTED = 'áàâäãéèêëíìîïóòôöõúùûüç';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuc';
// Written into the statement, not sent as parameters: the dogs list's index (schema.ts) is built
// on this very expression, and PostgreSQL uses an expression index only for identical constants.
const LETTERS = sql.raw(`'${ACCENTED}', '${PLAIN}'`);

/**
 * An ORDER BY key that sorts names the Spanish way on any database collation (PGlite and many
 * servers use "C", where 'Ñ' and 'Á' sort after 'z'): case and accents ignored, 'ñ' after 'n'.
 * Portable on purpose: an ICU collation is not guaranteed to exist on every PostgreSQL build.
 */
export function spanishSortKey(column: AnyColumn | SQL): SQL {
  return sql`replace(translate(lower(${column}), ${LETTERS}), 'ñ', 'n~')`;
}
