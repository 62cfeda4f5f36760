import { ilike, like, sql, type AnyColumn, type SQL } from 'drizzle-orm';

// Both cases: with the "C" collation (PGlite, many servers) lower() leaves 'Á' as it is.
const ACCENTED = 'áàâäãéèêëíìîïóòôöõúùûüçñÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';
const LETTERS = sql.raw(`'${ACCENTED}', '${PLAIN}'`);

/** `%`, `_` and `\` typed by the user match themselves, not as wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const PLAIN_FOR = new Map(Array.from(ACCENTED, (letter, index) => [letter, PLAIN[index]!]));
const FOLDED_LETTER = new RegExp(`[${ACCENTED}]`, 'g');

/**
 * What a person means when typing a name: no case, no accents ('ibanez' is 'Ibáñez'). The very
 * letters `foldSql` folds and no others, so a name typed exactly as stored ('Dvořák') still
 * matches its folded column.
 */
export const foldText = (text: string) =>
  text.toLowerCase().replace(FOLDED_LETTER, (letter) => PLAIN_FOR.get(letter) ?? letter);

/**
 * The same folding in SQL. Names are searched through stored columns built with it (schema.ts,
 * `*_key`, migration 0005): folding while searching cost 4 µs a name, some 15 ms a search over a
 * practice of 4,000 dogs and 2,000 owners (bench/README.md).
 */
export function foldSql(column: AnyColumn | SQL): SQL {
  return sql`translate(lower(${column}), ${LETTERS})`;
}

/**
 * A name contains `text`, ignoring case and accents: `key` is the name's folded column (or
 * `foldSql` of it), for names, which people type however their keyboard lets them. Free text
 * (notes, objectives) keeps a plain ILIKE, answered by its trigram indexes (migration 0004).
 */
export function containsName(key: AnyColumn | SQL, text: string): SQL {
  return like(key, likePattern(foldText(text)));
}

/** `column` contains `text`, ignoring case only. */
export function containsText(column: AnyColumn | SQL, text: string): SQL {
  return ilike(column, likePattern(text));
}
