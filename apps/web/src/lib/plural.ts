const numbers = new Intl.NumberFormat('es-ES');
const rules = new Intl.PluralRules('es-ES');

/**
 * A count with its noun in the right form, for every count the app shows: "1 resultado",
 * "0 resultados", "1.234 resultados" (es-ES digits). Spanish takes the singular for exactly one.
 */
export function countOf(count: number, one: string, other: string): string {
  return `${numbers.format(count)} ${rules.select(count) === 'one' ? one : other}`;
}
